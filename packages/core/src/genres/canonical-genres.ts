import type { Language } from '../i18n/languages';
import type { Catalogue } from './catalogue/types';
import { normalizeText } from './normalize-text';

export interface CanonicalGenre {
  id: string;
  /** The French name: the form every stored genre takes (docs/PRODUCT.md, Genres). */
  label: string;
}

/** Finds a genre from its id or its name in any language; null when none matches. */
export type CanonicalGenreLookup = (labelOrId: string) => CanonicalGenre | null;

/**
 * Builds the lookup from any language to the canonical French label (docs/PRODUCT.md,
 * Genres): names in French, English or Spanish (case and accents ignored) and ids all lead
 * to it.
 */
export function createCanonicalLookup(
  catalogues: Record<Language, Catalogue>,
): CanonicalGenreLookup {
  const frenchById = new Map<string, string>();
  for (const category of catalogues.fr) {
    for (const subcategory of category.subcategories) {
      for (const genre of subcategory.genres) frenchById.set(genre.id, genre.name);
    }
  }
  const idByKey = new Map<string, string>();
  for (const id of frenchById.keys()) idByKey.set(`id:${id}`, id);
  for (const catalogue of Object.values(catalogues)) {
    for (const category of catalogue) {
      for (const subcategory of category.subcategories) {
        for (const genre of subcategory.genres) {
          const key = `name:${normalizeText(genre.name)}`;
          if (!idByKey.has(key)) idByKey.set(key, genre.id);
        }
      }
    }
  }
  return (labelOrId) => {
    const id =
      idByKey.get(`id:${labelOrId.trim()}`) ?? idByKey.get(`name:${normalizeText(labelOrId)}`);
    const label = id === undefined ? undefined : frenchById.get(id);
    return id === undefined || label === undefined ? null : { id, label };
  };
}
