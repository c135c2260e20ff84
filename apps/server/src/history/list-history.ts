import type { HistoryPage, HistoryQuery } from '@plume/core/contracts';
import { searchTermsOf } from '@plume/core/history';
import { asc, eq, type SQL, sql } from 'drizzle-orm';
import type { Db, Reader } from '../db/database';
import { historyGenreCounts, historyTotals } from '../db/schema';
import type { GenreCatalogues } from '../genres/genre-catalogues';
import { AppError } from '../http/app-error';
import type { HistorySearchLabels } from './history-search';
import { matchingEntries } from './matching-entries';
import { countEntries, readPage } from './read-page';
import { similarWords } from './similar-words';

/**
 * What GET /api/history accepts, checked by the route: the desk's query (genres by any of
 * their names, or ids) with a page size.
 */
export type ListQuery = HistoryQuery & { pageSize: number };

export interface ListDependencies {
  db: Db;
  catalogues: GenreCatalogues;
  search: HistorySearchLabels;
}

/**
 * One page of the writer's history for GET /api/history: the entries that carry every
 * genre asked for and match every word searched (docs/PRODUCT.md, "History search"), with
 * the genre facet of the whole history beside them.
 */
export async function listHistory(
  { db, catalogues, search }: ListDependencies,
  userId: string,
  query: ListQuery,
): Promise<HistoryPage> {
  const genres = [...new Set(requiredGenres(catalogues, query.genres))];
  const terms = searchTermsOf(query.q);
  const words = await Promise.all(terms.map((term) => similarWords(db, term)));
  const matches = matchingEntries(db, {
    userId,
    genres,
    favourite: query.favourite,
    terms: terms.map((term, position) => ({
      matches: search.matchesOf(term, query.language),
      words: words[position] ?? [],
    })),
  });
  const unfiltered = genres.length === 0 && terms.length === 0 && !query.favourite;
  // A term that matches nothing anywhere leaves no entry.
  const entries = matches
    ? readMatchingPage(db, { userId, matches, unfiltered, query, catalogues })
    : Promise.resolve({ items: [], total: 0, page: 1, pageCount: 0 });
  const [page, facet] = await Promise.all([entries, genreFacet(db, userId)]);
  return {
    ...page,
    genres: facet.map((genre) => ({
      label: genre.label,
      id: catalogues.canonical(genre.label)?.id ?? null,
      count: genre.count,
    })),
  };
}

/** The labels of the genres asked for, by any of their names; an unknown one is a 400. */
function requiredGenres(catalogues: GenreCatalogues, names: readonly string[]): string[] {
  return names.map((name) => {
    const genre = catalogues.canonical(name);
    if (!genre) {
      throw new AppError('genres.unknownGenre', {
        message: `Unknown genre: ${name.slice(0, 100)}`,
        status: 400,
      });
    }
    return genre.label;
  });
}

function readMatchingPage(
  db: Db,
  {
    userId,
    matches,
    unfiltered,
    query,
    catalogues,
  }: {
    userId: string;
    matches: SQL;
    unfiltered: boolean;
    query: ListQuery;
    catalogues: GenreCatalogues;
  },
) {
  return db.transaction(
    async (tx) => {
      // The planner prices the overlap of an idea's words as a cheap comparison and would
      // rather test it on every row than read the GIN indexes; each row's word list is
      // compressed, which makes every test cost. One writer's history is always reached
      // through an index (docs/decisions/010).
      await tx.execute(sql`set local enable_seqscan = off`);
      const total = unfiltered ? await totalOf(tx, userId) : await countEntries(tx, matches);
      return readPage(tx, userId, matches, total, query, catalogues.canonical);
    },
    // The total and the page see the same entries, however many are saved meanwhile.
    { isolationLevel: 'repeatable read', accessMode: 'read only' },
  );
}
/** The writer's number of entries, kept by the triggers of migration 0006. */
async function totalOf(db: Reader, userId: string): Promise<number> {
  const [row] = await db
    .select({ entries: historyTotals.entries })
    .from(historyTotals)
    .where(eq(historyTotals.userId, userId));
  return row?.entries ?? 0;
}

function genreFacet(db: Db, userId: string) {
  return db
    .select({ label: historyGenreCounts.genre, count: historyGenreCounts.entries })
    .from(historyGenreCounts)
    .where(eq(historyGenreCounts.userId, userId))
    .orderBy(asc(historyGenreCounts.genre));
}
