import type { Language } from '../../i18n/languages';
import { LANGUAGE_PACKS } from './languages/index';
import type { NounSpec, PlaceSpec } from './languages/language-pack';

/**
 * A place's or a thing's name from the story bible as the grammar declines it: the article
 * it starts with says its gender and number ("La tour des Vents" is feminine, "Les dunes"
 * plural), and it is definite from its first mention, since it is this one; the rest of the
 * name is the noun, whole, so that every mention says it ("le phare de Kerlaouen", "du
 * phare de Kerlaouen"). A name without an article is a proper name ("Kerlaouen"), and so is
 * a name of another language than the idea's (`language` undefined), said as written.
 */
export function nounSpecOfName(name: string, language: Language | undefined): NounSpec {
  const text = name.trim().replace(/[|:>]/gu, ' ');
  for (const [article, flags] of language ? LANGUAGE_PACKS[language].grammar.nameArticles : []) {
    const match = article.exec(text);
    if (match && match[0].length < text.length) {
      return `${flags}:${text.slice(match[0].length)}`;
    }
  }
  return `P:${text}`;
}

/** A named place as a PlaceSpec in the idea's language: "à Kerlaouen", "dans le phare". */
export function placeSpecOfName(
  name: string,
  language: Language | undefined,
  ideaLanguage: Language,
): PlaceSpec {
  const spec = nounSpecOfName(name, language);
  const prepositions = LANGUAGE_PACKS[ideaLanguage].grammar.placePrepositions;
  return `${spec.startsWith('P:') ? prepositions.proper : prepositions.noun}>${spec}`;
}
