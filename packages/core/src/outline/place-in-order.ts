import type { OutlineBeat } from './outline';
import { STRUCTURES, type StructureId } from './structures';

/**
 * Beats in the order the writer gave them, their positions made to follow that order: the
 * largest set of beats whose positions already rise with the list stays where it is, and
 * each other beat goes halfway between its new neighbours. Among sets as large, the one
 * whose beats sit nearest their structure's positions stays (so a beat dragged back to its
 * place goes back near its position rather than pushing its neighbour), and on a tie the
 * later beats stay (so a beat moved up is the one that moves). A beat of the writer's
 * joins the act of the beat before it.
 */
export function placeInOrder(beats: readonly OutlineBeat[], structure: StructureId): OutlineBeat[] {
  const ideal = new Map(STRUCTURES[structure].beats.map((beat) => [beat.key, beat.pct]));
  const distance = (beat: OutlineBeat) => {
    const pct = beat.key === null ? undefined : ideal.get(beat.key);
    return pct === undefined ? 0 : Math.abs(beat.pct - pct);
  };
  // The best rising run ending at each beat: how many beats, how far from their places.
  const runs = beats.map(() => ({ length: 1, distance: 0, previous: -1 }));
  beats.forEach((beat, index) => {
    const run = runs[index] as (typeof runs)[number];
    run.distance = distance(beat);
    for (let before = 0; before < index; before++) {
      const earlier = runs[before] as (typeof runs)[number];
      if ((beats[before] as OutlineBeat).pct > beat.pct) continue;
      const length = earlier.length + 1;
      const far = earlier.distance + distance(beat);
      if (length > run.length || (length === run.length && far <= run.distance)) {
        Object.assign(run, { length, distance: far, previous: before });
      }
    }
  });
  let end = -1;
  runs.forEach((run, index) => {
    const best = runs[end];
    if (
      !best ||
      run.length > best.length ||
      (run.length === best.length && run.distance <= best.distance)
    ) {
      end = index;
    }
  });
  const kept = new Set<number>();
  for (let index = end; index !== -1; index = (runs[index] as (typeof runs)[number]).previous) {
    kept.add(index);
  }

  const placed: OutlineBeat[] = [];
  beats.forEach((beat, index) => {
    const low = placed[index - 1]?.pct ?? 0;
    const next = beats.findIndex((_, after) => after > index && kept.has(after));
    const high = next === -1 ? 100 : (beats[next] as OutlineBeat).pct;
    const pct = kept.has(index) ? beat.pct : halfway(low, high);
    const act = beat.key === null ? (placed[index - 1]?.act ?? beat.act) : beat.act;
    placed.push({ ...beat, pct, act });
  });
  return placed;
}

/** Halfway between two positions, to a tenth of a percent. */
export function halfway(low: number, high: number): number {
  return Math.round(((low + Math.max(low, high)) / 2) * 10) / 10;
}
