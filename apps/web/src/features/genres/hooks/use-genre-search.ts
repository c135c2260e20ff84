import { type GenreSearchResponse, searchGenres } from '@plume/core/genres';
import { useDeferredValue, useMemo, useState } from 'react';
import type { GenreCatalogue } from '../../../lib/genre-catalogue';

const NO_SEARCH: GenreSearchResponse = { results: [], suggestions: [] };

/** The picker's search: what is typed, and what the catalogue's index finds for it. */
export function useGenreSearch(data: GenreCatalogue) {
  const [query, setQuery] = useState('');
  // Typing stays responsive while a long result list renders.
  const deferredQuery = useDeferredValue(query);
  const searching = deferredQuery.trim() !== '';

  // Without a query only the search box's focus reads the search index, which is built
  // lazily (lib/genre-catalogue.ts).
  const response = useMemo(
    () => (searching ? searchGenres(data.index, deferredQuery) : NO_SEARCH),
    [data, searching, deferredQuery],
  );

  return {
    query,
    setQuery,
    searching,
    response,
    // One character only earns the hint: the tree stays until there is something to show.
    showResults: searching && response.hint === undefined,
  };
}
