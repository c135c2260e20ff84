import type { HistoryEntry } from '@plume/core';
import { useEffect, useRef, useState } from 'react';
import { useLatestEntry, useUpdateHistoryEntry } from '../../../lib/update-history-entry';

/** A pause in typing long enough to be one, short enough that leaving loses nothing. */
const NOTE_SAVE_DELAY_MS = 700;

/** What the last save of the editor did; nothing yet when it opens. */
export type NoteSaveStatus = 'idle' | 'saving' | 'failed' | 'saved';

/**
 * The note being written on an entry, saved after a pause in typing, when the writer is
 * done, and when the card leaves the screen with something unsaved.
 */
export function useNoteAutosave(entry: HistoryEntry) {
  const latest = useLatestEntry(entry);
  const update = useUpdateHistoryEntry(entry.id);
  const [draft, setDraft] = useState(latest.note);
  const timer = useRef<ReturnType<typeof setTimeout>>(undefined);
  const unsaved = useRef<string | null>(null);
  const { mutate } = update;
  const status: NoteSaveStatus = update.isPending
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

  /** A new editing starts from the saved note, with no status from the last one. */
  function start() {
    setDraft(latest.note);
    update.reset();
  }

  // A card leaving the screen (another page, a search) still saves what was typed.
  useEffect(
    () => () => {
      clearTimeout(timer.current);
      if (unsaved.current !== null) mutate({ note: unsaved.current });
    },
    [mutate],
  );

  return { note: latest.note, draft, status, write, start, finish: () => save(draft) };
}
