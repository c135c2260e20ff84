import type { Catalogue } from './catalogue/types';

/** The random-genres mode picks 2 to 5 genres, 2 unless asked (docs/PRODUCT.md, Modes). */
export const RANDOM_GENRE_MIN = 2;
export const RANDOM_GENRE_MAX = 5;
export const RANDOM_GENRE_DEFAULT = 2;

/** A number in [0, 1), like Math.random; injected so tests and seeds are repeatable. */
export type RandomSource = () => number;

/**
 * `count` distinct genre ids drawn uniformly from the catalogue (a partial Fisher-Yates
 * shuffle). Throws a RangeError for a count outside 2 to 5.
 */
export function pickRandomGenres(
  catalogue: Catalogue,
  count: number,
  random: RandomSource = Math.random,
): string[] {
  if (!Number.isInteger(count) || count < RANDOM_GENRE_MIN || count > RANDOM_GENRE_MAX) {
    throw new RangeError(`random genre count must be ${RANDOM_GENRE_MIN} to ${RANDOM_GENRE_MAX}`);
  }
  const ids = catalogue.flatMap((category) =>
    category.subcategories.flatMap((subcategory) => subcategory.genres.map((genre) => genre.id)),
  );
  const picked = Math.min(count, ids.length);
  for (let i = 0; i < picked; i++) {
    const j = i + Math.floor(random() * (ids.length - i));
    [ids[i], ids[j]] = [ids[j] as string, ids[i] as string];
  }
  return ids.slice(0, picked);
}
