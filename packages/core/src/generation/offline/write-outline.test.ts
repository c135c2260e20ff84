import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { builtInIdea, planCards } from '../../bible/test-ideas.fixture';
import { LANGUAGES, type Language } from '../../i18n/languages';
import { DEFAULT_TARGET_WORDS, type OutlineBeat, wordsByPosition } from '../../outline/outline';
import { checkOutline } from '../../outline/outline-checks';
import { STRUCTURE_IDS, STRUCTURES, type StructureId } from '../../outline/structures';
import type { Mode } from '../generation-options';
import { languageOfIdea } from '../language-of-idea';
import type { OfflineIdea } from './compose-idea';
import { createSeededRandom } from './seeded-random';
import { type OutlinedIdea, writeOutline } from './write-outline';

const MODES: readonly Mode[] = ['quick', 'key-points', 'detailed'];

/** A built-in idea as an outline is written from it. */
function outlined(written: OfflineIdea, language: Language, mode: Mode): OutlinedIdea {
  return {
    idea: written.text,
    language,
    mode,
    style: 'moderne',
    genres: [],
    plan: written.plan,
    elements: null,
  };
}

/** An outline's beats as the server keeps them, people by their cards' ids. */
function beatsOf(idea: OutlinedIdea, structure: StructureId, seed: number): OutlineBeat[] {
  const drafts = writeOutline(idea, { structure }, createSeededRandom(seed));
  const words = wordsByPosition(
    drafts.map((draft) => draft.pct),
    DEFAULT_TARGET_WORDS,
  );
  const ids = { lead: 'card-0', second: 'card-1', third: 'card-2' };
  return drafts.map((draft, index) => ({
    id: `beat-${index}`,
    key: draft.key,
    act: draft.act,
    title: draft.key,
    summary: draft.summary,
    change: draft.change,
    pov: 'card-0',
    cast: draft.people.map((person) => ids[person]),
    place: null,
    pct: draft.pct,
    words: words[index] ?? 0,
    locked: false,
    source: 'plan',
  }));
}

describe('the built-in outline', () => {
  it('tells every beat of every structure, in the idea’s language, with no note of its own checks', () => {
    fc.assert(
      fc.property(
        fc.constantFrom(...LANGUAGES),
        fc.constantFrom(...MODES),
        fc.constantFrom(...STRUCTURE_IDS),
        fc.integer({ min: 1, max: 10_000 }),
        (language, mode, structure, seed) => {
          const written = builtInIdea(language, mode, seed);
          const idea = outlined(written, language, mode);
          const beats = beatsOf(idea, structure, seed + 1);
          expect(beats.map((beat) => beat.key)).toEqual(
            STRUCTURES[structure].beats.map((beat) => beat.key),
          );
          for (const beat of beats) {
            expect(beat.summary.trim()).not.toBe('');
            expect(beat.summary).not.toMatch(/[{}<>]| [,.]|\.\.|,,/u);
            expect(beat.change.trim()).not.toBe('');
          }
          expect(languageOfIdea(beats.map((beat) => beat.summary).join(' '))).toBe(language);
          const outline = { structure, language, targetWords: DEFAULT_TARGET_WORDS, beats };
          expect(checkOutline(outline, planCards(written))).toEqual([]);
        },
      ),
      // A seed of its own, so that CI runs the same cases every time; the examples are
      // cases an earlier run found (a sentence-initial "Todas" read as a slip for "Tomás").
      { numRuns: 150, seed: 20261129, examples: [['es', 'quick', 'save-the-cat', 3426]] },
    );
  });

  it('names the lead in most beats of a long structure', () => {
    for (const language of LANGUAGES) {
      const idea = outlined(builtInIdea(language, 'quick', 3), language, 'quick');
      const lead = idea.plan?.cast[0].first ?? '';
      const beats = beatsOf(idea, 'save-the-cat', 4);
      expect(beats.filter((beat) => beat.summary.includes(lead)).length).toBeGreaterThan(7);
    }
  });

  it('redraws the beats it is given, each unlike its summary before', () => {
    const idea = outlined(builtInIdea('fr', 'detailed', 5), 'fr', 'detailed');
    const before = writeOutline(idea, { structure: 'save-the-cat' }, createSeededRandom(1));
    const redraw = new Map(before.slice(2).map((beat) => [beat.key, beat.summary]));
    const after = writeOutline(idea, { structure: 'save-the-cat', redraw }, createSeededRandom(2));
    expect(after.map((beat) => beat.key)).toEqual([...redraw.keys()]);
    for (const beat of after) expect(beat.summary).not.toBe(redraw.get(beat.key));
  });

  it('asks the writer, rather than inventing, where an AI’s idea gives a beat nothing', () => {
    const idea: OutlinedIdea = {
      idea: 'La Marée\n\nÉlise, gardienne de phare, trouve une lettre.',
      language: 'fr',
      mode: 'quick',
      style: 'moderne',
      genres: [],
      plan: null,
      elements: {
        source: 'answer',
        title: 'La Marée',
        lead: { name: 'Élise Morvan', role: 'gardienne de phare', gender: 'feminine' },
        cast: [],
        setting: 'un phare breton, en 1953',
        conflict: 'Élise trouve une lettre qui accuse son père',
        twist: null,
        ending: 'Élise rend la lettre à la mer',
      },
    };
    const beats = writeOutline(idea, { structure: 'save-the-cat' }, createSeededRandom(1));
    const catalyst = beats.find((beat) => beat.key === 'catalyst');
    expect(catalyst?.summary).toBe('Élise trouve une lettre qui accuse son père.');
    const asked = beats.filter((beat) => !beat.told);
    expect(asked.length).toBeGreaterThan(0);
    for (const beat of asked) expect(beat.summary).toMatch(/\?$/u);
    expect(asked.some((beat) => beat.summary.includes('Élise'))).toBe(true);
  });
});
