import type { RandomSource } from '../../genres/random-genres';

/**
 * mulberry32: a small, fast PRNG with a 32-bit state. Not for secrets; it exists so that
 * a seed reproduces an idea exactly (tests, regeneration, benchmarks).
 */
export function createSeededRandom(seed: number): RandomSource {
  let state = seed >>> 0;
  return () => {
    state = (state + 0x6d2b79f5) >>> 0;
    let t = state;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

/** One element of a non-empty list, uniformly. */
export function pickOne<T>(items: readonly T[], random: RandomSource): T {
  if (items.length === 0) throw new RangeError('cannot pick from an empty list');
  return items[Math.floor(random() * items.length)] as T;
}

/** True with the given probability. */
export function chance(probability: number, random: RandomSource): boolean {
  return random() < probability;
}

/** `count` distinct elements (fewer when the list is shorter), in random order. */
export function pickDistinct<T>(items: readonly T[], count: number, random: RandomSource): T[] {
  const pool = [...items];
  const picked = Math.min(count, pool.length);
  for (let i = 0; i < picked; i++) {
    const j = i + Math.floor(random() * (pool.length - i));
    [pool[i], pool[j]] = [pool[j] as T, pool[i] as T];
  }
  return pool.slice(0, picked);
}
