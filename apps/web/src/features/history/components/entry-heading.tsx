import type { HistoryEntry } from '@plume/core/contracts';
import { isStyle } from '@plume/core/generation';
import type { Language } from '@plume/core/i18n';
import { formatDateTime } from '@plume/core/i18n/format-date-time';
import { Link2 } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { usePageSettings } from '../../../lib/page-settings';

/** When the idea was saved, in the writer's time zone. */
function SavedAt({ createdAt, language }: { createdAt: string; language: Language }) {
  const { timeZone } = usePageSettings();
  return (
    <time dateTime={createdAt} className="text-xs text-ink-muted">
      {formatDateTime(new Date(createdAt), language, timeZone)}
    </time>
  );
}

/**
 * A saved idea's title and date, its mode and style (its place in a batch written three
 * at once, and whether a link shares it), and its genres.
 */
export function EntryHeading({
  entry,
  titleId,
  title,
  language,
  modeLabel,
  genreName,
}: {
  entry: HistoryEntry;
  titleId: string;
  title: string;
  language: Language;
  modeLabel: string;
  /** The genre as shown in the interface language. */
  genreName: (label: string, id: string | null) => string;
}) {
  const { t } = useTranslation();
  const genres = entry.genres.map((label, index) =>
    genreName(label, entry.genreIds[index] ?? null),
  );
  const styleLabel = isStyle(entry.style) ? t(`generation.styles.${entry.style}`) : entry.style;
  return (
    <>
      <div className="flex flex-wrap items-baseline justify-between gap-x-3 gap-y-1">
        <h3
          id={titleId}
          lang={entry.language}
          className="min-w-0 font-serif text-lg font-semibold break-words"
        >
          {title}
        </h3>
        <SavedAt createdAt={entry.createdAt} language={language} />
      </div>
      <p className="mt-1 text-xs font-medium text-ink-muted">
        <span className="whitespace-nowrap">{modeLabel}</span> ·{' '}
        <span className="whitespace-nowrap">{styleLabel}</span>
        {entry.batch ? (
          <>
            {' · '}
            <span className="whitespace-nowrap" data-testid="batch-position">
              {t('history.batchPosition', {
                index: entry.batch.index + 1,
                size: entry.batch.size,
              })}
            </span>
          </>
        ) : null}
        {entry.shared ? (
          <>
            {' · '}
            <span className="inline-flex items-center gap-1 whitespace-nowrap text-accent">
              <Link2 aria-hidden="true" className="size-3" />
              {t('share.sharedMark')}
            </span>
          </>
        ) : null}
      </p>
      <ul className="mt-2 flex flex-wrap gap-1.5" aria-label={t('history.genresLabel')}>
        {genres.map((name, index) => (
          <li
            // A label may repeat only in corrupt data; the position keeps keys unique.
            // biome-ignore lint/suspicious/noArrayIndexKey: see above
            key={index}
            className="rounded-full bg-accent-soft px-2.5 py-0.5 text-xs font-medium text-accent"
          >
            {name}
          </li>
        ))}
      </ul>
    </>
  );
}
