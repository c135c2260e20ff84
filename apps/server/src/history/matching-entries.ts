import { and, arrayContains, arrayOverlaps, eq, inArray, type SQL, sql } from 'drizzle-orm';
import type { Db } from '../db/client';
import { generationHistory } from '../db/schema';
import type { TermMatches } from './history-search';

/** What one search term matches: its labels, and the words of the ideas similar to it. */
export interface TermFilter {
  matches: TermMatches;
  words: string[];
}

/** A query's filters, each resolved to what entries store. */
export interface EntryFilters {
  userId: string;
  /** French labels an entry must all carry. */
  genres: string[];
  /** Each term must match (AND). */
  terms: TermFilter[];
  /** Only the writer's favourites. */
  favourite: boolean;
}

/**
 * The writer's entries that pass the filters, as a subquery named `matches` with their `id`
 * and `created_at`; `undefined` when some term matches nothing anywhere.
 *
 * Each way of matching is its own indexed query (mode and style through their B-trees,
 * genres and words through the GIN indexes), combined with UNION within a term and
 * INTERSECT across terms and the genre filter. Written as one WHERE with OR, the planner
 * rather tested every one of the writer's rows, decompressing each word list
 * (docs/decisions/010).
 */
export function matchingEntries(db: Db, filters: EntryFilters): SQL | undefined {
  const entries = (condition: SQL) =>
    db
      .select({ id: generationHistory.id, createdAt: generationHistory.createdAt })
      .from(generationHistory)
      .where(and(eq(generationHistory.userId, filters.userId), condition));
  const sets: SQL[] = [];
  if (filters.favourite) sets.push(sql`${entries(eq(generationHistory.favourite, true))}`);
  if (filters.genres.length > 0) {
    sets.push(sql`${entries(arrayContains(generationHistory.genres, filters.genres))}`);
  }
  for (const term of filters.terms) {
    const ways = termConditions(term).map((condition) => sql`${entries(condition)}`);
    if (ways.length === 0) return undefined;
    sets.push(sql`(${sql.join(ways, sql` union `)})`);
  }
  if (sets.length === 0) return sql`${entries(sql`true`)}`;
  return sql.join(sets, sql` intersect `);
}

function termConditions({ matches, words }: TermFilter): SQL[] {
  const conditions: SQL[] = [];
  if (matches.modes.length > 0) conditions.push(inArray(generationHistory.mode, matches.modes));
  if (matches.styles.length > 0) conditions.push(inArray(generationHistory.style, matches.styles));
  if (matches.genres.length > 0) {
    conditions.push(arrayOverlaps(generationHistory.genres, matches.genres));
  }
  if (words.length > 0) conditions.push(arrayOverlaps(generationHistory.searchWords, words));
  return conditions;
}
