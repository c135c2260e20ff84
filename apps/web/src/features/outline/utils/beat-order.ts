/**
 * The beats' ids with one moved from its place to another, the others keeping their order;
 * the same list when either place is outside it.
 */
export function moveTo(ids: readonly string[], from: number, to: number): string[] {
  const moved = [...ids];
  if (from < 0 || from >= ids.length || to < 0 || to >= ids.length || from === to) return moved;
  const [id] = moved.splice(from, 1);
  moved.splice(to, 0, id as string);
  return moved;
}

/** The beats' ids with one moved a place up (-1) or down (+1); null when it cannot move. */
export function moveBy(ids: readonly string[], id: string, step: -1 | 1): string[] | null {
  const from = ids.indexOf(id);
  const to = from + step;
  if (from === -1 || to < 0 || to >= ids.length) return null;
  return moveTo(ids, from, to);
}

/** A run of beats of one act, in the order of the outline, with each beat's place in it. */
export interface ActRun<Beat> {
  act: number;
  /** The run's first beat's place in the outline: what names the run. */
  start: number;
  beats: { beat: Beat; index: number }[];
}

/**
 * The outline's beats as its acts, in the order of the list: a new act starts where a
 * beat's act differs from the one before, so a beat moved into another act's beats shows
 * where it now is (and the act it belongs to shows twice).
 */
export function actRuns<Beat extends { act: number }>(beats: readonly Beat[]): ActRun<Beat>[] {
  const runs: ActRun<Beat>[] = [];
  beats.forEach((beat, index) => {
    const last = runs.at(-1);
    if (last && last.act === beat.act) last.beats.push({ beat, index });
    else runs.push({ act: beat.act, start: index, beats: [{ beat, index }] });
  });
  return runs;
}
