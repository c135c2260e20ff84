/** docs/PRODUCT.md, "Constants": eight genre chips before the "more" control. */
export const VISIBLE_FILTER_CHIPS = 8;

/** A small string hash (FNV-1a): the same label and seed always give the same rank. */
function rank(label: string, seed: number): number {
  let hash = 0x811c9dc5 ^ seed;
  for (let index = 0; index < label.length; index += 1) {
    hash ^= label.charCodeAt(index);
    hash = Math.imul(hash, 0x01000193);
  }
  return hash >>> 0;
}

/**
 * The filter chips in a random order (docs/PRODUCT.md, "Constants") that stays put while the writer
 * uses them: the order comes from a seed drawn once per visit, not from a new shuffle at
 * every refetch. Chips that are on are always shown, even beyond the first eight.
 */
export function arrangeFilterChips<T extends { label: string }>(
  facets: readonly T[],
  seed: number,
  selected: ReadonlySet<string>,
  expanded: boolean,
): { shown: T[]; hidden: number } {
  const ordered = [...facets].sort(
    (a, b) => rank(a.label, seed) - rank(b.label, seed) || a.label.localeCompare(b.label),
  );
  if (expanded) return { shown: ordered, hidden: 0 };
  const shown = ordered.filter(
    (facet, position) => position < VISIBLE_FILTER_CHIPS || selected.has(facet.label),
  );
  return { shown, hidden: ordered.length - shown.length };
}
