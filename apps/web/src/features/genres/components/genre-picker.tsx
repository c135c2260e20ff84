import { MAX_SELECTED_GENRES } from '@plume/core/genres';
import { ChevronDown } from 'lucide-react';
import {
  type KeyboardEvent,
  useCallback,
  useDeferredValue,
  useEffect,
  useId,
  useMemo,
  useRef,
  useState,
} from 'react';
import { useTranslation } from 'react-i18next';
import { secondaryButton } from '../../../components/button-styles';
import { type GenreCatalogue, useGenreCatalogue } from '../../../lib/genre-catalogue';
import { toast } from '../../../lib/toast';
import { useLanguage } from '../../../lib/use-language';
import { useGenreSearch } from '../hooks/use-genre-search';
import type { GenreSelection } from '../hooks/use-genre-selection';
import { moveFocusWithin } from '../utils/arrow-navigation';
import { nameSelection } from '../utils/genre-selection';
import { GenreBrowser } from './genre-browser';
import { GenrePickerError, GenrePickerSkeleton } from './genre-picker-states';
import { GenreSearchBox } from './genre-search-box';
import { SelectedGenres } from './selected-genres';

/**
 * The genre picker (docs/PRODUCT.md, "Genres"): the chosen genres, a search box and, below it,
 * either the category tree or what the search found; once genres are chosen, the catalogue
 * folds to their summary on demand. The selection belongs to the
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
        <GenrePickerSkeleton selectedCount={selection.selectedIds.length} />
      )}
    </section>
  );
}

function PickerBody({ data, selection }: { data: GenreCatalogue; selection: GenreSelection }) {
  const { t } = useTranslation();
  const search = useGenreSearch(data);
  const browse = useRef<HTMLDivElement>(null);
  const searchId = useId();
  const catalogueId = useId();
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
  // Once genres are chosen, the catalogue folds on demand to their summary, giving the
  // desk back its room; with nothing chosen it is always open.
  const [folded, setFolded] = useState(false);
  const chosen = selection.selectedIds.length;
  useEffect(() => {
    if (chosen === 0) setFolded(false);
  }, [chosen]);
  const catalogueShown = chosen === 0 || !folded;

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
      {chosen > 0 ? (
        <button
          type="button"
          aria-expanded={catalogueShown}
          aria-controls={catalogueId}
          onClick={() => setFolded(catalogueShown)}
          className={`${secondaryButton} w-full`}
        >
          {catalogueShown ? t('genres.foldCatalogue') : t('genres.openCatalogue')}
          <ChevronDown
            aria-hidden="true"
            className={`size-4 transition-transform motion-reduce:transition-none ${catalogueShown ? 'rotate-180' : ''}`}
          />
        </button>
      ) : null}
      {/* Hidden rather than unmounted: the open categories and the search stay as they were. */}
      <div id={catalogueId} hidden={!catalogueShown} className="flex flex-col gap-4">
        <GenreSearchBox
          id={searchId}
          value={search.query}
          onChange={(query) => {
            search.setQuery(query);
            // New results start at the top, not where the previous list was scrolled to.
            browse.current?.scrollTo({ top: 0 });
          }}
          onClear={() => search.setQuery('')}
          onKeyDown={onInputKeyDown}
          onFocus={() => void data.index}
          response={search.searching ? search.response : null}
        />
        <GenreBrowser
          ref={browse}
          showResults={search.showResults}
          response={search.response}
          data={data}
          selectedIds={selection.selectedIds}
          onToggleGenre={pick}
        />
      </div>
    </div>
  );
}
