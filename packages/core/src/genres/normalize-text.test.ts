import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { editDistance, normalizeText, similarity } from './normalize-text';

/** The textbook full-matrix distance, to check the optimised one against. */
function referenceDistance(a: string, b: string): number {
  const rows = Array.from({ length: a.length + 1 }, (_, i) =>
    Array.from({ length: b.length + 1 }, (_, j) => (i === 0 ? j : j === 0 ? i : 0)),
  );
  for (let i = 1; i <= a.length; i++) {
    for (let j = 1; j <= b.length; j++) {
      const row = rows[i] as number[];
      const above = rows[i - 1] as number[];
      row[j] = Math.min(
        (above[j] as number) + 1,
        (row[j - 1] as number) + 1,
        (above[j - 1] as number) + (a[i - 1] === b[j - 1] ? 0 : 1),
      );
    }
  }
  return (rows[a.length] as number[])[b.length] as number;
}

describe('normalizeText', () => {
  it('lowercases, strips accents and reads apostrophes and dashes as spaces', () => {
    expect(normalizeText('  Épopée  FANTASTIQUE ')).toBe('epopee fantastique');
    expect(normalizeText('Roman d’apprentissage')).toBe('roman d apprentissage');
    expect(normalizeText("Roman d'apprentissage")).toBe('roman d apprentissage');
    expect(normalizeText('Science-fiction')).toBe('science fiction');
    expect(normalizeText('Ñandú')).toBe('nandu');
    expect(normalizeText('Comédie de mœurs')).toBe('comedie de moeurs');
    expect(normalizeText('Sœur, Æsir')).toBe('soeur aesir');
  });
});

describe('editDistance and similarity', () => {
  it('agrees with the textbook distance on any pair of strings', () => {
    fc.assert(
      fc.property(fc.string({ maxLength: 80 }), fc.string({ maxLength: 80 }), (a, b) => {
        expect(editDistance(a, b)).toBe(referenceDistance(a, b));
      }),
    );
  });

  it('stops early past the limit without ever answering less than the truth', () => {
    fc.assert(
      fc.property(
        fc.string({ maxLength: 20 }),
        fc.string({ maxLength: 20 }),
        fc.nat(5),
        (a, b, limit) => {
          const truth = referenceDistance(a, b);
          const bounded = editDistance(a, b, limit);
          if (truth <= limit) expect(bounded).toBe(truth);
          else expect(bounded).toBeGreaterThan(limit);
        },
      ),
    );
  });

  it('measures similarity as one minus the distance over the longer length', () => {
    expect(similarity('mystery', 'mistery')).toBeCloseTo(1 - 1 / 7);
    expect(similarity('', '')).toBe(1);
    expect(similarity('abc', 'xyz')).toBe(0);
    expect(similarity('fantasy', 'fantasi', 0.9)).toBe(0);
  });
});
