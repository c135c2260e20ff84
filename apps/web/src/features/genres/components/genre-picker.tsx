import { type GenreSearchResponse, MAX_SELECTED_GENRES, searchGenres } from '@plume/core';
import { Search, X } from 'lucide-react';
import {
  type KeyboardEvent,
  useCallback,
  useDeferredValue,
  useId,
  useMemo,
  useRef,
  useState,
} from 'react';
import { useTranslation } from 'react-i18next';
import { inputStyles } from '../../../components/form-styles';
import { type GenreCatalogue, useGenreCatalogue } from '../../../lib/genre-catalogue';
import { toast } from '../../../lib/toast';
import { useLanguage } from '../../../lib/use-language';
import type { GenreSelection } from '../hooks/use-genre-selection';
import { moveFocusWithin } from '../utils/arrow-navigation';
import { nameSelection } from '../utils/genre-selection';
import { CategoryTree } from './category-tree';
import { GenrePickerError, GenrePickerSkeleton } from './genre-picker-states';
import { GenreSearchResults, GenreSearchStatus } from './genre-search-results';
import { SelectedGenres } from './selected-genres';

/**
 * The genre picker (docs/PRODUCT.md, "Genres"): the chosen genres, a search box and, below it,
 * either the category tree or what the search found. The selection belongs to the
 * screen; the picker shows it in the interface language and changes it.
 */
export function GenrePicker({ selection }: { selection: GenreSelection }) {
  const { t } = useTranslation();
  const language = useLanguage();
  const catalogue = useGenreCatalogue(language);
  // The tree is drawn from a deferred copy, in slices rather than one long task, as the
  // history's entries are (history-panel.tsx).
  const data = useDeferredValue(catalogue.data);

  return (
    <section
      aria-labelledby="genre-picker-title"
      className="min-w-0 rounded-2xl border border-line bg-surface p-4 shadow-sm sm:p-6"
    >
      <header className="mb-4 flex items-start justify-between gap-3">
        <div className="min-w-0">
          <h2 id="genre-picker-title" className="text-xl font-semibold sm:text-2xl">
            {t('genres.title')}
          </h2>
          <p className="mt-1 text-sm text-ink-muted">
            {t('genres.intro', { max: MAX_SELECTED_GENRES })}
          </p>
        </div>
        <p className="shrink-0 rounded-full bg-surface-muted px-3 py-1 text-sm font-semibold tabular-nums">
          <span aria-hidden="true">
            {t('genres.count', {
              selected: selection.selectedIds.length,
              max: MAX_SELECTED_GENRES,
            })}
          </span>
          <span className="sr-only">
            {t('genres.countLabel', {
              selected: selection.selectedIds.length,
              max: MAX_SELECTED_GENRES,
            })}
          </span>
        </p>
      </header>
      {data ? (
        <PickerBody data={data} selection={selection} />
      ) : catalogue.isError ? (
        <GenrePickerError
          onRetry={() => void catalogue.refetch()}
          retrying={catalogue.isFetching}
        />
      ) : (
        <GenrePickerSkeleton />
      )}
    </section>
  );
}

const NO_SEARCH: GenreSearchResponse = { results: [], suggestions: [] };

