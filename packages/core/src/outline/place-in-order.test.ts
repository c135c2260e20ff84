import { describe, expect, it } from 'vitest';
import type { OutlineBeat } from './outline';
import { placeInOrder } from './place-in-order';
import { STRUCTURES } from './structures';

/** The quinary's beats at their structure's positions, by key. */
const QUINARY = Object.fromEntries(
  STRUCTURES.quinary.beats.map((beat): [string, OutlineBeat] => [
    beat.key,
    {
      id: beat.key,
      key: beat.key,
      act: beat.act,
      title: beat.key,
      summary: '',
      change: '',
      pov: null,
      cast: [],
      place: null,
      pct: beat.pct,
      words: 0,
      locked: false,
      source: 'plan',
    },
  ]),
) as Record<string, OutlineBeat>;

const { initialSituation, disruption, adventures, resolution, finalSituation } = QUINARY as Record<
  string,
  OutlineBeat
>;
const positions = (beats: OutlineBeat[]) => beats.map((beat) => [beat.id, beat.pct]);

describe('placeInOrder', () => {
  it('leaves beats whose positions already follow the list where they are', () => {
    const beats = Object.values(QUINARY);
    expect(placeInOrder(beats, 'quinary')).toEqual(beats);
  });

  it('moves the beat moved up halfway between its new neighbours', () => {
    const moved = placeInOrder(
      [initialSituation, adventures, disruption, resolution, finalSituation] as OutlineBeat[],
      'quinary',
    );
    expect(positions(moved)).toEqual([
      ['initialSituation', 0],
      ['adventures', 5],
      ['disruption', 10],
      ['resolution', 80],
      ['finalSituation', 95],
    ]);
  });

  it('sends a beat dragged back near its place, not its neighbour', () => {
    const up = placeInOrder(
      [initialSituation, adventures, disruption, resolution, finalSituation] as OutlineBeat[],
      'quinary',
    );
    const [first, moved, second, ...rest] = up as [OutlineBeat, OutlineBeat, OutlineBeat];
    const back = placeInOrder([first, second, moved, ...rest], 'quinary');
    expect(positions(back)).toEqual([
      ['initialSituation', 0],
      ['disruption', 10],
      ['adventures', 45],
      ['resolution', 80],
      ['finalSituation', 95],
    ]);
  });

  it('moves the finale put first to the start, and a writer’s beat joins the act before it', () => {
    const scene = { ...(disruption as OutlineBeat), id: 'scene', key: null, act: 3, pct: 99 };
    const placed = placeInOrder(
      [finalSituation, initialSituation, scene, disruption, adventures] as OutlineBeat[],
      'quinary',
    );
    expect(positions(placed)).toEqual([
      ['finalSituation', 0],
      ['initialSituation', 0],
      ['scene', 5],
      ['disruption', 10],
      ['adventures', 30],
    ]);
    expect(placed[2]?.act).toBe(initialSituation?.act);
  });
});
