import {
  type CanonicalGenreLookup,
  type Language,
  searchTermsOf,
  WORD_SIMILARITY_THRESHOLD,
} from '@plume/core';
import {
  and,
  arrayContains,
  arrayOverlaps,
  asc,
  count,
  desc,
  eq,
  inArray,
  or,
  type SQL,
  sql,
} from 'drizzle-orm';
import type { Db } from '../db/client';
import { generationHistory, historyGenreCounts, historyWords } from '../db/schema';
import { type HistoryEntry, toHistoryEntry } from '../generation/generation-service';
import type { GenreCatalogues } from '../genres/genre-catalogues';
import { AppError } from '../http/app-error';
import type { Logger } from '../logger';
import {
  createHistorySearchLabels,
  type HistorySearchLabels,
  type TermMatches,
} from './history-search';

/** SPEC.md section 9: five entries a page unless the client asks otherwise. */
export const DEFAULT_PAGE_SIZE = 5;
export const MAX_PAGE_SIZE = 100;

export interface HistoryDependencies {
  db: Db;
  genres: Promise<GenreCatalogues>;
  logger: Logger;
}

/** What GET /api/history accepts, already checked for shape by the route. */
export interface HistoryQuery {
  /** 1-based; clamped to the pages there are. */
  page: number;
  pageSize: number;
  /** Free text: every word must match somewhere in the entry (SPEC.md section 5). */
  q: string;
  /** Genre names in any language, or ids: entries must carry every one. */
  genres: string[];
  /** The language of the labels `q` is matched against. */
  language: Language;
}

/** GET /api/history's answer. */
export interface HistoryPage {
  items: HistoryEntry[];
  total: number;
  page: number;
  pageCount: number;
  /**
   * Every genre of the writer's history with its number of entries, whatever the filters;
   * the id (null if the catalogue lost the label) names it in the interface language.
   */
  genres: { label: string; id: string | null; count: number }[];
}

export interface HistoryService {
  list(userId: string, query: HistoryQuery): Promise<HistoryPage>;
  /** Deletes one of the writer's own entries; 404 otherwise. */
  remove(userId: string, id: string): Promise<void>;
}

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

const deleteFailed = () =>
  new AppError('history.deleteFailed', { message: 'Failed to delete history item', status: 404 });

export function createHistoryService(deps: HistoryDependencies): HistoryService {
  let labels: Promise<HistorySearchLabels> | undefined;
  const searchLabels = () => {
    labels ??= deps.genres.then(createHistorySearchLabels);
    return labels;
  };

  /**
   * A database failure is answered with the History row's message of SPEC.md section 8
   * (the detail goes to the log); refusals meant for the client pass through.
   */
  async function failingAs<T>(code: string, message: string, work: () => Promise<T>) {
    try {
      return await work();
    } catch (error) {
      if (error instanceof AppError) throw error;
      deps.logger.error({ err: error }, message);
      throw new AppError(code, { message, status: 500 });
    }
  }

  return {
    async list(userId, query) {
      const catalogues = await deps.genres;
      const required = query.genres.map((name) => {
        const genre = catalogues.canonical(name);
        if (!genre) {
          throw new AppError('genres.unknownGenre', {
            message: `Unknown genre: ${name.slice(0, 100)}`,
            status: 400,
          });
        }
        return genre.label;
      });
      const conditions: SQL[] = [eq(generationHistory.userId, userId)];
      if (required.length > 0) {
        conditions.push(arrayContains(generationHistory.genres, [...new Set(required)]));
      }
      const search = await searchLabels();
      const terms = searchTermsOf(query.q);

      return failingAs('history.fetchError', 'Failed to fetch generation history', async () => {
        const words = await Promise.all(terms.map((term) => similarWords(deps.db, term)));
        const where = and(
          ...conditions,
          ...terms.map((term, position) =>
            termCondition(search.matchesOf(term, query.language), words[position] ?? []),
          ),
        );
        const [page, genres] = await Promise.all([
          deps.db.transaction(async (tx) => {
            // The planner prices the overlap of an idea's words as a cheap comparison and
            // would rather test it on every row than read the GIN indexes; each row's word
            // list is compressed, which makes every test cost. One writer's history is always
            // reached through an index (docs/decisions/010).
            await tx.execute(sql`set local enable_seqscan = off`);
            return pageOf(tx, where, query, catalogues.canonical);
          }),
          genreFacet(deps.db, userId),
        ]);
        return {
          ...page,
          genres: genres.map((genre) => ({
            label: genre.label,
            id: catalogues.canonical(genre.label)?.id ?? null,
            count: genre.count,
          })),
        };
      });
    },

    async remove(userId, id) {
      if (!UUID.test(id)) throw deleteFailed();
      const deleted = await failingAs('history.deletionError', 'Error during deletion', () =>
        deps.db
          .delete(generationHistory)
          .where(and(eq(generationHistory.id, id), eq(generationHistory.userId, userId)))
          .returning({ id: generationHistory.id }),
      );
      if (deleted.length === 0) throw deleteFailed();
    },
  };
}

