import { describe, expect, it } from 'vitest';
import { createSeededRandom, pickDistinct } from './seeded-random';

describe('createSeededRandom', () => {
  it('repeats its sequence for a seed and stays in [0, 1)', () => {
    const a = createSeededRandom(2024);
    const b = createSeededRandom(2024);
    for (let i = 0; i < 1000; i++) {
      const value = a();
      expect(value).toBe(b());
      expect(value).toBeGreaterThanOrEqual(0);
      expect(value).toBeLessThan(1);
    }
    expect(createSeededRandom(1)()).not.toBe(createSeededRandom(2)());
  });

  it('picks distinct elements', () => {
    const picked = pickDistinct([1, 2, 3, 4, 5], 3, createSeededRandom(3));
    expect(new Set(picked).size).toBe(3);
    expect(pickDistinct([1, 2], 5, createSeededRandom(3))).toHaveLength(2);
  });
});
