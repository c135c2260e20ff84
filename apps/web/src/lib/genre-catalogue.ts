import {
  type Catalogue,
  createGenreIndex,
  type GenreIndex,
  genresById,
  keywordSpellings,
  loadGenreData,
  type NamedGenre,
} from '@plume/core/genres';
import type { Language } from '@plume/core/i18n';
import { queryOptions, useQuery } from '@tanstack/react-query';

/**
 * One language's catalogue with what the genre picker and the history's filters derive from
 * it, built once.
 */
export interface GenreCatalogue {
  catalogue: Catalogue;
  /** What searchGenres runs over: the search happens in the browser, keystroke by keystroke. */
  index: GenreIndex;
  byId: Map<string, NamedGenre>;
  keywordSpellings: Map<string, string>;
}

/**
 * Loads a language's catalogue and keywords. They are part of the app, not of the API: each
 * language is a chunk of its own that the browser fetches the first time it is needed.
 */
export async function loadGenreCatalogue(language: Language): Promise<GenreCatalogue> {
  const { catalogue, keywords } = await loadGenreData(language);
  // The search index costs tens of milliseconds to build (a few hundred on a phone), and
  // only a search needs it: it is built when the search box takes the focus, while the
  // writer has yet to type, or by the first search, so that it adds no long task to the
  // seconds a phone takes to start the desk (Lighthouse's total blocking time). The
  // keywords' spellings, which only search results show, likewise.
  let index: GenreIndex | undefined;
  let spellings: Map<string, string> | undefined;
  const data: GenreCatalogue = {
    catalogue,
    get index() {
      index ??= createGenreIndex(catalogue, keywords);
      return index;
    },
    byId: genresById(catalogue),
    get keywordSpellings() {
      spellings ??= keywordSpellings(keywords);
      return spellings;
    },
  };
  return data;
}

/**
 * The catalogue of the interface language. It never changes while the app runs, so it
 * is kept for good once loaded: switching back to a language is instant, and its search
 * index is built once per language.
 */
export function genreCatalogueQuery(language: Language) {
  return queryOptions({
    queryKey: ['genre-catalogue', language],
    queryFn: () => loadGenreCatalogue(language),
    staleTime: Number.POSITIVE_INFINITY,
    gcTime: Number.POSITIVE_INFINITY,
    // The index holds Maps: comparing it with the previous data would be wasted work.
    structuralSharing: false,
  });
}

export function useGenreCatalogue(language: Language) {
  return useQuery(genreCatalogueQuery(language));
}
