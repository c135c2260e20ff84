import { type Catalogue, MAX_SELECTED_GENRES, type NamedGenre } from '@plume/core/genres';

/** What a click on a genre did: a pick beyond the limit is refused and changes nothing. */
export type ToggleOutcome = 'added' | 'removed' | 'refused';

/**
 * Picks or unpicks one genre. The selection holds ids, which are the same in every
 * language, so it survives a change of interface language; the order is the order of
 * picking, so chips do not jump around.
 */
export function toggleGenre(
  selected: readonly string[],
  id: string,
): { selected: readonly string[]; outcome: ToggleOutcome } {
  if (selected.includes(id)) {
    return { selected: selected.filter((other) => other !== id), outcome: 'removed' };
  }
  if (selected.length >= MAX_SELECTED_GENRES) return { selected, outcome: 'refused' };
  return { selected: [...selected, id], outcome: 'added' };
}

export function removeGenre(selected: readonly string[], id: string): readonly string[] {
  return selected.includes(id) ? selected.filter((other) => other !== id) : selected;
}

export function isSelectionFull(selected: readonly string[]): boolean {
  return selected.length >= MAX_SELECTED_GENRES;
}

/**
 * The selected genres as the interface shows them, in the order they were picked. An id
 * the catalogue does not know (a genre withdrawn since) is left out rather than shown
 * without a name.
 */
export function nameSelection(
  selected: readonly string[],
  byId: ReadonlyMap<string, NamedGenre>,
): NamedGenre[] {
  return selected.flatMap((id) => {
    const genre = byId.get(id);
    return genre ? [genre] : [];
  });
}

/**
 * How many selected genres each category and sub-category holds, by their ids, so a
 * collapsed branch of the tree still says it holds some.
 */
export function selectedCountsByGroup(
  catalogue: Catalogue,
  selected: readonly string[],
): Map<string, number> {
  const picked = new Set(selected);
  const counts = new Map<string, number>();
  for (const category of catalogue) {
    let inCategory = 0;
    for (const subcategory of category.subcategories) {
      const inSubcategory = subcategory.genres.filter((genre) => picked.has(genre.id)).length;
      if (inSubcategory > 0) counts.set(subcategory.id, inSubcategory);
      inCategory += inSubcategory;
    }
    if (inCategory > 0) counts.set(category.id, inCategory);
  }
  return counts;
}
