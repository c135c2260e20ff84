import type { HistoryEntry } from '@plume/core/contracts';
import { useState } from 'react';
import { useLatestEntry, useUpdateHistoryEntry } from '../../../lib/update-history-entry';
import { saveStatusOf, useAutosave } from '../../../lib/use-autosave';

/**
 * The note being written on an entry, saved after a pause in typing, when the writer is
 * done, and when the card leaves the screen with something unsaved.
 */
export function useNoteAutosave(entry: HistoryEntry) {
  const latest = useLatestEntry(entry);
  const update = useUpdateHistoryEntry(entry.id);
  const [draft, setDraft] = useState(latest.note);
  const autosave = useAutosave<string>({
    save: (note) => {
      if (note !== latest.note) update.mutate({ note });
    },
    merge: (_waiting, newer) => newer,
  });

  function write(note: string) {
    setDraft(note);
    autosave.schedule(note);
  }

  /** A new editing starts from the saved note, with no status from the last one. */
  function start() {
    setDraft(latest.note);
    update.reset();
  }

  return {
    note: latest.note,
    draft,
    status: saveStatusOf(update),
    write,
    start,
    finish: () => autosave.flush(draft),
  };
}
