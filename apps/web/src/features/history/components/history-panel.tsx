import type { ElementName, HistoryEntry, Mode, Style } from '@plume/core';
import { FileType, History, Search, Star, X } from 'lucide-react';
import { useCallback, useDeferredValue, useEffect, useId, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { secondaryButton } from '../../../components/button-styles';
import { inputStyles } from '../../../components/form-styles';
import { PanelIcon } from '../../../components/panel-icon';
import { Spinner } from '../../../components/spinner';
import { useGenreCatalogue } from '../../../lib/genre-catalogue';
import { useHistory } from '../../../lib/history';
import { useLanguage } from '../../../lib/use-language';
import { useDeleteHistoryEntry } from '../api/delete-history-entry';
import { favouritesExportUrl } from '../api/export-urls';
import { useDebouncedValue } from '../hooks/use-debounced-value';
import { HistoryEntryCard } from './history-entry-card';
import { HistoryFilters } from './history-filters';
import { HistoryPagination } from './history-pagination';

/** Long enough to let a word be typed, short enough to feel like results as you type. */
const SEARCH_DELAY_MS = 250;

export interface HistoryPanelProps {
  onRegenerate: (entry: HistoryEntry) => void;
  onDevelop: (entry: HistoryEntry, mode: Mode, style: Style) => void;
  onRedraw: (entry: HistoryEntry, keep: ElementName[], style: Style) => void;
  generating: boolean;
  /** The order of the genre filter chips, kept while the writer is on the page. */
  chipSeed: number;
}

/**
 * The writer's saved ideas (SPEC.md sections 2 and 4): search, the favourites and genre
 * filters (together), pages of five newest first, the favourites' Word export, and per
 * entry a star, a note, copy, export, regenerate, develop, redraw and delete.
 */
export function HistoryPanel({
  onRegenerate,
  onDevelop,
  onRedraw,
  generating,
  chipSeed,
}: HistoryPanelProps) {
  const { t } = useTranslation();
  const language = useLanguage();
  const ids = useId();
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
  const catalogue = useGenreCatalogue(language);
  const deletion = useDeleteHistoryEntry();
  const heading = useRef<HTMLHeadingElement>(null);

  // The deleted card took the focus with it: the list's heading gets it, so the keyboard
  // goes on from the history rather than from the top of the page.
  const deleteEntry = (id: string) =>
    deletion.mutate(id, {
      onSettled: () => {
        if (document.activeElement === document.body) heading.current?.focus();
      },
    });

  // SPEC.md section 4: the page index follows the server's clamp when entries disappear.
  const servedPage = history.data?.page;
  useEffect(() => {
    if (servedPage !== undefined && !history.isPlaceholderData && servedPage !== page) {
      setPage(servedPage);
    }
  }, [servedPage, page, setPage, history.isPlaceholderData]);

  const genreName = (label: string, id: string | null) =>
    (id ? catalogue.data?.byId.get(id)?.name : undefined) ?? label;

  // Drawn from a deferred copy: a page of entries arriving is then drawn in slices React
  // can interrupt, where TanStack Query's update alone (useSyncExternalStore, never
  // time-sliced) would draw it in one long task, a phone's first seconds on the desk
  // (Lighthouse's total blocking time, issue 9). The skeleton stays until then.
  const data = useDeferredValue(history.data);
  const filtering = q.trim() !== '' || filters.length > 0 || favourite;
  const searching = history.isFetching && history.isPlaceholderData;

  return (
    <section
      aria-labelledby={`${ids}-title`}
      className="rounded-2xl border border-line bg-surface p-5 sm:p-6"
    >
      <div className="flex flex-wrap items-center justify-between gap-3">
        <div className="flex items-center gap-3">
          <PanelIcon icon={History} />
          <div>
            <h2 id={`${ids}-title`} ref={heading} tabIndex={-1} className="text-lg font-semibold">
              {t('history.title')}
            </h2>
            <p className="text-xs text-ink-muted">{t('history.subtitle')}</p>
          </div>
        </div>
        {data && data.total > 0 ? (
          <p className="text-sm text-ink-muted" aria-live="polite">
            {t('history.ideaCount', { count: data.total })}
          </p>
        ) : null}
      </div>

      {data && (data.genres.length > 0 || filtering) ? (
        <>
          <div className="relative mt-4">
            <label htmlFor={`${ids}-search`} className="sr-only">
              {t('history.searchLabel')}
            </label>
            <Search
              aria-hidden="true"
              className="pointer-events-none absolute top-1/2 left-3 size-4 -translate-y-1/2 text-ink-muted"
            />
            <input
              id={`${ids}-search`}
              type="search"
              value={search}
              onChange={(event) => setSearch(event.target.value)}
              placeholder={t('history.searchPlaceholder')}
              aria-describedby={`${ids}-results`}
              className={`${inputStyles} pr-10 pl-9`}
            />
            {searching ? (
              <Spinner className="absolute top-1/2 right-3 size-4 -translate-y-1/2 text-accent" />
            ) : search !== '' ? (
              <button
                type="button"
                onClick={() => setSearch('')}
                aria-label={t('history.clearSearch')}
                className="absolute top-1/2 right-1.5 flex size-8 -translate-y-1/2 items-center justify-center rounded-md text-ink-muted hover:bg-surface-muted"
              >
                <X aria-hidden="true" className="size-4" />
              </button>
            ) : null}
          </div>
          <div className="mt-3 flex flex-wrap items-center gap-2">
            <button
              type="button"
              aria-pressed={favourite}
              onClick={() => setFavourite((only) => !only)}
              className={`inline-flex min-h-9 items-center gap-1.5 rounded-full border px-3 text-sm font-medium transition-colors ${
                favourite
                  ? 'border-accent bg-accent text-on-accent'
                  : 'border-line bg-paper text-ink hover:bg-surface-muted'
              }`}
            >
              <Star aria-hidden="true" className={`size-4 ${favourite ? 'fill-current' : ''}`} />
              {t('favourites.filter')}
            </button>
            {favourite && data.total > 0 ? (
              <a
                href={favouritesExportUrl(language)}
                download
                className="inline-flex min-h-9 items-center gap-1.5 rounded-md px-2 text-sm font-medium text-accent underline-offset-4 hover:underline"
              >
                <FileType aria-hidden="true" className="size-4" />
                {t('favourites.export')}
              </a>
            ) : null}
          </div>
          <HistoryFilters
            facets={data.genres}
            selected={filters}
            onChange={setFilters}
            genreName={genreName}
            seed={chipSeed}
          />
        </>
      ) : null}

      <div id={`${ids}-results`} className="mt-4">
        {!data && !history.isError ? (
          <HistorySkeleton label={t('history.loading')} />
        ) : !data ? (
          <div role="alert" className="rounded-xl border border-line bg-paper p-4 text-sm">
            <p>{t('history.loadError')}</p>
            <button
              type="button"
              onClick={() => history.refetch()}
              className={`${secondaryButton} mt-3`}
            >
              {t('history.retry')}
            </button>
          </div>
        ) : data && data.items.length === 0 ? (
          <EmptyHistory
            filtering={filtering}
            favouritesOnly={favourite && q.trim() === '' && filters.length === 0}
          />
        ) : data ? (
          <ol className={`grid gap-3 ${searching ? 'opacity-70' : ''}`}>
            {data.items.map((entry) => (
              <li key={entry.id}>
                <HistoryEntryCard
                  entry={entry}
                  language={language}
                  genreName={genreName}
                  onRegenerate={
                    entry.mode === 'random-genres' ? undefined : () => onRegenerate(entry)
                  }
                  regenerating={generating}
                  onDevelop={(mode, style) => onDevelop(entry, mode, style)}
                  onRedraw={(keep, style) => onRedraw(entry, keep, style)}
                  onShowLine={setSearch}
                  onDelete={() => deleteEntry(entry.id)}
                  deleting={deletion.isPending && deletion.variables === entry.id}
                />
              </li>
            ))}
          </ol>
        ) : null}
      </div>

      {data && data.pageCount > 1 ? (
        <HistoryPagination page={data.page} pageCount={data.pageCount} onChange={setPage} />
      ) : null}
    </section>
  );
}

function EmptyHistory({
  filtering,
  favouritesOnly,
}: {
  filtering: boolean;
  /** Filtered by the favourites alone: the writer has starred nothing yet. */
  favouritesOnly: boolean;
}) {
  const { t } = useTranslation();
  return (
    <div className="rounded-xl border border-dashed border-line bg-paper/60 p-6 text-center">
      {favouritesOnly ? (
        <>
          <p className="font-medium">{t('favourites.none')}</p>
          <p className="mt-1 text-sm text-ink-muted">{t('favourites.howTo')}</p>
        </>
      ) : filtering ? (
        <>
          <p className="font-medium">{t('history.noResults')}</p>
          <p className="mt-1 text-sm text-ink-muted">{t('history.tryDifferent')}</p>
        </>
      ) : (
        <p className="text-sm text-ink-muted">{t('history.noHistory')}</p>
      )}
    </div>
  );
}

/** The shape of the list while the first page loads, so nothing jumps when it arrives. */
function HistorySkeleton({ label }: { label: string }) {
  return (
    <div role="status" aria-label={label} className="grid gap-3">
      {[0, 1, 2].map((key) => (
        <div key={key} className="rounded-xl border border-line bg-paper p-4 sm:p-5">
          <div className="h-5 w-2/3 animate-pulse rounded bg-surface-muted" />
          <div className="mt-3 h-3 w-1/3 animate-pulse rounded bg-surface-muted" />
          <div className="mt-4 h-3 w-full animate-pulse rounded bg-surface-muted" />
          <div className="mt-2 h-3 w-5/6 animate-pulse rounded bg-surface-muted" />
        </div>
      ))}
    </div>
  );
}
