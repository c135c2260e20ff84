import { Search, X } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { inputStyles } from '../../../components/form-styles';
import { Spinner } from '../../../components/spinner';

/**
 * The history's search box: a spinner while a search runs, otherwise a button that empties
 * the box once something is typed.
 */
export function HistorySearch({
  id,
  resultsId,
  value,
  onChange,
  searching,
}: {
  id: string;
  /** The results the box narrows, which describe it to screen readers. */
  resultsId: string;
  value: string;
  onChange: (value: string) => void;
  searching: boolean;
}) {
  const { t } = useTranslation();
  return (
    <div className="relative mt-4">
      <label htmlFor={id} className="sr-only">
        {t('history.searchLabel')}
      </label>
      <Search
        aria-hidden="true"
        className="pointer-events-none absolute top-1/2 left-3 size-4 -translate-y-1/2 text-ink-muted"
      />
      <input
        id={id}
        type="search"
        value={value}
        onChange={(event) => onChange(event.target.value)}
        placeholder={t('history.searchPlaceholder')}
        aria-describedby={resultsId}
        className={`${inputStyles} pr-10 pl-9`}
      />
      {searching ? (
        <Spinner className="absolute top-1/2 right-3 size-4 -translate-y-1/2 text-accent" />
      ) : value !== '' ? (
        <button
          type="button"
          onClick={() => onChange('')}
          aria-label={t('history.clearSearch')}
          className="absolute top-1/2 right-1.5 flex size-8 -translate-y-1/2 items-center justify-center rounded-md text-ink-muted hover:bg-surface-muted"
        >
          <X aria-hidden="true" className="size-4" />
        </button>
      ) : null}
    </div>
  );
}
