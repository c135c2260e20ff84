import { type ConsistencyFinding, withCardName } from '@plume/core/bible';
import type { HistoryEntry } from '@plume/core/contracts';
import { type IdeaText, ideaTextOf, sameIdeaText } from '@plume/core/history';
import { CircleCheck, TriangleAlert, Undo2, WandSparkles } from 'lucide-react';
import { useEffect, useId, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useUpdateHistoryEntry } from '../../../lib/update-history-entry';
import { useConsistency } from '../api/story-cards';

const linkButton =
  'inline-flex min-h-9 items-center gap-1.5 rounded-md text-sm font-medium text-accent underline-offset-4 hover:underline disabled:opacity-60';

/** A name the card's spelling replaced, and the text before, for "Undo". */
interface Renamed {
  found: string;
  expected: string;
  before: IdeaText;
  /** The idea's text right after: Undo is offered while it still reads so. */
  after: string;
}

/**
 * The idea's text checked against its line's cards (docs/PRODUCT.md, The story bible):
 * each finding in the interface's words, or that the text agrees. A name that drifted can
 * be written as its card writes it, everywhere in the text, saved as the writer's edit (the
 * engine's text kept); "Undo" puts the text back until it changes again.
 */
export function ConsistencyNotes({ entry, titleId }: { entry: HistoryEntry; titleId: string }) {
  const { t } = useTranslation();
  const ids = useId();
  const notes = useConsistency(entry.id, entry.idea, true);
  const findings = notes.data;
  const update = useUpdateHistoryEntry(entry.id);
  const [renamed, setRenamed] = useState<Renamed | null>(null);
  const undoButton = useRef<HTMLButtonElement>(null);
  const heading = useRef<HTMLHeadingElement>(null);
  const undoable = renamed !== null && renamed.after === entry.idea ? renamed : null;
  const text = ideaTextOf(entry.idea);

  useEffect(() => {
    if (undoable) undoButton.current?.focus();
  }, [undoable]);

  /** The text with the finding's name as the card writes it; none when nothing would change. */
  const fixed = (finding: ConsistencyFinding) => {
    if (finding.kind !== 'nameDrift') return null;
    const next = withCardName(text, finding, entry.language);
    return sameIdeaText(next, text) ? null : next;
  };

  const applyCardName = (finding: ConsistencyFinding, next: IdeaText) =>
    update.mutate(
      { text: next },
      {
        onSuccess: (saved) => setRenamed({ ...finding, before: text, after: saved.idea }),
      },
    );

  const undo = (before: IdeaText) =>
    update.mutate(
      { text: before },
      {
        onSuccess: () => {
          setRenamed(null);
          heading.current?.focus();
        },
      },
    );

  return (
    <section aria-labelledby={titleId} className="rounded-lg border border-line bg-surface p-3">
      <h4 ref={heading} id={titleId} tabIndex={-1} className="text-sm font-semibold">
        {t('bible.consistency.title')}
      </h4>
      {!findings ? (
        <p className="mt-1 text-sm text-ink-muted">
          {notes.isError ? t('bible.consistency.error') : t('bible.consistency.loading')}
        </p>
      ) : findings.length === 0 ? (
        <p className="mt-1 flex items-center gap-1.5 text-sm text-ink-muted">
          <CircleCheck aria-hidden="true" className="size-4 shrink-0 text-accent" />
          {t('bible.consistency.none')}
        </p>
      ) : (
        <ul className="mt-1 grid gap-1.5">
          {findings.map((finding, index) => {
            const next = fixed(finding);
            return (
              <li
                key={`${finding.kind}-${finding.cardId}-${finding.at}`}
                className="flex gap-1.5 text-sm"
              >
                <TriangleAlert aria-hidden="true" className="mt-0.5 size-4 shrink-0 text-danger" />
                <div className="min-w-0">
                  <span id={`${ids}-${index}`} className="break-words">
                    {t(`bible.findings.${finding.kind}`, {
                      found: finding.found,
                      expected:
                        finding.kind === 'gender'
                          ? t(`bible.genders.${finding.expected}`)
                          : finding.expected,
                      name: finding.name,
                    })}
                  </span>
                  {next ? (
                    <button
                      type="button"
                      aria-describedby={`${ids}-${index}`}
                      disabled={update.isPending}
                      onClick={() => applyCardName(finding, next)}
                      className={`${linkButton} flex`}
                    >
                      <WandSparkles aria-hidden="true" className="size-4" />
                      {t('bible.consistency.useCardName')}
                    </button>
                  ) : null}
                </div>
              </li>
            );
          })}
        </ul>
      )}
      {/* The focus moves to Undo, which the sentence describes. */}
      {undoable ? (
        <p className="mt-2 flex flex-wrap items-center gap-x-3 gap-y-1 border-t border-line pt-2 text-sm">
          <span id={`${ids}-renamed`} className="break-words">
            {t('bible.consistency.renamed', {
              found: undoable.found,
              expected: undoable.expected,
            })}
          </span>
          <button
            ref={undoButton}
            type="button"
            aria-describedby={`${ids}-renamed`}
            disabled={update.isPending}
            onClick={() => undo(undoable.before)}
            className={linkButton}
          >
            <Undo2 aria-hidden="true" className="size-4" />
            {t('bible.consistency.undo')}
          </button>
        </p>
      ) : null}
    </section>
  );
}
