import type { ElementName, HistoryEntry } from '@plume/core';
import {
  excerptOf,
  formatDateTime,
  isMode,
  isStyle,
  type Language,
  type Mode,
  type Style,
  splitIdea,
} from '@plume/core';
import { ChevronDown, RefreshCw } from 'lucide-react';
import { type ReactNode, useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { cardActionButton, cardActionLabel } from '../../../components/button-styles';
import { CopyButton } from '../../../components/copy-button';
import { DevelopForm } from '../../../components/develop-form';
import { FavouriteButton } from '../../../components/favourite-button';
import { IdeaBody } from '../../../components/idea-body';
import { RedrawForm } from '../../../components/redraw-form';
import { usePageSettings } from '../../../lib/page-settings';
import { EntryBrief } from './entry-brief';
import { EntryDelete } from './entry-delete';
import { EntryExport } from './entry-export';
import { EntryLineage } from './entry-lineage';
import { EntryNote } from './entry-note';

/** How much of the idea shows before "read more": enough to recall it, short enough to scan. */
const EXCERPT_LENGTH = 220;

export interface HistoryEntryCardProps {
  entry: HistoryEntry;
  language: Language;
  /** The genre as shown in the interface language. */
  genreName: (label: string, id: string | null) => string;
  /** Absent for random-genres entries, which cannot be regenerated (docs/PRODUCT.md, "History"). */
  onRegenerate?: () => void;
  regenerating: boolean;
  onDelete: () => void;
  deleting: boolean;
  /** Develops the idea into a richer mode; busy while an idea is written. */
  onDevelop: (mode: Mode, style: Style) => void;
  /** Redraws the idea keeping the elements the writer locked; busy likewise. */
  onRedraw: (keep: ElementName[], style: Style) => void;
  /** Searches the history for a title: the idea's, which its developments keep, or a redraw's. */
  onShowLine: (title: string) => void;
  /** The idea's story bible, drawn by the desk. */
  bible?: ReactNode;
}

/** When the idea was saved, in the writer's time zone. */
function SavedAt({ createdAt, language }: { createdAt: string; language: Language }) {
  const { timeZone } = usePageSettings();
  return (
    <time dateTime={createdAt} className="text-xs text-ink-muted">
      {formatDateTime(new Date(createdAt), language, timeZone)}
    </time>
  );
}

/** One saved idea: title, date, genres, mode and style, an excerpt that opens, and actions. */
export function HistoryEntryCard({
  entry,
  language,
  genreName,
  onRegenerate,
  regenerating,
  onDelete,
  deleting,
  onDevelop,
  onRedraw,
  onShowLine,
  bible,
}: HistoryEntryCardProps) {
  const { t } = useTranslation();
  const ids = useId();
  const [expanded, setExpanded] = useState(false);

  const { title, blocks } = splitIdea(entry.idea);
  const paragraphs = blocks.filter((block) => block.kind === 'paragraph').map((b) => b.text);
  const excerpt = excerptOf(paragraphs.join(' '), EXCERPT_LENGTH);
  const hasMore = blocks.some((block) => block.kind === 'heading') || excerpt.endsWith('…');
  const genres = entry.genres.map((label, index) =>
    genreName(label, entry.genreIds[index] ?? null),
  );
  const labelOf = (mode: string) => (isMode(mode) ? t(`generation.modes.${mode}.label`) : mode);
  const modeLabel = labelOf(entry.mode);
  const styleLabel = isStyle(entry.style) ? t(`generation.styles.${entry.style}`) : entry.style;
  return (
    <article
      aria-labelledby={`${ids}-title`}
      aria-busy={deleting}
      className="@container rounded-xl border border-line bg-paper p-4 sm:p-5"
    >
      <div className="flex flex-wrap items-baseline justify-between gap-x-3 gap-y-1">
        <h3
          id={`${ids}-title`}
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

      <EntryLineage entry={entry} modeLabel={labelOf} title={title} onShowLine={onShowLine} />
      <div id={`${ids}-body`} lang={entry.language}>
        {expanded ? (
          <IdeaBody blocks={blocks} />
        ) : (
          <p className="mt-3 max-w-prose text-sm leading-relaxed break-words text-ink">{excerpt}</p>
        )}
      </div>

      {hasMore ? (
        <button
          type="button"
          aria-expanded={expanded}
          aria-controls={`${ids}-body`}
          onClick={() => setExpanded((open) => !open)}
          className="mt-2 inline-flex min-h-9 items-center gap-1 rounded-md text-sm font-medium text-accent underline-offset-4 hover:underline"
        >
          <ChevronDown
            aria-hidden="true"
            className={`size-4 transition-transform motion-reduce:transition-none ${expanded ? 'rotate-180' : ''}`}
          />
          {expanded ? t('history.collapse') : t('history.expand')}
        </button>
      ) : null}

      <EntryBrief brief={entry.brief} />
      <EntryNote entry={entry} language={language} />

      <div className="mt-3 flex flex-wrap items-center gap-2">
        <FavouriteButton entry={entry} compact />
        <CopyButton text={entry.idea} label={t('generation.copyIdea')} compact />
        {onRegenerate ? (
          <button
            type="button"
            onClick={onRegenerate}
            disabled={regenerating}
            title={t('history.regenerateHint')}
            className={cardActionButton}
          >
            <RefreshCw aria-hidden="true" className="size-4" />
            <span className={cardActionLabel}>{t('history.regenerate')}</span>
          </button>
        ) : null}
        <EntryExport
          id={entry.id}
          language={language}
          buttonClassName={cardActionButton}
          labelClassName={cardActionLabel}
        />
        <EntryDelete deleting={deleting} onDelete={onDelete} />
      </div>

      <div className="flex flex-wrap gap-x-2">
        <DevelopForm
          mode={entry.mode}
          style={entry.style}
          developed={entry.developments.map((idea) => idea.mode)}
          onShowDeveloped={() => onShowLine(title)}
          disabled={regenerating}
          onDevelop={onDevelop}
        />
        <RedrawForm
          elements={entry.elements}
          language={entry.language}
          style={entry.style}
          disabled={regenerating}
          onRedraw={onRedraw}
        />
        {bible}
      </div>
    </article>
  );
}
