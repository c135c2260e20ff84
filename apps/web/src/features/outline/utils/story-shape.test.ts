import { describe, expect, it } from 'vitest';
import { actBands, markRows, storyShape } from './story-shape';

const quinary = {
  acts: ['État initial', 'Transformation', 'État final'],
  beats: [
    { key: 'initialSituation', act: 1, name: 'Situation initiale', purpose: '', pct: 0 },
    { key: 'disruption', act: 2, name: 'Élément perturbateur', purpose: '', pct: 10 },
    { key: 'adventures', act: 2, name: 'Péripéties', purpose: '', pct: 30 },
    { key: 'resolution', act: 2, name: 'Élément de résolution', purpose: '', pct: 80 },
    { key: 'finalSituation', act: 3, name: 'Situation finale', purpose: '', pct: 95 },
  ],
};

describe('the shape of a story', () => {
  it('draws each act from its first beat’s position to the next act’s, from 0 to 100', () => {
    expect(actBands(quinary)).toEqual([
      { act: 1, label: 'État initial', start: 0, end: 10 },
      { act: 2, label: 'Transformation', start: 10, end: 95 },
      { act: 3, label: 'État final', start: 95, end: 100 },
    ]);
  });

  it('starts the first act at 0 even when its first beat comes later', () => {
    const bands = actBands({
      acts: ['I', 'II'],
      beats: [
        { key: 'a', act: 1, name: 'A', purpose: '', pct: 5 },
        { key: 'b', act: 2, name: 'B', purpose: '', pct: 50 },
      ],
    });
    expect(bands.map((band) => [band.start, band.end])).toEqual([
      [0, 50],
      [50, 100],
    ]);
  });

  it('puts marks closer than the gap on rows of their own, and far ones on the first', () => {
    expect(markRows([0, 3, 5, 10, 12, 13, 50])).toEqual([0, 1, 0, 0, 1, 2, 0]);
    expect(markRows([50, 0])).toEqual([0, 0]);
  });

  it('marks each beat at its position with its number, its structure’s position and whether it is far', () => {
    const beats = [
      { id: 'one', key: 'initialSituation', title: 'Le calme', pct: 0 },
      { id: 'three', key: 'adventures', title: 'Les épreuves', pct: 5 },
      { id: 'two', key: 'disruption', title: 'La lettre', pct: 10 },
      { id: 'own', key: null, title: 'Au port', pct: 120 },
    ];
    const shape = storyShape(beats, quinary, new Set(['three']));
    expect(shape.marks).toEqual([
      { id: 'one', number: 1, title: 'Le calme', pct: 0, row: 0, far: false, ideal: 0 },
      { id: 'three', number: 2, title: 'Les épreuves', pct: 5, row: 0, far: true, ideal: 30 },
      { id: 'two', number: 3, title: 'La lettre', pct: 10, row: 0, far: false, ideal: 10 },
      { id: 'own', number: 4, title: 'Au port', pct: 100, row: 0, far: false, ideal: null },
    ]);
    expect(shape.ideals.map((ideal) => [ideal.name, ideal.pct])).toEqual([
      ['Situation initiale', 0],
      ['Élément perturbateur', 10],
      ['Péripéties', 30],
      ['Élément de résolution', 80],
      ['Situation finale', 95],
    ]);
    expect(shape.rows).toBe(1);
  });

  it('counts the rows its marks take, at least one', () => {
    expect(storyShape([], quinary, new Set()).rows).toBe(1);
    const close = [
      { id: 'a', key: null, title: 'A', pct: 40 },
      { id: 'b', key: null, title: 'B', pct: 41 },
    ];
    expect(storyShape(close, quinary, new Set()).rows).toBe(2);
  });
});
