import { HISTORY_NOTE_MAX, type HistoryEntry, type Language } from '@plume/core';
import { NotebookPen } from 'lucide-react';
import { useEffect, useId, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { secondaryButton } from '../../../components/button-styles';
import { inputStyles } from '../../../components/form-styles';
import { useLatestEntry, useUpdateHistoryEntry } from '../../../lib/update-history-entry';

/** A pause in typing long enough to be one, short enough that leaving loses nothing. */
const NOTE_SAVE_DELAY_MS = 700;

/**
 * The writer's private note on an idea: shown on the card, written in a text area that
 * saves as the writer types (after a pause, and when they are done), saying whether it is
 * saved.
 */
export function EntryNote({ entry, language }: { entry: HistoryEntry; language: Language }) {
  const { t } = useTranslation();
  const ids = useId();
  const latest = useLatestEntry(entry);
  const update = useUpdateHistoryEntry(entry.id);
  const [editing, setEditing] = useState(false);
  const [draft, setDraft] = useState(latest.note);
  const area = useRef<HTMLTextAreaElement>(null);
  const timer = useRef<ReturnType<typeof setTimeout>>(undefined);
  const unsaved = useRef<string | null>(null);
  const { mutate } = update;
  // What the last save of this editor did; nothing yet when it opens.
  const status = update.isPending
    ? 'saving'
    : update.isError
      ? 'failed'
      : update.isSuccess
        ? 'saved'
        : 'idle';

  function save(note: string) {
    clearTimeout(timer.current);
    unsaved.current = null;
    if (note === latest.note) return;
    mutate({ note });
  }

  function write(note: string) {
    setDraft(note);
    unsaved.current = note;
    clearTimeout(timer.current);
    timer.current = setTimeout(() => save(note), NOTE_SAVE_DELAY_MS);
  }

  // A card leaving the screen (another page, a search) still saves what was typed.
  useEffect(
    () => () => {
      clearTimeout(timer.current);
      if (unsaved.current !== null) mutate({ note: unsaved.current });
    },
    [mutate],
  );

  useEffect(() => {
    if (editing) area.current?.focus();
  }, [editing]);

  if (!editing) {
    return (
      <div className="mt-3">
        {latest.note ? (
          <div className="rounded-lg border border-line bg-surface p-3">
            <p className="text-xs font-medium text-ink-muted">{t('note.title')}</p>
            <p className="mt-1 text-sm whitespace-pre-line break-words text-ink">{latest.note}</p>
          </div>
        ) : null}
        <button
          type="button"
          onClick={() => {
            setDraft(latest.note);
            update.reset();
            setEditing(true);
          }}
          className="mt-2 inline-flex min-h-9 items-center gap-1.5 rounded-md text-sm font-medium text-accent underline-offset-4 hover:underline"
        >
          <NotebookPen aria-hidden="true" className="size-4" />
          {t(latest.note ? 'note.edit' : 'note.add')}
        </button>
      </div>
    );
  }

  return (
    <div className="mt-3 rounded-lg border border-line bg-surface p-3">
      <label htmlFor={`${ids}-note`} className="text-xs font-medium text-ink-muted">
        {t('note.title')}
      </label>
      <textarea
        ref={area}
        id={`${ids}-note`}
        value={draft}
        maxLength={HISTORY_NOTE_MAX}
        rows={4}
        onChange={(event) => write(event.target.value)}
        aria-describedby={`${ids}-status ${ids}-count`}
        placeholder={t('note.placeholder')}
        // Grows with the note from four rows (where field-sizing is supported), up to about a
        // dozen, then scrolls, as the brief's notes do.
        className={`${inputStyles} mt-1 field-sizing-content min-h-28 max-h-72 py-2`}
      />
      {/* Side by side where there is room; on a phone the status takes the line and the
          count goes under it, on the right. */}
      <div className="mt-1 flex flex-wrap items-center justify-between gap-x-3 gap-y-1 text-xs text-ink-muted">
        <p
          id={`${ids}-status`}
          role="status"
          className={`min-w-0 flex-1 basis-40 ${status === 'failed' ? 'text-danger' : ''}`}
        >
          {status === 'idle' ? t('note.private') : t(`note.${status}`)}
        </p>
        <p id={`${ids}-count`} className="ml-auto shrink-0 tabular-nums">
          {t('note.count', {
            length: draft.length.toLocaleString(language),
            max: HISTORY_NOTE_MAX.toLocaleString(language),
          })}
        </p>
      </div>
      <button
        type="button"
        onClick={() => {
          save(draft);
          setEditing(false);
        }}
        className={`${secondaryButton} mt-2 min-h-10 px-3`}
      >
        {t('note.done')}
      </button>
    </div>
  );
}
