import type { Catalogue } from './catalogue/types';

export interface NamedGenre {
  id: string;
  name: string;
  description: string;
}

/** Every genre of a catalogue by id, to name a selection in that catalogue's language. */
export function genresById(catalogue: Catalogue): Map<string, NamedGenre> {
  const byId = new Map<string, NamedGenre>();
  for (const category of catalogue) {
    for (const subcategory of category.subcategories) {
      for (const { id, name, description } of subcategory.genres) {
        byId.set(id, { id, name, description });
      }
    }
  }
  return byId;
}
