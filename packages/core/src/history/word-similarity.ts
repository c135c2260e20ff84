import { normalizeText } from '../genres/normalize-text';

/** A history search term matches above this word similarity (docs/PRODUCT.md, History search). */
export const WORD_SIMILARITY_THRESHOLD = 0.7;

/**
 * The words of a text as the history search compares them: normalized like the genre
 * search (case, accents, ligatures), then cut at anything that is not a letter or a digit,
 * which is where pg_trgm cuts words too.
 */
function wordsIn(text: string): string[] {
  return normalizeText(text)
    .split(/[^\p{L}\p{N}]+/u)
    .filter((word) => word !== '');
}

/**
 * The distinct words of an idea, sorted: what an entry stores for the search (the
 * `search_words` column). Sorted so that concurrent saves touch shared rows in one order.
 */
export function searchWordsOf(text: string): string[] {
  return [...new Set(wordsIn(text))].sort();
}

/** The distinct words of a search query, in the order typed: each must match (AND). */
export function searchTermsOf(query: string): string[] {
  return [...new Set(wordsIn(query))];
}

/**
 * The slips forgiven between a term and a whole word of `length` letters: the most edits
 * `d` with `1 - d / length` above the threshold. None up to 3 letters, one from 4 to 6, two
 * from 7 to 10, three from 11 to 13...
 */
export function wordSlips(length: number): number {
  let slips = 0;
  while (1 - (slips + 1) / length > WORD_SIMILARITY_THRESHOLD) slips++;
  return slips;
}

/**
 * The slips forgiven between a typed prefix of `length` letters and the start of a word:
 * the most edits `d` with `1 - (d + 1) / (length + 1)` above the threshold, -1 when not even
 * an exact prefix matches. -1 up to 2 letters, 0 from 3 to 5, one from 6 to 9, two from 10
 * to 12...
 */
export function prefixSlips(length: number): number {
  let slips = -1;
  while (1 - (slips + 2) / (length + 1) > WORD_SIMILARITY_THRESHOLD) slips++;
  return slips;
}

/**
 * The distances of a term from a word and from the word's closest prefix (the word itself
 * included), an edit being the insertion, deletion or substitution of a letter or the swap
 * of two adjacent letters, no letter edited twice (optimal string alignment, a restricted
 * Damerau-Levenshtein distance). Letters are code points.
 */
export function slipDistances(
  term: readonly string[],
  word: readonly string[],
): { whole: number; prefix: number } {
  const columns = word.length + 1;
  // Three rows of the alignment table: two rows back (for swaps), the last one, this one.
  let before = new Int32Array(columns);
  let previous = new Int32Array(columns);
  let current = new Int32Array(columns);
  for (let j = 0; j < columns; j++) previous[j] = j;
  for (let i = 1; i <= term.length; i++) {
    current[0] = i;
    for (let j = 1; j < columns; j++) {
      const same = term[i - 1] === word[j - 1];
      let value = Math.min(
        (previous[j] as number) + 1,
        (current[j - 1] as number) + 1,
        (previous[j - 1] as number) + (same ? 0 : 1),
      );
      if (i > 1 && j > 1 && term[i - 1] === word[j - 2] && term[i - 2] === word[j - 1]) {
        value = Math.min(value, (before[j - 2] as number) + 1);
      }
      current[j] = value;
    }
    [before, previous, current] = [previous, current, before];
  }
  let prefix = previous[0] as number;
  for (let j = 1; j < columns; j++) prefix = Math.min(prefix, previous[j] as number);
  return { whole: previous[word.length] as number, prefix };
}

/** The optimal string alignment distance of two normalized words (see slipDistances). */
export function slipDistance(a: string, b: string): number {
  return slipDistances([...a], [...b]).whole;
}

/**
 * How similar a search term is to one word of the history (docs/PRODUCT.md, History search:
 * a match is above 0.7), both normalized single words. The better of:
 *
 * - the whole word: `1 - distance / word length`, the distance counting a swap of two
 *   adjacent letters as one edit. One slip is forgiven in words of 4 to 6 letters, two from
 *   7 letters, three from 11, none in words of 1 to 3 letters;
 * - a typed prefix: the word's prefix closest to the term, its open end counted as one more
 *   letter and one more edit, `1 - (distance + 1) / (term length + 1)`. An exact prefix
 *   matches from 3 letters ('lab' is 0.75 similar to 'labyrinthe', 'laby' 0.8, as pg_trgm
 *   scored them), a prefix with one slip from 6 letters, two from 10.
 *
 * So a word of 1 to 3 letters is only found typed exactly ('cats' finds not 'cat', nor
 * 'cta'), and a term of 1 or 2 letters only finds itself ('la' finds not 'labyrinthe').
 */
export function wordSimilarity(term: string, word: string): number {
  const termLetters = [...term];
  const wordLetters = [...word];
  if (termLetters.length === 0 || wordLetters.length === 0) return 0;
  const { whole, prefix } = slipDistances(termLetters, wordLetters);
  return Math.max(0, 1 - whole / wordLetters.length, 1 - (prefix + 1) / (termLetters.length + 1));
}

/**
 * Whether a normalized term matches a normalized word: a similarity above 0.7. Lengths too
 * far apart for either way to match are answered without aligning the letters.
 */
export function isSimilarWord(term: string, word: string): boolean {
  const termLength = [...term].length;
  const wordLength = [...word].length;
  const prefix = prefixSlips(termLength);
  const reachable =
    Math.abs(termLength - wordLength) <= wordSlips(wordLength) ||
    (prefix >= 0 && wordLength >= termLength - prefix);
  return reachable && wordSimilarity(term, word) > WORD_SIMILARITY_THRESHOLD;
}

/**
 * Whether one search term matches a text (docs/PRODUCT.md, History search): some word of the
 * text is more than 0.7 similar to it, case and accents ignored. The server resolves genre,
 * mode and style labels with this, and decides with it which words of the ideas a term
 * matches.
 */
export function matchesWord(term: string, text: string): boolean {
  const [normalizedTerm] = searchTermsOf(term);
  if (normalizedTerm === undefined) return false;
  return wordsIn(text).some((word) => isSimilarWord(normalizedTerm, word));
}
