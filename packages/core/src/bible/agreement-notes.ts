import type { Language } from '../i18n/languages';
import type { Mention } from './card-mentions';
import type { ConsistencyFinding } from './consistency-finding';
import { genderedWords, type WordGender } from './gendered-words';
import { numberIn } from './number-words';
import { COMMON_WORDS, type Token } from './text-tokens';

/**
 * How many words after a name a trade, tie or trait may stand and still describe that
 * person ("Pascal Bouchard, son ancien mentor, devenu brocanteur"), common words and an
 * age aside ("Ricardo García, de setenta y dos años, cantante de ópera desengañado"), and
 * before it ("le vieil horloger Élise"): a word further before belongs to another phrase
 * ("pour protéger sa fille, accepter l’aide de Maurice").
 */
const AFTER = 5;
const BEFORE = 2;

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

/**
 * Articles and possessives: inside a segment of an apposition, one opens another noun
 * phrase, someone or something else ("trouve le facteur du village", "retrouver son
 * frère", "hantée par un mariage raté"); opening the segment, it is the apposition's own
 * ("Pascal Bouchard, son ancien mentor", "Valérie, une témoin").
 */
const DETERMINERS = new Set(
  'le la les l du au aux un une des the a an el los las del al una unos unas son sa ses his her their su sus leur leurs'.split(
    ' ',
  ),
);

/**
 * What opens an apposition after a name: "Élise Martin, horlogère", "Elena (relojera)", or
 * an age first ("Élise Martin a quarante ans ; horlogère", "Elena tiene 40 años; relojera").
 */
