import type { OutlineBeat, StructureListing } from '@plume/core/outline';

/**
 * The picture of a story's shape (docs/PRODUCT.md, Outlines), as positions along the story
 * from 0 to 100 %: the structure's acts as bands, each beat as a mark at its position and
 * the structure's own positions beside them. Horizontal positions are percentages of the
 * picture's width, so the picture fits any screen with its text at its own size.
 */

/**
 * Under this many points of percent apart, two marks would overlap: the later one goes a row
 * down. The picture gives the gap its width asks for once it knows it.
 */
export const MARK_GAP = 5;

export interface ShapeBand {
  act: number;
  label: string;
  /** Where the act starts and ends, in percent of the story. */
  start: number;
  end: number;
}

export interface ShapeMark {
  id: string;
  /** The beat's place in the outline, from 1. */
  number: number;
  title: string;
  pct: number;
  /** Its row, from 0, so that close marks do not cover one another. */
  row: number;
  /** Far from its structure's position (the checks' farFromPosition). */
  far: boolean;
  /** The structure's position of the beat, when it is one of the structure's beats. */
  ideal: number | null;
}

export interface ShapeIdeal {
  key: string;
  name: string;
  pct: number;
}

export interface StoryShape {
  bands: ShapeBand[];
  marks: ShapeMark[];
  ideals: ShapeIdeal[];
  /** How many rows the marks take. */
  rows: number;
}

const clamp = (pct: number) => Math.min(100, Math.max(0, pct));

/**
 * Each act of the structure from where its first beat usually falls to where the next
 * act's does; the first from 0, the last to 100.
 */
export function actBands(listing: Pick<StructureListing, 'acts' | 'beats'>): ShapeBand[] {
  const starts = listing.acts.map((_, index) => {
    const own = listing.beats.filter((beat) => beat.act === index + 1).map((beat) => beat.pct);
    return index === 0 ? 0 : own.length > 0 ? Math.min(...own) : null;
  });
  return listing.acts.flatMap((label, index) => {
    const start = starts[index];
    if (start === null || start === undefined) return [];
    const end = starts.slice(index + 1).find((next) => next !== null && next !== undefined) ?? 100;
    return [{ act: index + 1, label, start: clamp(start), end: clamp(end) }];
  });
}

/** The row of each position (in their order), the first row that leaves MARK_GAP free. */
export function markRows(pcts: readonly number[], gap = MARK_GAP): number[] {
  const order = pcts.map((pct, index) => ({ pct, index })).sort((a, b) => a.pct - b.pct);
  const lastInRow: number[] = [];
  const rows: number[] = new Array(pcts.length).fill(0);
  for (const { pct, index } of order) {
    let row = lastInRow.findIndex((last) => pct - last >= gap);
    if (row === -1) row = lastInRow.length;
    lastInRow[row] = pct;
    rows[index] = row;
  }
  return rows;
}

export function storyShape(
  beats: readonly Pick<OutlineBeat, 'id' | 'key' | 'title' | 'pct'>[],
  listing: Pick<StructureListing, 'acts' | 'beats'>,
  farBeatIds: ReadonlySet<string>,
  /** How far apart, in points of percent, two marks must be to share a row. */
  gap = MARK_GAP,
): StoryShape {
  const idealOf = new Map(listing.beats.map((beat) => [beat.key, beat.pct]));
  const rows = markRows(
    beats.map((beat) => clamp(beat.pct)),
    gap,
  );
  const marks = beats.map((beat, index) => ({
    id: beat.id,
    number: index + 1,
    title: beat.title,
    pct: clamp(beat.pct),
    row: rows[index] ?? 0,
    far: farBeatIds.has(beat.id),
    ideal: beat.key === null ? null : (idealOf.get(beat.key) ?? null),
  }));
  return {
    bands: actBands(listing),
    marks,
    ideals: listing.beats.map((beat) => ({ key: beat.key, name: beat.name, pct: clamp(beat.pct) })),
    rows: Math.max(1, ...rows.map((row) => row + 1)),
  };
}