/**
 * The words of all saved ideas that one term matches (SPEC.md section 5: word similarity
 * above 0.7), found once per request in the trigram-indexed vocabulary. `<%` narrows at
 * pg_trgm's own threshold (0.6 by default) with the index; the comparison after it applies
 * the spec's.
 */
async function similarWords(db: Db, term: string): Promise<string[]> {
  const rows = await db
    .select({ word: historyWords.word })
    .from(historyWords)
    .where(
      sql`${term} <% ${historyWords.word} and word_similarity(${term}, ${historyWords.word}) > ${WORD_SIMILARITY_THRESHOLD}`,
    );
  return rows.map((row) => row.word);
}

/**
 * One term matches an entry through its mode, style or genres (resolved from the labels
 * beforehand) or a word of its idea; the cheap comparisons come first. A term that matches
 * nothing anywhere leaves no entry.
 */
function termCondition(matches: TermMatches, words: string[]): SQL {
  const alternatives: SQL[] = [];
  if (matches.modes.length > 0) alternatives.push(inArray(generationHistory.mode, matches.modes));
  if (matches.styles.length > 0) {
    alternatives.push(inArray(generationHistory.style, matches.styles));
  }
  if (matches.genres.length > 0) {
    alternatives.push(arrayOverlaps(generationHistory.genres, matches.genres));
  }
  if (words.length > 0) alternatives.push(arrayOverlaps(generationHistory.searchWords, words));
  return alternatives.length === 0 ? sql`false` : (or(...alternatives) as SQL);
}

/** What the page's queries need: the database or a transaction on it. */
type Reader = Pick<Db, 'select'>;

async function pageOf(
  db: Reader,
  where: SQL | undefined,
  query: HistoryQuery,
  canonical: CanonicalGenreLookup,
) {
  const [counted] = await db.select({ total: count() }).from(generationHistory).where(where);
  const total = counted?.total ?? 0;
  const pageCount = Math.ceil(total / query.pageSize);
  const page = Math.min(Math.max(query.page, 1), Math.max(pageCount, 1));
  const newestFirst = [desc(generationHistory.createdAt), desc(generationHistory.id)];
  // The page's ids first (the index alone), then only those rows: a late page does not
  // read every entry before it in full.
  const pageIds = db
    .select({ id: generationHistory.id })
    .from(generationHistory)
    .where(where)
    .orderBy(...newestFirst)
    .limit(query.pageSize)
    .offset((page - 1) * query.pageSize);
  const rows =
    total === 0
      ? []
      : await db
          .select()
          .from(generationHistory)
          .where(inArray(generationHistory.id, pageIds))
          .orderBy(...newestFirst);
  return { items: rows.map((row) => toHistoryEntry(row, canonical)), total, page, pageCount };
}

function genreFacet(db: Db, userId: string) {
  return db
    .select({ label: historyGenreCounts.genre, count: historyGenreCounts.entries })
    .from(historyGenreCounts)
    .where(eq(historyGenreCounts.userId, userId))
    .orderBy(asc(historyGenreCounts.genre));
}
