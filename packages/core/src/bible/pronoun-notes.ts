import type { Language } from '../i18n/languages';
import type { Mention } from './card-mentions';
import { type GenderedToken, genderedWords, type WordGender } from './gendered-words';
import { opensSegment, type Token, type TokenizedText } from './text-tokens';

/** Verbs whose French "il" names nobody: "il faut", "il lui faudra", "il reste". */
const IMPERSONAL_VERBS = new Set([
  'faut',
  'faudra',
  'faudrait',
  'fallait',
  'reste',
  'semble',
  'suffit',
  'pleut',
  'paraît',
  'importe',
  'vaut',
]);

/** "Il est des existences…", "il est temps": "il est" that names nobody. */
const IMPERSONAL_AFTER_IL_EST = new Set(['des', 'de', 'd', 'temps']);

/** "il y a", "il s’agit", "il était une fois", "il est temps", or an impersonal verb soon after. */
function impersonal(tokens: readonly Token[], index: number): boolean {
  // "il n’y a", "il ne faut": the negation aside.
  const after = tokens.slice(index + 1, index + 5).map((token) => token.lower);
  const [next = '', then = '', ...rest] = after.filter((word) => word !== 'n' && word !== 'ne');
  if (next === 'y' || next === 's' || (next === 'était' && then === 'une')) return true;
  if (next === 'est' && IMPERSONAL_AFTER_IL_EST.has(then)) return true;
  return [next, then, ...rest].some((word) => IMPERSONAL_VERBS.has(word));
}

/**
 * Determiners that may open a noun a pronoun of that gender stands for: between a name and
 * "il", "un frère" may be who "il" means ("Élise a un frère ; il la suit"). English ones may
 * open a noun of either gender.
 */
const ANTECEDENTS: Record<Language, Record<WordGender, ReadonlySet<string>>> = {
  fr: {
    masculine: new Set('le l les un des du au aux ce cet ces son ses leur leurs'.split(' ')),
    feminine: new Set('la l les une des cette ces sa son ses leur leurs'.split(' ')),
  },
  en: {
    masculine: new Set('a an the his her their this that these those'.split(' ')),
    feminine: new Set('a an the his her their this that these those'.split(' ')),
  },
  es: {
    masculine: new Set('el los lo un uno unos del al este ese aquel su sus'.split(' ')),
    feminine: new Set('la las una unas esta esa aquella su sus'.split(' ')),
  },
};

/**
 * Subject pronouns that can only mean a person the text has just named, in or after a
 * sentence that opens with their name and names no one else: opening the next sentence
 * ("Élise Martin hérite d’un carnet. Il…"), or opening a clause of the same one when no
 * noun that the pronoun could mean stands between ("Claude a cinquante ans ; médium qui ne
 * sourit jamais, il…", but not "Élise a un frère ; il la suit").
 */
export function subjectPronouns(
  tokens: readonly Token[],
  mentions: readonly Mention[],
  c: TokenizedText,
): { word: GenderedToken; mention: Mention }[] {
  const table = genderedWords(c.language).pronouns;
  const found: { word: GenderedToken; mention: Mention }[] = [];
  tokens.forEach((token, index) => {
    const gender = table.get(token.lower);
    const previous = tokens[index - 1];
    if (!gender || !previous) return;
    if (token.lower === 'il' && impersonal(tokens, index)) return;
    const nextSentence = previous.sentence !== token.sentence;
    if (!nextSentence && !opensSegment(token, c)) return;
    const sentence = nextSentence ? previous.sentence : token.sentence;
    const named = mentions.filter((mention) => mention.sentence === sentence);
    const first = named[0];
    const opening = tokens.find((candidate) => candidate.sentence === sentence);
    if (!first || first.first !== opening?.index || first.last >= index) return;
    if (new Set(named.map((mention) => mention.card.id)).size !== 1) return;
    const between = tokens.slice(first.last + 1, index);
    if (!nextSentence && between.some((word) => ANTECEDENTS[c.language][gender].has(word.lower)))
      return;
    found.push({ word: { token, gender }, mention: first });
  });
  return found;
}
