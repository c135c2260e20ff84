import { and, arrayContains, arrayOverlaps, eq, inArray, type SQL, sql } from 'drizzle-orm';
import type { Db } from '../db/database';
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
    const ways = labelConditions(term.matches).map((condition) => sql`${entries(condition)}`);
    if (term.words.length > 0) ways.push(holdingWords(filters.userId, term.words));
    if (ways.length === 0) return undefined;
    sets.push(sql`(${sql.join(ways, sql` union `)})`);
  }
  if (sets.length === 0) return sql`${entries(sql`true`)}`;
  return sql.join(sets, sql` intersect `);
}

/** The writer's entries whose mode, style or genres a term matches, each as a condition. */
function labelConditions(matches: TermMatches): SQL[] {
  const conditions: SQL[] = [];
  if (matches.modes.length > 0) conditions.push(inArray(generationHistory.mode, matches.modes));
  if (matches.styles.length > 0) conditions.push(inArray(generationHistory.style, matches.styles));
  if (matches.genres.length > 0) {
    conditions.push(arrayOverlaps(generationHistory.genres, matches.genres));
  }
  return conditions;
}

/**
 * The writer's entries holding any of `words`, found through the GIN index of the word
 * lists alone. Beside the writer's condition, the planner would rather read every one of
 * the writer's rows and test the overlap on each once the words are a dozen (a short term
 * and its slips: 2,400 entries of 10,000 for 'mens'), decompressing 10,000 word lists (0.3 s
 * on PGlite); `offset 0` keeps the index lookup a query of its own (docs/decisions/010).
 */
function holdingWords(userId: string, words: string[]): SQL {
  return sql`select "holding"."id", "holding"."created_at" from (
    select ${generationHistory.id}, ${generationHistory.userId}, ${generationHistory.createdAt}
    from ${generationHistory}
    where ${arrayOverlaps(generationHistory.searchWords, words)}
    offset 0
  ) as "holding" where "holding"."user_id" = ${userId}`;
}
