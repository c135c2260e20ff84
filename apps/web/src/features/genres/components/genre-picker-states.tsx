import { GENRE_CATEGORY_COUNT } from '@plume/core/genres';
import { RotateCw } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { secondaryButton } from '../../../components/button-styles';
import { SelectedGenres } from './selected-genres';

/** A placeholder row per category of the catalogue. */
const CATEGORY_ROWS = Array.from({ length: GENRE_CATEGORY_COUNT }, (_, row) => row);

/**
 * Stands in for the picker while the language's catalogue chunk loads, drawn to the body's
 * measures: the summary of chosen genres as it is when none are (the real one, text that
 * paints with the page), the search box, and a row per category, so that nothing below the
 * picker moves as the catalogue arrives. With genres already chosen (the language changed),
 * their summary needs the catalogue's names and stands as a block of its height.
 */
export function GenrePickerSkeleton({ selectedCount }: { selectedCount: number }) {
  const { t } = useTranslation();
  return (
    <div className="flex flex-col gap-4">
      {selectedCount === 0 ? (
        <SelectedGenres genres={[]} onRemove={() => {}} onReset={() => {}} />
      ) : (
        <div aria-hidden="true" className="h-[4.75rem] animate-pulse rounded-xl bg-surface-muted" />
      )}
      <div role="status" aria-busy="true" className="flex flex-col gap-4">
        <span className="sr-only">{t('genres.loading')}</span>
        <div aria-hidden="true">
          <div className="mb-1.5 h-5 w-40 animate-pulse rounded bg-surface-muted" />
          <div className="h-11 animate-pulse rounded-lg bg-surface-muted" />
        </div>
        <div aria-hidden="true" className="flex flex-col gap-1 lg:max-h-[36rem] lg:overflow-hidden">
          {CATEGORY_ROWS.map((row) => (
            <div key={row} className="flex h-11 items-center gap-2 px-2">
              <div className="size-4 shrink-0 animate-pulse rounded bg-surface-muted" />
              <div
                className="h-4 animate-pulse rounded bg-surface-muted"
                style={{ width: `${75 - (row % 5) * 9}%` }}
              />
            </div>
          ))}
        </div>
      </div>
    </div>
  );
}

/** The catalogue chunk could not be fetched (offline, or a deploy replaced it). */
export function GenrePickerError({
  onRetry,
  retrying,
}: {
  onRetry: () => void;
  retrying: boolean;
}) {
  const { t } = useTranslation();
  return (
    <div role="alert" className="flex flex-col items-start gap-3 rounded-xl bg-surface-muted p-4">
      <p className="text-sm text-ink">{t('genres.loadError')}</p>
      <button type="button" onClick={onRetry} disabled={retrying} className={secondaryButton}>
        <RotateCw aria-hidden="true" className={`size-4 ${retrying ? 'animate-spin' : ''}`} />
        {t('genres.retry')}
      </button>
    </div>
  );
}