const APPOSITION = /^(?:\s*[,(—–;]|\s+(?:a|tiene|is)\s+[\p{L}\d -]+?(?:\s+(?:ans|años))?\s*[,;])/u;

/** "il y a", "il s’agit", "il était une fois", "il est temps", or an impersonal verb soon after. */
function impersonal(tokens: readonly Token[], index: number): boolean {
  // "il n’y a", "il ne faut": the negation aside.
  const after = tokens.slice(index + 1, index + 5).map((token) => token.lower);
  const [next = '', then = '', ...rest] = after.filter((word) => word !== 'n' && word !== 'ne');
  if (next === 'y' || next === 's' || (next === 'était' && then === 'une')) return true;
  if (next === 'est' && IMPERSONAL_AFTER_IL_EST.has(then)) return true;
  return [next, then, ...rest].some((word) => IMPERSONAL_VERBS.has(word));
}

/** A word that says a gender, and who it describes. */
interface Gendered {
  token: Token;
  gender: WordGender;
}

/** The words of a sentence-bound text that tell a gender: trades, ties, traits, "le peintre". */
function genderedTokens(tokens: readonly Token[], language: Language): Gendered[] {
  const { words, trades, determiners } = genderedWords(language);
  const found: Gendered[] = [];
  tokens.forEach((token, index) => {
    const gender = words.get(token.lower);
    if (gender) {
      found.push({ token, gender });
      return;
    }
    const next = tokens[index + 1];
    const determiner = determiners.get(token.lower);
    if (determiner && next && next.sentence === token.sentence && trades.has(next.lower)) {
      if (!words.has(next.lower)) found.push({ token: next, gender: determiner });
    }
  });
  return found;
}

const range = (first: number, last: number) =>
  Array.from({ length: last - first + 1 }, (_, offset) => first + offset);

const distance = (token: Token, mention: Mention) =>
  token.index < mention.first ? mention.first - token.index : token.index - mention.last;

/**
 * Whether a word stands where it describes the person a mention names: just before the
 * name with nothing but spaces or an elision between ("l’horloger Élise"), or in an
 * apposition after it ("Élise Martin, horlogère"), not in another noun phrase (see
 * DETERMINERS).
 */
function isNear(token: Token, mention: Mention, c: Reading): boolean {
  if (mention.sentence !== token.sentence) return false;
  if (token.index < mention.first) {
    const between = c.text.slice(token.at + token.word.length, c.tokens[mention.first]?.at);
    return mention.first - token.index <= BEFORE && /^[\s\p{L}'’]*$/u.test(between);
  }
  const last = c.tokens[mention.last] as Token;
  if (anotherPhrase(token, c)) return false;
  const words = c.tokens
    .slice(mention.last + 1, token.index + 1)
    .filter((word) => !COMMON_WORDS.has(word.folded) && !/^(?:ans|años|years)$/.test(word.lower))
    .filter((word) => numberIn(word.word, c.language) === undefined);
  return (
    token.index > mention.last &&
    words.length <= AFTER &&
    APPOSITION.test(c.text.slice(last.at + last.word.length))
  );
}

/** Whether a word opens a segment of an apposition: punctuation just before it. */
function opensSegment(token: Token, c: Reading): boolean {
  const before = c.tokens[token.index - 1];
  return !before || /[,(—–;]/.test(c.text.slice(before.at + before.word.length, token.at));
}

/**
 * Whether a determiner of the word's segment comes before it, not opening the segment
 * ("retrouver une chanteuse", but not "Valérie, une témoin").
 */
function anotherPhrase(token: Token, c: Reading): boolean {
  for (let word = token; !opensSegment(word, c); ) {
    const before = c.tokens[word.index - 1];
    if (!before || before.sentence !== token.sentence) return false;
    if (DETERMINERS.has(before.lower)) return !opensSegment(before, c);
    word = before;
  }
  return false;
}

interface Reading {
  text: string;
  tokens: readonly Token[];
  language: Language;
}

/** The person a word describes: the nearest mention of its sentence, if near and one person's. */
function describedBy(token: Token, mentions: readonly Mention[], c: Reading): Mention | undefined {
  const candidates = mentions.filter((mention) => isNear(token, mention, c));
  if (candidates.length === 0) return undefined;
  const nearest = Math.min(...candidates.map((mention) => distance(token, mention)));
  const closest = candidates.filter((mention) => distance(token, mention) === nearest);
  const people = new Set(closest.map((mention) => mention.card.id));
  return people.size === 1 ? closest[0] : undefined;
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
function pronouns(
  tokens: readonly Token[],
  mentions: readonly Mention[],
  c: Reading,
): { word: Gendered; mention: Mention }[] {
  const table = genderedWords(c.language).pronouns;
  const found: { word: Gendered; mention: Mention }[] = [];
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

/**
 * Words near a person's name that disagree with the card's gender (docs/PRODUCT.md, The
 * story bible): a trade, tie or trait of the built-in engine's tables in the other gender
 * ("l’horloger Élise", "el relojero Elena"), a determiner before a trade ("le peintre
 * Élise", "un témoin"), or a subject pronoun that can only mean them (see pronouns). People of
 * neutral gender are not checked. Each word is reported once per card.
 */
export function agreementNotes(
  text: string,
  tokens: readonly Token[],
  mentions: readonly Mention[],
  language: Language,
): ConsistencyFinding[] {
  const people = mentions.filter(
    (mention) => mention.card.type === 'person' && mention.card.gender !== 'neutral',
  );
  const findings = new Map<string, ConsistencyFinding>();
  const check = ({ token, gender }: Gendered, mention: Mention | undefined) => {
    const card = mention?.card;
    if (card?.type !== 'person' || card.gender === 'neutral' || card.gender === gender) return;
    const key = `${card.id} ${token.lower}`;
    if (findings.has(key)) return;
    findings.set(key, {
      kind: 'gender',
      cardId: card.id,
      name: card.name,
      found: token.word,
      expected: card.gender,
      at: token.at,
    });
  };
  const reading: Reading = { text, tokens, language };
  const named = new Set(mentions.flatMap(({ first, last }) => range(first, last)));
  for (const word of genderedTokens(tokens, language)) {
    if (!named.has(word.token.index)) check(word, describedBy(word.token, mentions, reading));
  }
  for (const { word, mention } of pronouns(tokens, people, reading)) {
    check(word, mention);
  }
  return [...findings.values()].sort((a, b) => a.at - b.at);
}
