import type { HistoryEntry } from '@plume/core/contracts';
import type { ElementName, Mode, Style } from '@plume/core/generation';
import type { Language } from '@plume/core/i18n';
import { memo, type ReactNode, useEffect } from 'react';
import { rememberTimeZone } from '../../../lib/time-zone';
import { whenIdle } from '../../../lib/when-idle';
import { HistoryEntryCard } from './history-entry-card';

/**
 * One page of the history, newest first, each idea on its card. Memoized: the panel draws
 * again as the genre catalogue arrives, and a page of cards is the desk's largest part.
 */
export const HistoryEntries = memo(function HistoryEntries({
  entries,
  dimmed,
  language,
  genreName,
  onRegenerate,
  generating,
  onDevelop,
  onRedraw,
  onShowLine,
  onDelete,
  deletingId,
  toolsOf,
  moreToolsOf,
}: {
  entries: readonly HistoryEntry[];
  /** The page of the previous search, shown faded while the new one loads. */
  dimmed: boolean;
  language: Language;
  genreName: (label: string, id: string | null) => string;
  onRegenerate: (entry: HistoryEntry) => void;
  generating: boolean;
  onDevelop: (entry: HistoryEntry, mode: Mode, style: Style) => void;
  onRedraw: (entry: HistoryEntry, keep: ElementName[], style: Style) => void;
  onShowLine: (title: string) => void;
  onDelete: (id: string) => void;
  /** The entry being deleted, if one is. */
  deletingId: string | undefined;
  /** An idea's outline and story bible, drawn by the desk. */
  toolsOf?: (entry: HistoryEntry) => ReactNode;
  /** An idea's other tools (sharing), drawn by the desk among its other actions. */
  moreToolsOf?: (entry: HistoryEntry) => ReactNode;
}) {
  // The cookie follows the writer to another time zone; read here, the zone costs little,
  // and when idle: it is for the server's next page, not for the desk starting.
  const showsDates = entries.length > 0;
  useEffect(() => {
    if (showsDates) whenIdle(rememberTimeZone);
  }, [showsDates]);

  return (
    // Dimmed while a search or filter is answered: busy until its entries replace these.
    <ol aria-busy={dimmed} className={`grid gap-3 ${dimmed ? 'opacity-70' : ''}`}>
      {entries.map((entry) => (
        <li key={entry.id}>
          <HistoryEntryCard
            entry={entry}
            language={language}
            genreName={genreName}
            onRegenerate={entry.mode === 'random-genres' ? undefined : () => onRegenerate(entry)}
            regenerating={generating}
            onDevelop={(mode, style) => onDevelop(entry, mode, style)}
            onRedraw={(keep, style) => onRedraw(entry, keep, style)}
            onShowLine={onShowLine}
            onDelete={() => onDelete(entry.id)}
            deleting={entry.id === deletingId}
            tools={toolsOf?.(entry)}
            moreTools={moreToolsOf?.(entry)}
          />
        </li>
      ))}
    </ol>
  );
});
