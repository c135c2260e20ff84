import { MAX_SELECTED_GENRES, type NamedGenre } from '@plume/core/genres';
import { Info, RotateCcw, X } from 'lucide-react';
import { type MouseEvent, useId, useRef } from 'react';
import { useTranslation } from 'react-i18next';

/**
 * The chosen genres as removable chips, the reset button and, once the limit is reached,
 * a notice. When a chip goes, focus moves to its neighbour (or to the heading), never to
 * the page's start.
 */
export function SelectedGenres({
  genres,
  onRemove,
  onReset,
}: {
  genres: readonly NamedGenre[];
  onRemove: (id: string) => void;
  onReset: () => void;
}) {
  const { t } = useTranslation();
  const headingId = useId();
  const heading = useRef<HTMLHeadingElement>(null);
  const full = genres.length >= MAX_SELECTED_GENRES;

  const remove = (event: MouseEvent<HTMLButtonElement>, id: string) => {
    const chip = event.currentTarget.closest('li');
    const neighbour = (chip?.nextElementSibling ?? chip?.previousElementSibling)?.querySelector(
      'button',
    );
    onRemove(id);
    (neighbour ?? heading.current)?.focus();
  };

  return (
    <div className="rounded-xl border border-line bg-paper/60 p-3 sm:p-4">
      <div className="flex flex-wrap items-center justify-between gap-2">
        <h3
          id={headingId}
          ref={heading}
          tabIndex={-1}
          className="font-sans text-sm font-semibold text-ink"
        >
          {t('genres.selectedTitle')}
        </h3>
        {genres.length > 0 && (
          <button
            type="button"
            onClick={() => {
              onReset();
              heading.current?.focus();
            }}
            className="inline-flex min-h-9 items-center gap-1.5 rounded-lg px-2 text-sm font-medium text-accent hover:bg-surface-muted"
          >
            <RotateCcw aria-hidden="true" className="size-4" />
            {t('genres.reset')}
          </button>
        )}
      </div>
      {genres.length === 0 ? (
        <p className="mt-1 text-sm text-ink-muted">{t('genres.noneSelected')}</p>
      ) : (
        <ul aria-labelledby={headingId} className="mt-2 flex flex-wrap gap-2">
          {genres.map((genre) => (
            <li
              key={genre.id}
              className="inline-flex max-w-full min-w-0 items-center gap-1 rounded-full bg-accent-soft py-0.5 pr-0.5 pl-3 text-sm text-ink"
            >
              <span className="min-w-0 [overflow-wrap:anywhere]">{genre.name}</span>
              <button
                type="button"
                onClick={(event) => remove(event, genre.id)}
                aria-label={t('genres.remove', { name: genre.name })}
                title={t('genres.remove', { name: genre.name })}
                className="inline-flex size-7 shrink-0 items-center justify-center rounded-full text-ink-muted hover:bg-surface hover:text-ink"
              >
                <X aria-hidden="true" className="size-4" />
              </button>
            </li>
          ))}
        </ul>
      )}
      {/* Present from the start: a live region added along with its text is often not read. */}
      <div role="status">
        {full && (
          <p className="mt-3 flex items-start gap-2 text-sm font-medium text-warning">
            <Info aria-hidden="true" className="mt-0.5 size-4 shrink-0" />
            {t('genres.maxReached')}
          </p>
        )}
      </div>
    </div>
  );
}