function PickerBody({ data, selection }: { data: GenreCatalogue; selection: GenreSelection }) {
  const { t } = useTranslation();
  const [query, setQuery] = useState('');
  // Typing stays responsive while a long result list renders.
  const deferredQuery = useDeferredValue(query);
  const [expanded, setExpanded] = useState<ReadonlySet<string>>(() => new Set());
  const input = useRef<HTMLInputElement>(null);
  const browse = useRef<HTMLDivElement>(null);
  const searchId = useId();
  const searching = deferredQuery.trim() !== '';

  // Without a query only the search box's focus reads the search index, which is built
  // lazily (lib/genre-catalogue.ts).
  const response = useMemo(
    () => (searching ? searchGenres(data.index, deferredQuery) : NO_SEARCH),
    [data, searching, deferredQuery],
  );
  // One character only earns the hint: the tree stays until there is something to show.
  const showResults = searching && response.hint === undefined;
  const selectedGenres = useMemo(
    () => nameSelection(selection.selectedIds, data.byId),
    [selection.selectedIds, data.byId],
  );

  const { toggle } = selection;
  const pick = useCallback(
    (id: string) => {
      if (toggle(id) === 'refused') toast.error(t('genres.maxError'), { id: 'genres.maxError' });
    },
    [toggle, t],
  );

  const setBranch = useCallback((id: string, open: boolean) => {
    setExpanded((current) => {
      const next = new Set(current);
      if (open) next.add(id);
      else next.delete(id);
      return next;
    });
  }, []);

  const onBrowseKeyDown = (event: KeyboardEvent<HTMLDivElement>) => {
    if (browse.current && moveFocusWithin(browse.current, event.key)) event.preventDefault();
  };
  const onInputKeyDown = (event: KeyboardEvent<HTMLInputElement>) => {
    if (event.key === 'ArrowDown' && browse.current) {
      event.preventDefault();
      moveFocusWithin(browse.current, 'ArrowDown');
    }
  };

  return (
    <div className="flex flex-col gap-4">
      <SelectedGenres
        genres={selectedGenres}
        onRemove={selection.remove}
        onReset={selection.reset}
      />

      <div>
        <label htmlFor={searchId} className="mb-1.5 block text-sm font-medium text-ink">
          {t('genres.searchLabel')}
        </label>
        <div className="relative">
          <Search
            aria-hidden="true"
            className="pointer-events-none absolute top-1/2 left-3 size-4 -translate-y-1/2 text-ink-muted"
          />
          <input
            ref={input}
            id={searchId}
            type="search"
            value={query}
            onChange={(event) => {
              setQuery(event.target.value);
              // New results start at the top, not where the previous list was scrolled to.
              browse.current?.scrollTo({ top: 0 });
            }}
            onKeyDown={onInputKeyDown}
            onFocus={() => void data.index}
            placeholder={t('genres.searchPlaceholder')}
            autoComplete="off"
            spellCheck={false}
            className={`${inputStyles} pr-11 pl-9`}
          />
          {query && (
            <button
              type="button"
              onClick={() => {
                setQuery('');
                input.current?.focus();
              }}
              aria-label={t('genres.clearSearch')}
              className="absolute top-1/2 right-1 inline-flex size-9 -translate-y-1/2 items-center justify-center rounded-md text-ink-muted hover:bg-surface-muted hover:text-ink"
            >
              <X aria-hidden="true" className="size-4" />
            </button>
          )}
        </div>
        <div aria-live="polite" className="mt-3 empty:mt-0">
          {searching && <GenreSearchStatus response={response} />}
        </div>
      </div>

      {/*
        On wide screens the list scrolls inside the panel, so the chips above stay in view,
        and fades out at the bottom to show there is more; on phones a scroll area inside
        the page scroll is clumsy, so the list just stacks. Relative, so the screen-reader
        texts inside (absolutely placed) scroll with it instead of lengthening the page.
      */}
      {/* biome-ignore lint/a11y/noStaticElementInteractions: arrow keys only add to the Tab order of the controls inside */}
      <div
        ref={browse}
        onKeyDown={onBrowseKeyDown}
        className="relative lg:-mx-2 lg:max-h-[36rem] lg:overflow-y-auto lg:overscroll-contain lg:px-2 lg:pb-8 lg:[mask-image:linear-gradient(to_bottom,black_calc(100%-2.5rem),transparent)]"
      >
        {showResults ? (
          <GenreSearchResults
            response={response}
            keywordSpellings={data.keywordSpellings}
            selectedIds={selection.selectedIds}
            onToggleGenre={pick}
          />
        ) : (
          <CategoryTree
            catalogue={data.catalogue}
            selectedIds={selection.selectedIds}
            expanded={expanded}
            onExpandedChange={setBranch}
            onToggleGenre={pick}
          />
        )}
      </div>
    </div>
  );
}
