import type { Outline, OutlineBeat } from '@plume/core/outline';
import { useState } from 'react';
import { saveStatusOf, useAutosave } from '../../../lib/use-autosave';
import { type BeatChange, useUpdateBeat } from '../api/outlines';
import { wordsOf } from '../utils/beat-words';

/** The beat's texts a writer types, each as its field holds it (its words as typed). */
export type BeatTextKey = 'title' | 'summary' | 'change' | 'words';

/**
 * A beat edited in place, as the story bible's cards are: what the writer types shows at
 * once and is saved after a pause, a choice (a person, the place, the lock) at once with
 * what was typed before it, and what is left unsaved when the beat leaves the screen.
 */
export function useBeatAutosave(outline: Outline, beat: OutlineBeat) {
  const update = useUpdateBeat(outline, beat.id);
  const [draft, setDraft] = useState<Partial<Record<BeatTextKey, string>>>({});
  const { mutate } = update;
  const autosave = useAutosave<BeatChange>({
    save: (change) => {
      if (Object.keys(change).length > 0) mutate(change);
    },
    merge: (waiting, newer) => ({ ...waiting, ...newer }),
  });

  /** A text typed: shown now, saved after a pause (a word target once it is a number). */
  function write(key: BeatTextKey, value: string) {
    setDraft((current) => ({ ...current, [key]: value }));
    if (key !== 'words') {
      autosave.schedule({ [key]: value });
      return;
    }
    const words = wordsOf(value);
    if (words !== null) autosave.schedule({ words });
  }

  /** A choice made: saved at once, with what was typed before it. */
  function choose(change: BeatChange) {
    autosave.flush(change);
  }

  /** A text as the writer sees it: as typed, else as saved. */
  function shownValue(key: BeatTextKey): string {
    return draft[key] ?? String(beat[key]);
  }

  return {
    status: saveStatusOf(update),
    write,
    choose,
    shownValue,
    flush: () => autosave.flush(),
  };
}
