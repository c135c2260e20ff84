import { useTranslation } from 'react-i18next';
import { secondaryButton } from '../../../components/button-styles';

/** The shape of the list while the first page loads, so nothing jumps when it arrives. */
export function HistorySkeleton({ label }: { label: string }) {
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

/** The first page could not be read; the writer can ask again. */
export function HistoryLoadError({ onRetry }: { onRetry: () => void }) {
  const { t } = useTranslation();
  return (
    <div role="alert" className="rounded-xl border border-line bg-paper p-4 text-sm">
      <p>{t('history.loadError')}</p>
      <button type="button" onClick={onRetry} className={`${secondaryButton} mt-3`}>
        {t('history.retry')}
      </button>
    </div>
  );
}

export function EmptyHistory({
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
