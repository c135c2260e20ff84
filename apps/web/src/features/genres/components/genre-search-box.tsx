import type { GenreSearchResponse } from '@plume/core/genres';
import { Search, X } from 'lucide-react';
import { type KeyboardEvent, useRef } from 'react';
import { useTranslation } from 'react-i18next';
import { inputStyles } from '../../../components/form-styles';
import { GenreSearchStatus } from './genre-search-results';

/**
 * The picker's search box, a button that empties it (and keeps the focus in it), and the
 * line that says what the search found.
 */
export function GenreSearchBox({
  id,
  value,
  onChange,
  onClear,
  onKeyDown,
  onFocus,
  response,
}: {
  id: string;
  value: string;
  onChange: (value: string) => void;
  onClear: () => void;
  onKeyDown: (event: KeyboardEvent<HTMLInputElement>) => void;
  onFocus: () => void;
  /** What the search found, or null while nothing is searched. */
  response: GenreSearchResponse | null;
}) {
  const { t } = useTranslation();
  const input = useRef<HTMLInputElement>(null);
  return (
    <div>
      <label htmlFor={id} className="mb-1.5 block text-sm font-medium text-ink">
        {t('genres.searchLabel')}
      </label>
      <div className="relative">
        <Search
          aria-hidden="true"
          className="pointer-events-none absolute top-1/2 left-3 size-4 -translate-y-1/2 text-ink-muted"
        />
        <input
          ref={input}
          id={id}
          type="search"
          value={value}
          onChange={(event) => onChange(event.target.value)}
          onKeyDown={onKeyDown}
          onFocus={onFocus}
          placeholder={t('genres.searchPlaceholder')}
          autoComplete="off"
          spellCheck={false}
          className={`${inputStyles} pr-11 pl-9`}
        />
        {value && (
          <button
            type="button"
            onClick={() => {
              onClear();
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
        {response && <GenreSearchStatus response={response} />}
      </div>
    </div>
  );
}
