import { type EraId, type FamilyId, GENRE_FAMILIES } from '../../genres/catalogue/families';
import type { PromptGenre } from '../generation-options';

/** The catalogue's declarations, as a map: an id such as "constructor" finds nothing. */
const declared = new Map(Object.entries(GENRE_FAMILIES));

/** The families a genre belongs to (genres/catalogue/families.ts); empty when unknown. */
export function familiesOfGenre(genreId: string): readonly FamilyId[] {
  return declared.get(genreId)?.families ?? [];
}

/** The period a genre is set in, when it names one. */
export function eraOfGenre(genreId: string): EraId | undefined {
  return declared.get(genreId)?.era;
}

/**
 * Families that define where and when a story happens, strongest first: the world of an
 * idea comes from the first of these among its genres' families.
 */
export const WORLD_PRIORITY: readonly FamilyId[] = [
  'space',
  'future',
  'tech',
  'retro',
  'western',
  'fantasy',
  'tale',
  'sea',
  'war',
  'historical',
  'adventure',
  'weird',
  'horror',
  'young',
  'time',
  'detective',
  'noir',
  'thriller',
  'romance',
  'humour',
  'family',
  'literary',
  'society',
];

/** The families of a set of genres, without repeats; `society` when none is known. */
export function familiesOfGenres(genres: readonly PromptGenre[]): FamilyId[] {
  const families = [...new Set(genres.flatMap((genre) => familiesOfGenre(genre.id)))];
  return families.length > 0 ? families : ['society'];
}
