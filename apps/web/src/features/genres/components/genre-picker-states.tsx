import { RotateCw } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { secondaryButton } from '../../../components/button-styles';

/** Stands in for the picker while the language's catalogue chunk loads. */
export function GenrePickerSkeleton() {
  const { t } = useTranslation();
  return (
    <div role="status" aria-busy="true" className="flex flex-col gap-3">
      <span className="sr-only">{t('genres.loading')}</span>
      <div aria-hidden="true" className="h-16 animate-pulse rounded-xl bg-surface-muted" />
      <div aria-hidden="true" className="h-11 animate-pulse rounded-lg bg-surface-muted" />
      {[0, 1, 2, 3, 4, 5].map((row) => (
        <div
          key={row}
          aria-hidden="true"
          className="h-9 animate-pulse rounded-lg bg-surface-muted"
          style={{ width: `${90 - row * 7}%` }}
        />
      ))}
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
