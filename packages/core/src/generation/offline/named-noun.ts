import type { Language } from '../../i18n/languages';
import type { NounSpec, PlaceSpec } from './language-pack';

/** A leading article, and the flags (language-pack.ts, NounSpec) it says the noun takes. */
const ARTICLES: Record<Language, readonly [RegExp, string][]> = {
  fr: [
    [/^(?:le|un)\s+/iu, 'mD'],
    [/^(?:la|une)\s+/iu, 'fD'],
    [/^les\s+/iu, 'mpD'],
    // An elided article hides the gender: a noun ending in -e is more often feminine.
    [/^l['’]\s*(?=.*e$)/iu, 'fD'],
    [/^l['’]\s*/iu, 'mD'],
  ],
  en: [[/^(?:the|an?)\s+/iu, 'D']],
  es: [
    [/^(?:el|un)\s+/iu, 'mD'],
    [/^(?:la|una)\s+/iu, 'fD'],
    [/^(?:los|unos)\s+/iu, 'mpD'],
    [/^(?:las|unas)\s+/iu, 'fpD'],
  ],
};

/** The preposition of a named place: before a proper name, and before a noun. */
const PLACE_PREPOSITIONS: Record<Language, { proper: string; noun: string }> = {
  fr: { proper: 'à', noun: 'dans' },
  en: { proper: 'in', noun: 'in' },
  es: { proper: 'en', noun: 'en' },
};

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
  for (const [article, flags] of language ? ARTICLES[language] : []) {
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
  const prepositions = PLACE_PREPOSITIONS[ideaLanguage];
  return `${spec.startsWith('P:') ? prepositions.proper : prepositions.noun}>${spec}`;
}
