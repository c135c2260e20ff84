import type { HistoryEntry } from '@plume/core';
import { GitBranch } from 'lucide-react';
import { useTranslation } from 'react-i18next';

/** A mode's name held on one line inside a sentence ("Puntos clave" never breaks). */
const unbroken = (name: string) => name.replace(/ /g, '\u00a0');

/**
 * Where the idea stands in its line: what it was developed from and into, and a way to see
 * the whole line. The icon hangs in the margin, so the text wraps as words do and the icon
 * is never left alone on a line.
 */
export function EntryLineage({
  entry,
  modeLabel,
  onShowLine,
}: {
  entry: HistoryEntry;
  /** A mode's name in the interface language. */
  modeLabel: (mode: string) => string;
  onShowLine: () => void;
}) {
  const { t } = useTranslation();
  if (!entry.parentId && entry.developments.length === 0) return null;
  const parts = [
    entry.parentMode
      ? t('history.developedFrom', { mode: unbroken(modeLabel(entry.parentMode)) })
      : null,
    entry.developments.length > 0
      ? t('history.developedInto', {
          modes: entry.developments.map((idea) => unbroken(modeLabel(idea.mode))).join(', '),
        })
      : null,
  ].filter((part) => part !== null);
  return (
    <p className="relative mt-2 pl-5 text-xs text-ink-muted">
      <GitBranch aria-hidden="true" className="absolute top-0.5 left-0 size-3.5" />
      {parts.map((part) => (
        <span key={part} className="mr-3">
          {part}
        </span>
      ))}
      <button
        type="button"
        onClick={onShowLine}
        className="inline-flex min-h-9 items-center rounded-md font-medium whitespace-nowrap text-accent underline-offset-4 hover:underline"
      >
        {t('history.showLine')}
      </button>
    </p>
  );
}
