import {
  BEAT_CHANGE_MAX,
  BEAT_SUMMARY_MAX,
  BEAT_TITLE_MAX,
  type Outline,
  type OutlineBeat,
  type StructureListing,
} from '@plume/core/outline';
import { ArrowDown, ArrowUp, ChevronRight, GripVertical, Lock, LockOpen } from 'lucide-react';
import { type DragEvent, type ReactNode, useEffect, useRef } from 'react';
import { useTranslation } from 'react-i18next';
import { secondaryButton } from '../../../components/button-styles';
import { ConfirmDelete } from '../../../components/confirm-delete';
import { inputStyles, labelStyles } from '../../../components/form-styles';
import { useBeatAutosave } from '../hooks/use-beat-autosave';
import { type BeatCards, BeatPeople } from './beat-people';

/** The element ids of a beat's card, which the page moves the focus to. */
export const beatDomId = (beatId: string) => `beat-${beatId}`;
export const moveButtonId = (beatId: string, step: -1 | 1) =>
  `beat-${beatId}-${step === -1 ? 'up' : 'down'}`;

const smallButton = `${secondaryButton} px-3`;

/** One text of a beat, edited in place: a line for the title, a growing area for the rest. */
function BeatText({
  id,
  label,
  value,
  maxLength,
  language,
  multiline = false,
  onWrite,
}: {
  id: string;
  label: string;
  value: string;
  maxLength: number;
  language: string;
  multiline?: boolean;
  onWrite: (value: string) => void;
}) {
  return (
    <div className="min-w-0">
      <label htmlFor={id} className={labelStyles}>
        {label}
      </label>
      {multiline ? (
        <textarea
          id={id}
          lang={language}
          value={value}
          maxLength={maxLength}
          rows={2}
          onChange={(event) => onWrite(event.target.value)}
          className={`${inputStyles} mt-1 field-sizing-content min-h-16 max-h-72 py-2`}
        />
      ) : (
        <input
          id={id}
          lang={language}
          type="text"
          value={value}
          maxLength={maxLength}
          onChange={(event) => onWrite(event.target.value)}
          className={`${inputStyles} mt-1 font-semibold`}
        />
      )}
    </div>
  );
}

/**
 * One beat of an outline, edited in place and saved as the writer types (useBeatAutosave):
 * its structure's beat and what it is for (folded), its title, summary and what changes,
 * its people and place, its words, its lock; moved by dragging its handle, by its buttons
 * or with Alt and the arrow keys; deleted after asking; another beat added after it.
 */
