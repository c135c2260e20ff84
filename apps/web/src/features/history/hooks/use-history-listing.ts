import type { Language } from '@plume/core/i18n';
import { useCallback, useEffect, useState } from 'react';
import { useHistory } from '../../../lib/history';
import { useDebouncedValue } from './use-debounced-value';

/** Long enough to let a word be typed, short enough to feel like results as you type. */
const SEARCH_DELAY_MS = 250;

/**
 * What the history panel lists: the words searched (sent once the writer pauses), the
 * genre filters, the favourites filter and the page, and the page the server gave back.
 */
export type HistoryListing = ReturnType<typeof useHistoryListing>;

export function useHistoryListing(language: Language) {
  const [search, setSearch] = useState('');
  const q = useDebouncedValue(search, SEARCH_DELAY_MS);
  const [filters, setFilters] = useState<readonly string[]>([]);
  const [favourite, setFavourite] = useState(false);
  // A new search or filter starts from the first page: the page belongs to one query.
  const queryKey = JSON.stringify([q, filters, favourite]);
  const [paging, setPaging] = useState({ queryKey, page: 1 });
  const page = paging.queryKey === queryKey ? paging.page : 1;
  const setPage = useCallback((next: number) => setPaging({ queryKey, page: next }), [queryKey]);
  const history = useHistory({ page, q, genres: filters, language, favourite });

  // docs/PRODUCT.md, "History": the page index follows the server's clamp when entries disappear.
  const servedPage = history.data?.page;
  useEffect(() => {
    if (servedPage !== undefined && !history.isPlaceholderData && servedPage !== page) {
      setPage(servedPage);
    }
  }, [servedPage, page, setPage, history.isPlaceholderData]);

  return {
    history,
    search,
    setSearch,
    filters,
    setFilters,
    favourite,
    setFavourite,
    setPage,
    /** Anything narrows the list: an empty page then says nothing matched. */
    filtering: q.trim() !== '' || filters.length > 0 || favourite,
    /** Only the favourites filter is on: an empty page means nothing is starred yet. */
    favouritesOnly: favourite && q.trim() === '' && filters.length === 0,
    /** A new query's page is on its way while the previous one stays on screen. */
    searching: history.isFetching && history.isPlaceholderData,
  };
}
