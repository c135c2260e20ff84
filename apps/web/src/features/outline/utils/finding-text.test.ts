import type { OutlineFinding } from '@plume/core/outline';
import { describe, expect, it } from 'vitest';
import { findingText } from './finding-text';

const listing = {
  beats: [
    { key: 'disruption', act: 2, name: 'Élément perturbateur', purpose: '', pct: 10 },
    { key: 'adventures', act: 2, name: 'Péripéties', purpose: '', pct: 30 },
  ],
};
const beats = [
  { id: 'b1', key: 'disruption', title: 'La lettre' },
  { id: 'b2', key: null, title: 'Au port' },
];

const textOf = (finding: OutlineFinding, language = 'fr') =>
  findingText(finding, { beats, listing, language });

describe('the words of an outline finding', () => {
  it('names the structure’s beats of an order note by their names in the listing', () => {
    expect(
      textOf({ kind: 'beatOrder', beatId: 'b1', key: 'adventures', after: 'disruption' }),
    ).toEqual({
      key: 'outline.findings.beatOrder',
      params: { beat: 'Péripéties', after: 'Élément perturbateur' },
    });
  });

  it('gives a far beat’s positions as the language writes numbers', () => {
    const far: OutlineFinding = {
      kind: 'farFromPosition',
      beatId: 'b1',
      key: 'disruption',
      pct: 52.5,
      expected: '10',
    };
    expect(textOf(far).params).toEqual({
      beat: 'Élément perturbateur',
      pct: '52,5',
      expected: '10',
    });
    expect(textOf(far, 'en').params.pct).toBe('52.5');
  });

  it('names a beat without a key in the finding by its structure’s beat, else by its title', () => {
    expect(textOf({ kind: 'emptyChange', beatId: 'b1' }).params.beat).toBe('Élément perturbateur');
    expect(textOf({ kind: 'emptyChange', beatId: 'b2' }).params.beat).toBe('Au port');
  });

  it('names a missing beat from the listing', () => {
    expect(textOf({ kind: 'missingBeat', beatId: null, key: 'adventures' }).params.beat).toBe(
      'Péripéties',
    );
  });

  it('gives the lengths as target and words, grouped as the language groups digits', () => {
    const params = textOf({
      kind: 'lengthMismatch',
      beatId: null,
      words: 72_000,
      targetWords: 80_000,
    }).params;
    expect(params.words?.replace(/\s/g, ' ')).toBe('72 000');
    expect(params.target?.replace(/\s/g, ' ')).toBe('80 000');
    const english = textOf(
      { kind: 'lengthMismatch', beatId: null, words: 72_000, targetWords: 80_000 },
      'en',
    );
    expect(english.params).toMatchObject({ words: '72,000', target: '80,000' });
  });

  it('quotes the story bible’s notes as found', () => {
    expect(
      textOf({
        kind: 'nameDrift',
        beatId: 'b1',
        cardId: 'c1',
        name: 'Élise Martin',
        found: 'Elise',
        expected: 'Élise',
      }).params,
    ).toEqual({
      beat: 'Élément perturbateur',
      name: 'Élise Martin',
      found: 'Elise',
      expected: 'Élise',
    });
  });

  it('gives a late arrival’s position', () => {
    expect(
      textOf({ kind: 'lateArrival', beatId: 'b2', cardId: 'c2', name: 'Marc', pct: 85 }).params,
    ).toEqual({ beat: 'Au port', name: 'Marc', pct: '85' });
  });
});
