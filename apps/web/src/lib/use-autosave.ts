import { useEffect, useRef } from 'react';

/** A pause in typing long enough to be one, short enough that leaving loses nothing. */
const SAVE_DELAY_MS = 700;

/** What the last save did; nothing yet when the editor opens. */
export type SaveStatus = 'idle' | 'saving' | 'failed' | 'saved';

/** The state of a TanStack Query mutation as a save's status. */
export function saveStatusOf(mutation: {
  isPending: boolean;
  isError: boolean;
  isSuccess: boolean;
}): SaveStatus {
  if (mutation.isPending) return 'saving';
  if (mutation.isError) return 'failed';
  return mutation.isSuccess ? 'saved' : 'idle';
}

/**
 * What a writer types, saved after a pause in typing, at once when they are done or make a
 * choice, and when the editor leaves the screen (closed, another page, a search) with
 * something unsaved. `merge` folds a newer change into the one waiting; `save` sends one.
 */
export function useAutosave<Change>({
  save,
  merge,
}: {
  save: (change: Change) => void;
  merge: (waiting: Change, newer: Change) => Change;
}) {
  const timer = useRef<ReturnType<typeof setTimeout>>(undefined);
  const waiting = useRef<Change | undefined>(undefined);
  // The editor's latest `save`, for the timer and the last save as the editor goes.
  const latestSave = useRef(save);
  useEffect(() => {
    latestSave.current = save;
  });

  /** What is waiting, with `now` (a choice, the text as it stands) folded in, saved now. */
  function flush(now?: Change) {
    clearTimeout(timer.current);
    const pending = waiting.current;
    waiting.current = undefined;
    const change = pending === undefined ? now : now === undefined ? pending : merge(pending, now);
    if (change !== undefined) latestSave.current(change);
  }

  /** A change typed: saved after a pause, with what was typed before it. */
  function schedule(change: Change) {
    waiting.current = waiting.current === undefined ? change : merge(waiting.current, change);
    clearTimeout(timer.current);
    timer.current = setTimeout(flush, SAVE_DELAY_MS);
  }

  useEffect(
    () => () => {
      clearTimeout(timer.current);
      if (waiting.current !== undefined) latestSave.current(waiting.current);
    },
    [],
  );

  return { schedule, flush };
}
