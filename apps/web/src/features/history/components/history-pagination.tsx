import { ChevronLeft, ChevronRight } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { secondaryButton } from '../../../components/button-styles';

export function HistoryPagination({
  page,
  pageCount,
  onChange,
}: {
  page: number;
  pageCount: number;
  onChange: (page: number) => void;
}) {
  const { t } = useTranslation();
  return (
    <nav
      aria-label={t('history.pagination')}
      className="mt-4 flex items-center justify-between gap-2"
    >
      <button
        type="button"
        onClick={() => onChange(page - 1)}
        disabled={page <= 1}
        className={`${secondaryButton} px-3`}
      >
        <ChevronLeft aria-hidden="true" className="size-4" />
        <span className="sr-only sm:not-sr-only">{t('history.previousPage')}</span>
      </button>
      <p className="text-sm text-ink-muted" aria-live="polite">
        {t('history.pageOf', { page, total: pageCount })}
      </p>
      <button
        type="button"
        onClick={() => onChange(page + 1)}
        disabled={page >= pageCount}
        className={`${secondaryButton} px-3`}
      >
        <span className="sr-only sm:not-sr-only">{t('history.nextPage')}</span>
        <ChevronRight aria-hidden="true" className="size-4" />
      </button>
    </nav>
  );
}
