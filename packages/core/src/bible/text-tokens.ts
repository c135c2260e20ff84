import { eng, fra, spa } from 'stopword';
import { normalizeText } from '../genres/normalize-text';
import { LANGUAGES, type Language } from '../i18n/languages';

/** A word of a text, where it stands, and the sentence it belongs to. */
export interface Token {
  word: string;
  /** Lower case, accents and ligatures folded (normalizeText): "Élise" and "elise" agree. */
  folded: string;
  /** Lower case, accents kept: how the grammar tables are compared ("horlogère"). */
  lower: string;
  /** Its offset in the text, in UTF-16 code units. */
  at: number;
  /** Its index among the text's words. */
  index: number;
  /** The index of its sentence. */
  sentence: number;
  /** Whether it starts with a capital: names do. */
  capitalized: boolean;
}

/**
 * Words, hyphenated ones whole ("demi-frère", "vingt-quatre"); an apostrophe ends a word,
 * so an elision stands apart from the name it is fused with ("d’Élise" gives "d", "Élise").
 */
const WORD = /[\p{L}\p{M}\p{N}]+(?:-[\p{L}\p{M}\p{N}]+)*/gu;

/** Where a sentence ends: its final punctuation, or a line break (a heading, a paragraph). */
const SENTENCE_END = /[.!?…]+["»”)]*(?=\s|$)|\n/gu;

/**
 * The months and the days of the week in the three languages, as the platform's calendar
 * names them ("mars", "June", "mayo"): a sentence may open with one beside a name a letter
 * away ("Marc", "Jane", "Maya").
 */
function calendarWords(): string[] {
  const words: string[] = [];
  for (const language of LANGUAGES) {
    const month = new Intl.DateTimeFormat(language, { month: 'long', timeZone: 'UTC' });
    const weekday = new Intl.DateTimeFormat(language, { weekday: 'long', timeZone: 'UTC' });
    for (let index = 0; index < 12; index++) words.push(month.format(Date.UTC(2024, index, 1)));
    // 1 January 2024 was a Monday: seven days from it name each day once.
    for (let index = 0; index < 7; index++)
      words.push(weekday.format(Date.UTC(2024, 0, 1 + index)));
  }
  return words;
}

/**
 * Words too common to be names, in the three languages: the `stopword` lists, the months and
 * the days.
 */
export const COMMON_WORDS: ReadonlySet<string> = new Set(
  [...fra, ...eng, ...spa, ...calendarWords()].map((word) => normalizeText(word)),
);

/** A word folded as names are compared: case, accents and ligatures ignored. */
export const fold = (word: string) => normalizeText(word).replace(/\s+/g, '');

/** The words of a text, each with its sentence. */
export function tokensOf(text: string): Token[] {
  const ends = [...text.matchAll(SENTENCE_END)].map((match) => match.index ?? 0);
  const tokens: Token[] = [];
  let sentence = 0;
  for (const match of text.matchAll(WORD)) {
    const at = match.index ?? 0;
    while (sentence < ends.length && (ends[sentence] as number) < at) sentence++;
    const word = match[0];
    tokens.push({
      word,
      folded: fold(word),
      lower: word.toLocaleLowerCase(),
      at,
      index: tokens.length,
      sentence,
      capitalized: /^\p{Lu}/u.test(word),
    });
  }
  return tokens;
}

/**
 * The words of a name or an alias that can stand for it alone: not a particle such as "Le"
 * of "Le Goff" or "de" (short common words), though "Ella" stays a name.
 */
export function nameWords(name: string): string[] {
  return tokensOf(name)
    .filter((token) => token.folded.length > 3 || !COMMON_WORDS.has(token.folded))
    .map((token) => token.word);
}

/** A text in a language, and its words. */
export interface TokenizedText {
  text: string;
  tokens: readonly Token[];
  language: Language;
}

/**
 * Whether a word opens a segment of a sentence: a comma, a bracket, a dash or a semicolon
 * just before it.
 */
export function opensSegment(token: Token, c: TokenizedText): boolean {
  const before = c.tokens[token.index - 1];
  return !before || /[,(—–;]/.test(c.text.slice(before.at + before.word.length, token.at));
}
