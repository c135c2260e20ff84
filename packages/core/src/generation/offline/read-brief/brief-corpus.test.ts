import { describe, expect, it } from 'vitest';
import { LANGUAGES } from '../../../i18n/languages';
import { BRIEF_ITEM_ROLES, type BriefItemRole } from '../../brief-report';
import { BRIEF_CORPUS } from './brief-corpus.fixture';

/** The corpus itself: large, varied and copied from its notes, before it measures a reader. */
describe('BRIEF_CORPUS', () => {
  describe.each(LANGUAGES)('%s', (language) => {
    const corpus = BRIEF_CORPUS[language];

    it('holds at least 45 briefs', () => {
      expect(corpus.length).toBeGreaterThanOrEqual(45);
    });

    it('copies every expected text exactly from its notes', () => {
      for (const { notes, expected } of corpus) {
        for (const { text } of expected) {
          expect(text, notes).toBe(text.trim());
          expect(text.length, notes).toBeGreaterThan(0);
          expect(notes, text).toContain(text);
        }
      }
    });

    it('expects each item of a brief once', () => {
      for (const { notes, expected } of corpus) {
        const keys = expected.map(({ text, as }) => `${as}:${text}`);
        expect(new Set(keys).size, notes).toBe(keys.length);
      }
    });

    it('gives every item one of the roles', () => {
      for (const { notes, expected } of corpus) {
        for (const item of expected) expect(BRIEF_ITEM_ROLES, notes).toContain(item.as);
      }
    });

    it('covers every role at least 4 times', () => {
      const counts = new Map<BriefItemRole, number>();
      for (const { expected } of corpus) {
        for (const { as } of expected) counts.set(as, (counts.get(as) ?? 0) + 1);
      }
      for (const role of BRIEF_ITEM_ROLES) {
        expect(counts.get(role) ?? 0, role).toBeGreaterThanOrEqual(4);
      }
    });

    it('holds briefs with one item and briefs with nothing usable', () => {
      expect(corpus.filter((brief) => brief.expected.length === 1).length).toBeGreaterThanOrEqual(
        4,
      );
      expect(corpus.filter((brief) => brief.expected.length === 0).length).toBeGreaterThanOrEqual(
        3,
      );
    });

    it('keeps notes between 5 and 60 words', () => {
      for (const { notes } of corpus) {
        const words = notes.split(/\s+/).filter((word) => /\p{L}|\d/u.test(word)).length;
        expect(words, notes).toBeGreaterThanOrEqual(5);
        expect(words, notes).toBeLessThanOrEqual(60);
      }
    });
  });

  it('holds no notes twice', () => {
    const notes = LANGUAGES.flatMap((language) => BRIEF_CORPUS[language].map((b) => b.notes));
    const seen = new Set<string>();
    const repeated = notes.filter((note) => seen.has(note) || !seen.add(note));
    expect(repeated).toEqual([]);
  });
});
