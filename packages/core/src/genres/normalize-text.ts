/**
 * Text as the genre search compares it (SPEC.md section 5): lower case, accents stripped,
 * apostrophes and dashes read as spaces, spaces collapsed. 'Épopée' and 'epopee' are equal.
 */
export function normalizeText(text: string): string {
  return text
    .normalize('NFD')
    .replace(/\p{M}+/gu, '')
    .toLowerCase()
    .replace(/[’'`\-–—_/.,;:!?()«»"]+/g, ' ')
    .replace(/\s+/g, ' ')
    .trim();
}

/** The words of a normalized text. */
export function wordsOf(normalized: string): string[] {
  return normalized === '' ? [] : normalized.split(' ');
}

/**
 * Levenshtein distance with two rolling rows; `limit` stops early once the distance is
 * sure to exceed it, which keeps a keystroke's search over hundreds of genres cheap.
 */
export function editDistance(a: string, b: string, limit = Number.POSITIVE_INFINITY): number {
  if (a === b) return 0;
  if (Math.abs(a.length - b.length) > limit) return limit + 1;
  let previous = Array.from({ length: b.length + 1 }, (_, index) => index);
  let current = new Array<number>(b.length + 1);
  for (let i = 1; i <= a.length; i++) {
    current[0] = i;
    let rowMin = i;
    for (let j = 1; j <= b.length; j++) {
      const cost = a.charCodeAt(i - 1) === b.charCodeAt(j - 1) ? 0 : 1;
      const value = Math.min(
        (previous[j] ?? 0) + 1,
        (current[j - 1] ?? 0) + 1,
        (previous[j - 1] ?? 0) + cost,
      );
      current[j] = value;
      if (value < rowMin) rowMin = value;
    }
    if (rowMin > limit) return limit + 1;
    [previous, current] = [current, previous];
  }
  return previous[b.length] ?? 0;
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
