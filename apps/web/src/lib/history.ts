import {
  HISTORY_PAGE_SIZE,
  type HistoryEntry,
  type HistoryPage,
  type HistoryQuery,
  listHistory,
} from '@plume/core/contracts';
import type { Language } from '@plume/core/i18n';
import { keepPreviousData, type QueryClient, useQuery } from '@tanstack/react-query';
import { callApi } from './call-api';

export type { HistoryPage, HistoryQuery };

export const historyKey = ['history'] as const;

/** The history as the desk first shows it: the newest ideas, no search, no filter. */
export function firstHistoryPage(language: Language): HistoryQuery {
  return { page: 1, q: '', genres: [], language, favourite: false };
}

/** The cache entry of one page of the history. */
export function historyQueryKey(query: HistoryQuery) {
  return [...historyKey, query] as const;
}

/** GET /api/history: one page of the writer's ideas, searched and filtered. */
export function getHistory(query: HistoryQuery, signal?: AbortSignal): Promise<HistoryPage> {
  const q = query.q.trim();
  return callApi(listHistory, {
    query: {
      page: query.page,
      pageSize: HISTORY_PAGE_SIZE,
      language: query.language,
      genre: [...query.genres],
      ...(q === '' ? {} : { q }),
      ...(query.favourite ? { favourite: 'true' as const } : {}),
    },
    signal,
  });
}

/** One page of the writer's history; the previous page stays on screen while the next loads. */
export function useHistory(query: HistoryQuery) {
  return useQuery({
    queryKey: historyQueryKey(query),
    queryFn: ({ signal }) => getHistory(query, signal),
    placeholderData: keepPreviousData,
  });
}

/** The newest saved idea, or null with an empty history. */
export async function fetchLatestEntry(
  queryClient: QueryClient,
  language: Language,
): Promise<HistoryEntry | null> {
  const page = await queryClient.fetchQuery({
    queryKey: historyQueryKey(firstHistoryPage(language)),
    queryFn: ({ signal }) => getHistory(firstHistoryPage(language), signal),
    staleTime: 5_000,
  });
  return page.items[0] ?? null;
}

/**
 * A new idea goes to the top of the unfiltered first page at once (docs/PRODUCT.md, "History");
 * every history query is then refetched, since totals, pages and the facet all move.
 */
export function addToHistory(queryClient: QueryClient, entry: HistoryEntry) {
  const unfilteredFirstPage = (key: readonly unknown[]) => {
    const query = key[1] as HistoryQuery | undefined;
    return (
      query?.page === 1 && query.q.trim() === '' && query.genres.length === 0 && !query.favourite
    );
  };
  queryClient.setQueriesData<HistoryPage>(
    { queryKey: historyKey, predicate: (query) => unfilteredFirstPage(query.queryKey) },
    (page) =>
      page && {
        ...page,
        items: [entry, ...page.items].slice(0, HISTORY_PAGE_SIZE),
        total: page.total + 1,
      },
  );
  void queryClient.invalidateQueries({ queryKey: historyKey });
}

/** An entry changed in place (starred, noted): every cached page holding it shows the change. */
export function replaceInHistory(queryClient: QueryClient, entry: HistoryEntry) {
  queryClient.setQueriesData<HistoryPage>(
    { queryKey: historyKey },
    (page) =>
      page && {
        ...page,
        items: page.items.map((item) => (item.id === entry.id ? entry : item)),
      },
  );
}
