let seed: number | undefined;

/** A whole number from 0 to 2^31 - 1. */
export function isVisitSeed(value: unknown): value is number {
  return Number.isInteger(value) && (value as number) >= 0 && (value as number) < 2 ** 31;
}

/**
 * The seed of what this page shows in a random order that stays put while the writer is
 * on it (the history's filter chips, SPEC.md section 9): drawn once per page.
 */
export function visitSeed(): number {
  seed ??= Math.floor(Math.random() * 2 ** 31);
  return seed;
}

/**
 * A page the server drew was drawn with its own seed, which it writes in the page: the app
 * takes it (main.tsx), so it draws the same order. The server's renderer sets the seed of
 * each page before drawing it.
 */
export function provideVisitSeed(value: number) {
  seed = value;
}
