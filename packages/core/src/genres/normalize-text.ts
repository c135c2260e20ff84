import { foldAccents } from '../text/fold-accents';

/**
 * Text as the genre search compares it (docs/PRODUCT.md, Genre search): lower case, accents
 * stripped, ligatures spelt out, apostrophes and dashes read as spaces, spaces collapsed.
 * 'Épopée' and 'epopee' are equal, and so are 'mœurs' and 'moeurs'.
 */
export function normalizeText(text: string): string {
  return foldAccents(text)
    .toLowerCase()
    .replace(/œ/g, 'oe')
    .replace(/æ/g, 'ae')
    .replace(/[’'`\-–—_/.,;:!?()«»"]+/g, ' ')
    .replace(/\s+/g, ' ')
    .trim();
}

/** The words of a normalized text. */
export function wordsOf(normalized: string): string[] {
  return normalized === '' ? [] : normalized.split(' ');
}

/** Two rows reused by every call: a search computes thousands of distances per keystroke. */
let previousRow = new Int32Array(64);
let currentRow = new Int32Array(64);

/**
 * Levenshtein distance with two rolling rows; `limit` stops early once the distance is
 * sure to exceed it, which keeps a keystroke's search over hundreds of genres cheap.
 */
export function editDistance(a: string, b: string, limit = Number.POSITIVE_INFINITY): number {
  if (a === b) return 0;
  if (Math.abs(a.length - b.length) > limit) return limit + 1;
  if (previousRow.length <= b.length) {
    previousRow = new Int32Array(b.length * 2 + 1);
    currentRow = new Int32Array(b.length * 2 + 1);
  }
  let previous = previousRow;
  let current = currentRow;
  for (let j = 0; j <= b.length; j++) previous[j] = j;
  for (let i = 1; i <= a.length; i++) {
    current[0] = i;
    let rowMin = i;
    const code = a.charCodeAt(i - 1);
    for (let j = 1; j <= b.length; j++) {
      const substitution = (previous[j - 1] as number) + (code === b.charCodeAt(j - 1) ? 0 : 1);
      const deletion = (previous[j] as number) + 1;
      const insertion = (current[j - 1] as number) + 1;
      const value = Math.min(substitution, deletion, insertion);
      current[j] = value;
      if (value < rowMin) rowMin = value;
    }
    if (rowMin > limit) return limit + 1;
    [previous, current] = [current, previous];
  }
  return previous[b.length] as number;
}

/**
 * 1 for identical texts, 0 for nothing in common: one minus the edit distance over the
 * longer length. `minimum` lets the distance stop early when the answer would be below it.
 */
export function similarity(a: string, b: string, minimum = 0): number {
  const longest = Math.max(a.length, b.length);
  if (longest === 0) return 1;
  const limit = Math.floor((1 - minimum) * longest);
  const distance = editDistance(a, b, limit);
  return distance > limit ? 0 : 1 - distance / longest;
}