export function BeatCard({
  outline,
  beat,
  index,
  count,
  structureBeat,
  cards,
  redrawn,
  onMove,
  onDragStart,
  onDragEnd,
  registerFlush,
  onDelete,
  deleting,
  addAfter,
}: {
  outline: Outline;
  beat: OutlineBeat;
  index: number;
  count: number;
  /** The structure's beat it tells, from the listing; absent for a beat of the writer's. */
  structureBeat: StructureListing['beats'][number] | undefined;
  cards: BeatCards | undefined;
  /** Just drawn anew by a redraw. */
  redrawn: boolean;
  /** Moves it a place up or down; `focusId`, the element to keep the focus on. */
  onMove: (step: -1 | 1, focusId?: string) => void;
  onDragStart: () => void;
  onDragEnd: () => void;
  /** Lets the page save what is typed before it redraws; returns the undoing. */
  registerFlush: (flush: () => void) => () => void;
  onDelete: () => void;
  deleting: boolean;
  /** The "Add a beat" after this one. */
  addAfter: ReactNode;
}) {
  const { t } = useTranslation();
  const ids = beatDomId(beat.id);
  const autosave = useBeatAutosave(outline, beat);
  const latestFlush = useRef(autosave.flush);
  latestFlush.current = autosave.flush;
  useEffect(() => registerFlush(() => latestFlush.current()), [registerFlush]);

  const name = structureBeat?.name ?? t('outline.ui.ownBeat');
  const heading = t('outline.ui.beatHeading', { number: index + 1, name });
  const title = autosave.shownValue('title');

  function dragStart(event: DragEvent<HTMLSpanElement>) {
    event.dataTransfer.effectAllowed = 'move';
    event.dataTransfer.setData('text/plain', beat.id);
    const card = event.currentTarget.closest('article');
    if (card) event.dataTransfer.setDragImage(card, 24, 24);
    onDragStart();
  }

  return (
    <article
      id={ids}
      tabIndex={-1}
      aria-labelledby={`${ids}-heading`}
      onKeyDown={(event) => {
        if (!event.altKey || (event.key !== 'ArrowUp' && event.key !== 'ArrowDown')) return;
        event.preventDefault();
        // A field keeps the focus; a button leaves it to the move buttons' own rule.
        const target = event.target;
        const focused =
          target instanceof HTMLElement && target.tagName !== 'BUTTON' ? target.id : '';
        onMove(event.key === 'ArrowUp' ? -1 : 1, focused || undefined);
      }}
      className={`grid min-w-0 scroll-mt-24 gap-3 rounded-xl border bg-paper p-3 sm:p-4 ${beat.locked ? 'border-accent' : 'border-line'}`}
    >
      <div className="flex items-start gap-2">
        <span
          draggable
          onDragStart={dragStart}
          onDragEnd={onDragEnd}
          aria-hidden="true"
          title={t('outline.ui.dragHint')}
          data-testid="beat-handle"
          className="-ml-1 hidden size-11 shrink-0 cursor-grab items-center justify-center rounded-lg text-ink-muted hover:bg-surface-muted active:cursor-grabbing sm:inline-flex"
        >
          <GripVertical className="size-5" />
        </span>
        <div className="min-w-0 flex-1 pt-1">
          <h4 id={`${ids}-heading`} className="font-sans text-base font-semibold break-words">
            {heading}
          </h4>
          {redrawn || beat.source === 'writer' ? (
            <p className="mt-1 flex flex-wrap gap-1.5">
              {redrawn ? (
                <span className="rounded-full bg-accent-soft px-2 py-0.5 text-xs font-medium text-accent">
                  {t('outline.ui.redrawnBadge')}
                </span>
              ) : null}
              {beat.source === 'writer' ? (
                <span className="rounded-full border border-line px-2 py-0.5 text-xs font-medium text-ink-muted">
                  {t('outline.ui.writerBadge')}
                </span>
              ) : null}
            </p>
          ) : null}
        </div>
        <button
          type="button"
          aria-pressed={beat.locked}
          aria-describedby={`${ids}-heading`}
          title={t('outline.ui.lockHint')}
          onClick={() => autosave.choose({ locked: !beat.locked })}
          className={`inline-flex min-h-11 shrink-0 items-center gap-1.5 rounded-lg border px-3 text-sm font-medium transition-colors motion-reduce:transition-none ${beat.locked ? 'border-accent bg-accent text-on-accent' : 'border-line bg-surface text-ink hover:bg-surface-muted'}`}
        >
          {beat.locked ? (
            <Lock aria-hidden="true" className="size-4" />
          ) : (
            <LockOpen aria-hidden="true" className="size-4" />
          )}
          {t('outline.ui.lock')}
        </button>
      </div>
      {structureBeat ? (
        <details className="group rounded-lg bg-surface-muted/60 text-sm">
          <summary className="flex min-h-11 cursor-pointer items-center gap-2 rounded-lg px-3 font-medium [&::-webkit-details-marker]:hidden">
            <ChevronRight
              aria-hidden="true"
              className="size-4 shrink-0 transition-transform group-open:rotate-90 motion-reduce:transition-none"
            />
            {t('outline.ui.purpose', { name: structureBeat.name })}
          </summary>
          <p className="px-3 pb-3 pl-9 text-ink-muted">{structureBeat.purpose}</p>
        </details>
      ) : null}
      <BeatText
        id={`${ids}-title`}
        label={t('outline.ui.title')}
        value={title}
        maxLength={BEAT_TITLE_MAX}
        language={outline.language}
        onWrite={(value) => autosave.write('title', value)}
      />
      <BeatText
        id={`${ids}-summary`}
        label={t('outline.ui.summary')}
        value={autosave.shownValue('summary')}
        maxLength={BEAT_SUMMARY_MAX}
        language={outline.language}
        multiline
        onWrite={(value) => autosave.write('summary', value)}
      />
      <BeatText
        id={`${ids}-change`}
        label={t('outline.ui.change')}
        value={autosave.shownValue('change')}
        maxLength={BEAT_CHANGE_MAX}
        language={outline.language}
        multiline
        onWrite={(value) => autosave.write('change', value)}
      />
      {cards ? (
        <BeatPeople ids={ids} beat={beat} cards={cards} onChoose={autosave.choose} />
      ) : (
        <p className="text-sm text-ink-muted">{t('outline.ui.cardsLoading')}</p>
      )}
      <div className="max-w-48">
        <label htmlFor={`${ids}-words`} className={labelStyles}>
          {t('outline.ui.targetWords')}
        </label>
        <input
          id={`${ids}-words`}
          type="number"
          inputMode="numeric"
          min={0}
          step={1}
          value={autosave.shownValue('words')}
          onChange={(event) => autosave.write('words', event.target.value)}
          className={`${inputStyles} mt-1`}
        />
      </div>
      <p
        role="status"
        className={`text-xs ${autosave.status === 'failed' ? 'text-danger' : 'text-ink-muted'}`}
      >
        {t(`outline.ui.status.${autosave.status}`)}
      </p>
      <div className="flex flex-wrap items-center gap-2 border-t border-line pt-3">
        <button
          id={moveButtonId(beat.id, -1)}
          type="button"
          onClick={() => onMove(-1)}
          disabled={index === 0}
          aria-describedby={`${ids}-heading`}
          className={smallButton}
        >
          <ArrowUp aria-hidden="true" className="size-4" />
          {t('outline.ui.moveUp')}
        </button>
        <button
          id={moveButtonId(beat.id, 1)}
          type="button"
          onClick={() => onMove(1)}
          disabled={index === count - 1}
          aria-describedby={`${ids}-heading`}
          className={smallButton}
        >
          <ArrowDown aria-hidden="true" className="size-4" />
          {t('outline.ui.moveDown')}
        </button>
        {addAfter}
        <ConfirmDelete
          question={t('outline.ui.deleteBeatQuestion', { title: title || name })}
          confirmLabel={t('outline.ui.deleteBeatConfirm')}
          deleting={deleting}
          onDelete={onDelete}
          button={{ className: smallButton, label: t('outline.ui.deleteBeat') }}
        />
      </div>
    </article>
  );
}
