import type { HistoryEntry } from '@plume/core/contracts';
import type { ElementName, Mode, Style } from '@plume/core/generation';
import { History } from 'lucide-react';
import { type ReactNode, type Ref, useCallback, useDeferredValue, useId, useRef } from 'react';
import { useTranslation } from 'react-i18next';
import { PanelIcon } from '../../../components/panel-icon';
import { useGenreCatalogue } from '../../../lib/genre-catalogue';
import { useLanguage } from '../../../lib/use-language';
import { useDeleteHistoryEntry } from '../api/delete-history-entry';
import { useHistoryListing } from '../hooks/use-history-listing';
import { HistoryControls } from './history-controls';
import { HistoryEntries } from './history-entries';
import { EmptyHistory, HistoryLoadError, HistorySkeleton } from './history-list-states';
import { HistoryPagination } from './history-pagination';

export interface HistoryPanelProps {
  onRegenerate: (entry: HistoryEntry) => void;
  onDevelop: (entry: HistoryEntry, mode: Mode, style: Style) => void;
  onRedraw: (entry: HistoryEntry, keep: ElementName[], style: Style) => void;
  generating: boolean;
  /** The order of the genre filter chips, kept while the writer is on the page. */
  chipSeed: number;
  /** An idea's outline and story bible, drawn by the desk. */
  toolsOf?: (entry: HistoryEntry) => ReactNode;
  /** An idea's other tools (sharing), drawn by the desk among its other actions. */
  moreToolsOf?: (entry: HistoryEntry) => ReactNode;
}

/**
 * The writer's saved ideas (docs/PRODUCT.md, "History"): search, the favourites and genre
 * filters (together), pages of five newest first, the favourites' Word export, and per
 * entry a note, its main actions (star, develop, the desk's tools) and the others (copy,
 * regenerate, export, redraw, delete) under "More actions".
 */
export function HistoryPanel({
  onRegenerate,
  onDevelop,
  onRedraw,
  generating,
  chipSeed,
  toolsOf,
  moreToolsOf,
}: HistoryPanelProps) {
  const { t } = useTranslation();
  const language = useLanguage();
  const ids = useId();
  const listing = useHistoryListing(language);
  const { history } = listing;
  const catalogue = useGenreCatalogue(language);
  const deletion = useDeleteHistoryEntry();
  const heading = useRef<HTMLHeadingElement>(null);

  // The deleted card took the focus with it: the list's heading gets it, so the keyboard
  // goes on from the history rather than from the top of the page.
  const { mutate } = deletion;
  const deleteEntry = useCallback(
    (id: string) =>
      mutate(id, {
        onSettled: () => {
          if (document.activeElement === document.body) heading.current?.focus();
        },
      }),
    [mutate],
  );

  // The catalogue arrives once the desk has started: its names reach the entries from a
  // deferred copy, so the entries (memoized) are drawn again in slices React can
  // interrupt, not in the urgent pass its arrival starts.
  const genres = useDeferredValue(catalogue.data);
  const genreName = useCallback(
    (label: string, id: string | null) => (id ? genres?.byId.get(id)?.name : undefined) ?? label,
    [genres],
  );

  // Drawn from a deferred copy: a page of entries arriving is then drawn in slices React
  // can interrupt, where TanStack Query's update alone (useSyncExternalStore, never
  // time-sliced) would draw it in one long task, a phone's first seconds on the desk
  // (Lighthouse's total blocking time). The skeleton stays until then.
  const data = useDeferredValue(history.data);

  return (
    <section
      aria-labelledby={`${ids}-title`}
      className="rounded-2xl border border-line bg-surface p-5 sm:p-6"
    >
      <HistoryHeader titleId={`${ids}-title`} headingRef={heading} total={data?.total} />

      {data && (data.genres.length > 0 || listing.filtering) ? (
        <HistoryControls
          ids={ids}
          listing={listing}
          facets={data.genres}
          exportable={data.total > 0}
          language={language}
          genreName={genreName}
          chipSeed={chipSeed}
        />
      ) : null}

      <div id={`${ids}-results`} className="mt-4">
        {!data && !history.isError ? (
          <HistorySkeleton label={t('history.loading')} />
        ) : !data ? (
          <HistoryLoadError onRetry={() => history.refetch()} />
        ) : data.items.length === 0 ? (
          <EmptyHistory filtering={listing.filtering} favouritesOnly={listing.favouritesOnly} />
        ) : (
          <HistoryEntries
            entries={data.items}
            dimmed={listing.searching}
            language={language}
            genreName={genreName}
            onRegenerate={onRegenerate}
            generating={generating}
            onDevelop={onDevelop}
            onRedraw={onRedraw}
            onShowLine={listing.setSearch}
            onDelete={deleteEntry}
            deletingId={deletion.isPending ? deletion.variables : undefined}
            toolsOf={toolsOf}
            moreToolsOf={moreToolsOf}
          />
        )}
      </div>

      {data && data.pageCount > 1 ? (
        <HistoryPagination page={data.page} pageCount={data.pageCount} onChange={listing.setPage} />
      ) : null}
    </section>
  );
}

/** The panel's title, which takes the focus back after a delete, and how many ideas there are. */
function HistoryHeader({
  titleId,
  headingRef,
  total,
}: {
  titleId: string;
  headingRef: Ref<HTMLHeadingElement>;
  /** Once the first page has arrived. */
  total: number | undefined;
}) {
  const { t } = useTranslation();
  return (
    <div className="flex flex-wrap items-center justify-between gap-3">
      <div className="flex items-center gap-3">
        <PanelIcon icon={History} />
        <div>
          <h2 id={titleId} ref={headingRef} tabIndex={-1} className="text-lg font-semibold">
            {t('history.title')}
          </h2>
          <p className="text-xs text-ink-muted">{t('history.subtitle')}</p>
        </div>
      </div>
      {total !== undefined && total > 0 ? (
        <p className="text-sm text-ink-muted" aria-live="polite">
          {t('history.ideaCount', { count: total })}
        </p>
      ) : null}
    </div>
  );
}
