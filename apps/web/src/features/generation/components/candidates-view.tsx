import type { HistoryEntry } from '@plume/core/contracts';
import { type ElementName, type Mode, type Style, splitIdea } from '@plume/core/generation';
import { type ReactNode, useEffect, useRef } from 'react';
import { useTranslation } from 'react-i18next';
import { CopyButton } from '../../../components/copy-button';
import { FavouriteButton } from '../../../components/favourite-button';
import { IdeaBody } from '../../../components/idea-body';
import { IdeaTextActions } from '../../../components/idea-text-actions';
import { IdeaTextForm } from '../../../components/idea-text-form';
import { bringIntoView } from '../../../lib/bring-into-view';
import { useLatestEntry } from '../../../lib/update-history-entry';
import { useIdeaTextEditing } from '../../../lib/use-idea-text-editing';
import type { ShownBatch, ShownIdea } from '../hooks/use-generation';
import { CrossForm } from './cross-form';
import { IdeaForms } from './idea-forms';

/**
 * One idea of the batch: its place, its text as it streams (then as the writer last edited
 * it), then its actions.
 */
function Candidate({
  number,
  idea,
  entry,
  generating,
  tools,
  onDevelop,
  onRedraw,
}: {
  number: number;
  idea: ShownIdea;
  entry: HistoryEntry | undefined;
  generating: boolean;
  tools: ReactNode;
  onDevelop: (mode: Mode, style: Style) => void;
  onRedraw: (keep: ElementName[], style: Style) => void;
}) {
  const { t } = useTranslation();
  const saved = useLatestEntry(entry ?? null);
  const [editing, setEditing] = useIdeaTextEditing(saved);
  const { title, blocks } = splitIdea(saved ? saved.idea : idea.text, idea.language);
  const titleId = `candidate-${number}-title`;
  // Relative: what is positioned inside (screen-reader texts) scrolls and clips with the
  // idea, never widening the page on a phone.
  return (
    <li
      aria-labelledby={titleId}
      aria-busy={generating}
      className="relative w-[85%] shrink-0 snap-start rounded-xl border border-line bg-paper p-4 sm:w-[60%] lg:w-auto"
    >
      <p className="text-xs font-semibold tracking-wide text-ink-muted uppercase">
        {t('generation.candidateLabel', { number })}
      </p>
      {generating && idea.status === 'rewriting' ? (
        <p role="status" className="mt-1 text-sm text-ink-muted">
          {t('generation.rewriting')}
        </p>
      ) : null}
      <h3
        id={titleId}
        lang={title ? idea.language : undefined}
        className="mt-1 text-lg font-semibold break-words"
      >
        {title || t('generation.writing')}
      </h3>
      {saved && editing ? (
        <IdeaTextForm entry={saved} onClose={() => setEditing(false)} />
      ) : (
        <div lang={idea.language}>
          <IdeaBody blocks={blocks} />
        </div>
      )}
      {saved ? (
        <>
          <IdeaTextActions entry={saved} editing={editing} onEdit={setEditing} />
          <div className="mt-4 flex flex-wrap gap-2">
            <FavouriteButton entry={saved} />
            <CopyButton text={saved.idea} label={t('generation.copyIdea')} />
          </div>
          <IdeaForms
            entry={saved}
            generating={generating}
            tools={tools}
            onDevelop={onDevelop}
            onRedraw={onRedraw}
          />
        </>
      ) : null}
    </li>
  );
}

/**
 * Three ideas side by side (docs/PRODUCT.md, Three at once): in a row of three from 1024 px,
 * and on narrower screens a row that swipes sideways, one idea at a time. Each has the
 * usual actions once saved, and "Cross…" under them makes a new idea of their parts.
 */
export function CandidatesView({
  batch,
  generating,
  toolsOf,
  onDevelop,
  onRedraw,
  onCross,
}: {
  batch: ShownBatch;
  generating: boolean;
  /** The outline and story bible of a saved idea, drawn by the desk. */
  toolsOf?: ((entry: HistoryEntry) => ReactNode) | undefined;
  onDevelop: (entry: HistoryEntry, mode: Mode, style: Style) => void;
  onRedraw: (entry: HistoryEntry, keep: ElementName[], style: Style) => void;
  onCross: (picks: { from: HistoryEntry; keep: ElementName[] }[]) => void;
}) {
  const { t } = useTranslation();
  const { entries } = batch;
  const section = useRef<HTMLElement>(null);
  // When a batch starts, the view moves to it (at once under reduced motion).
  const streaming = generating && entries === null;
  useEffect(() => {
    if (streaming) bringIntoView(section.current);
  }, [streaming]);
  return (
    <section
      ref={section}
      aria-labelledby="candidates-title"
      className="scroll-mt-20 rounded-2xl border border-line bg-surface p-4 sm:p-6"
    >
      <h2 id="candidates-title" className="text-xl font-semibold">
        {t('generation.candidatesTitle')}
      </h2>
      <p className="mt-1 text-sm text-ink-muted">{t('generation.candidatesHint')}</p>
      <ol className="-mx-1 mt-4 flex snap-x snap-mandatory gap-3 overflow-x-auto px-1 pb-2 lg:grid lg:grid-cols-3 lg:overflow-visible">
        {batch.ideas.map((idea, index) => {
          const entry = entries?.[index];
          return (
            <Candidate
              // The batch's places never move: a place is its idea's identity.
              // biome-ignore lint/suspicious/noArrayIndexKey: see above
              key={index}
              number={index + 1}
              idea={idea}
              entry={entry}
              generating={generating}
              tools={entry && toolsOf ? toolsOf(entry) : undefined}
              onDevelop={(mode, style) => entry && onDevelop(entry, mode, style)}
              onRedraw={(keep, style) => entry && onRedraw(entry, keep, style)}
            />
          );
        })}
      </ol>
      {entries && !generating ? (
        <CrossForm entries={entries} disabled={generating} onCross={onCross} />
      ) : null}
    </section>
  );
}
