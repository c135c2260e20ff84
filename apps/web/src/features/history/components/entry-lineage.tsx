import type { HistoryEntry, RedrawnIdea } from '@plume/core/contracts';
import { GitBranch, GitMerge, Shuffle } from 'lucide-react';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';

/** A mode's name held on one line inside a sentence ("Puntos clave" never breaks). */
const unbroken = (name: string) => name.replace(/ /g, '\u00a0');

const lineButton =
  'inline-flex min-h-9 items-center rounded-md font-medium text-accent underline-offset-4 hover:underline';

/**
 * One line of the lineage, its icon hanging in the margin, so the text wraps as words do
 * and the icon is never left alone on a line.
 */
function LineageLine({ icon, children }: { icon: ReactNode; children: ReactNode }) {
  return (
    <p className="relative mt-2 pl-5 text-xs text-ink-muted">
      {icon}
      {children}
    </p>
  );
}

/**
 * Where the idea stands in its lines: what it was developed from and into, with a way to
 * see the whole line (its ideas share the title); what it was redrawn and crossed from and
 * into, each by its title, which finds it in the history.
 */
export function EntryLineage({
  entry,
  modeLabel,
  title,
  onShowLine,
}: {
  entry: HistoryEntry;
  /** A mode's name in the interface language. */
  modeLabel: (mode: string) => string;
  /** The idea's title. */
  title: string;
  /** Searches the history for a title. */
  onShowLine: (title: string) => void;
}) {
  const { t } = useTranslation();
  const developed = entry.parentId !== null || entry.developments.length > 0;
  const redrawn = entry.redrawnFrom !== null || entry.redraws.length > 0;
  const crossedFrom = entry.crossedFrom ?? [];
  const crossings = entry.crossings ?? [];
  if (!developed && !redrawn && crossedFrom.length === 0 && crossings.length === 0) return null;
  const developParts = [
    entry.parentMode
      ? t('history.developedFrom', { mode: unbroken(modeLabel(entry.parentMode)) })
      : null,
    entry.developments.length > 0
      ? t('history.developedInto', {
          modes: entry.developments.map((idea) => unbroken(modeLabel(idea.mode))).join(', '),
        })
      : null,
  ].filter((part) => part !== null);
  const titleButton = (idea: RedrawnIdea) => (
    <button
      key={idea.id}
      type="button"
      lang={entry.language}
      onClick={() => onShowLine(idea.title)}
      className={`${lineButton} mr-2`}
    >
      {t('history.quoted', { title: idea.title })}
    </button>
  );
  return (
    <>
      {developed ? (
        <LineageLine
          icon={<GitBranch aria-hidden="true" className="absolute top-0.5 left-0 size-3.5" />}
        >
          {developParts.map((part) => (
            <span key={part} className="mr-3">
              {part}
            </span>
          ))}
          <button
            type="button"
            onClick={() => onShowLine(title)}
            className={`${lineButton} whitespace-nowrap`}
          >
            {t('history.showLine')}
          </button>
        </LineageLine>
      ) : null}
      {entry.redrawnFrom ? (
        <LineageLine
          icon={<Shuffle aria-hidden="true" className="absolute top-0.5 left-0 size-3.5" />}
        >
          <span className="mr-1">{t('history.redrawnFrom')}</span>
          {titleButton(entry.redrawnFrom)}
        </LineageLine>
      ) : null}
      {entry.redraws.length > 0 ? (
        <LineageLine
          icon={<Shuffle aria-hidden="true" className="absolute top-0.5 left-0 size-3.5" />}
        >
          <span className="mr-1">{t('history.redrawnInto')}</span>
          {entry.redraws.map(titleButton)}
        </LineageLine>
      ) : null}
      {crossedFrom.length > 0 ? (
        <LineageLine
          icon={<GitMerge aria-hidden="true" className="absolute top-0.5 left-0 size-3.5" />}
        >
          <span className="mr-1">{t('history.crossedFrom')}</span>
          {crossedFrom.map(titleButton)}
        </LineageLine>
      ) : null}
      {crossings.length > 0 ? (
        <LineageLine
          icon={<GitMerge aria-hidden="true" className="absolute top-0.5 left-0 size-3.5" />}
        >
          <span className="mr-1">{t('history.crossedInto')}</span>
          {crossings.map(titleButton)}
        </LineageLine>
      ) : null}
    </>
  );
}
