import { describe, expect, it } from 'vitest';
import { isVisitSeed, provideVisitSeed, visitSeed } from './visit-seed';

describe('the seed of a visit', () => {
  it('is drawn once per page, or taken from the page the server drew', () => {
    const first = visitSeed();
    expect(isVisitSeed(first)).toBe(true);
    expect(visitSeed()).toBe(first);
    provideVisitSeed(42);
    expect(visitSeed()).toBe(42);
  });

  it('is a whole number from 0 to 2^31 - 1', () => {
    for (const seed of [0, 1, 2 ** 31 - 1]) expect(isVisitSeed(seed), String(seed)).toBe(true);
    for (const seed of [-1, 2 ** 31, 1.5, Number.NaN, '7', undefined]) {
      expect(isVisitSeed(seed), String(seed)).toBe(false);
    }
  });
});
