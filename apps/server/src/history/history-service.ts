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
import { createHistorySearchLabels, type HistorySearchLabels } from './history-search';

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
      for (const term of searchTermsOf(query.q)) {
        conditions.push(termCondition(term, search, query.language));
      }
      const where = and(...conditions);

      return failingAs('history.fetchError', 'Failed to fetch generation history', async () => {
        const [page, genres] = await Promise.all([
          pageOf(deps.db, where, query, catalogues.canonical),
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
 * One term matches an entry through a word of its idea (pg_trgm's word_similarity against
 * the vocabulary, then the entries holding a similar word, both through indexes), or
 * through its genres, mode or style, resolved from the catalogues beforehand.
 */
function termCondition(term: string, search: HistorySearchLabels, language: Language): SQL {
  const matches = search.matchesOf(term, language);
  // `<%` narrows with the index at pg_trgm's threshold (0.6 by default); the comparison
  // after it applies the spec's.
  const similarWords = sql`array(select ${historyWords.word} from ${historyWords} where ${term} <% ${historyWords.word} and word_similarity(${term}, ${historyWords.word}) > ${WORD_SIMILARITY_THRESHOLD})`;
  const alternatives: SQL[] = [arrayOverlaps(generationHistory.searchWords, similarWords)];
  if (matches.genres.length > 0) {
    alternatives.push(arrayOverlaps(generationHistory.genres, matches.genres));
  }
  if (matches.modes.length > 0) alternatives.push(inArray(generationHistory.mode, matches.modes));
  if (matches.styles.length > 0) {
    alternatives.push(inArray(generationHistory.style, matches.styles));
  }
  return or(...alternatives) as SQL;
}

async function pageOf(
  db: Db,
  where: SQL | undefined,
  query: HistoryQuery,
  canonical: CanonicalGenreLookup,
) {
  const [counted] = await db.select({ total: count() }).from(generationHistory).where(where);
  const total = counted?.total ?? 0;
  const pageCount = Math.ceil(total / query.pageSize);
  const page = Math.min(Math.max(query.page, 1), Math.max(pageCount, 1));
  const rows =
    total === 0
      ? []
      : await db
          .select()
          .from(generationHistory)
          .where(where)
          .orderBy(desc(generationHistory.createdAt), desc(generationHistory.id))
          .limit(query.pageSize)
          .offset((page - 1) * query.pageSize);
  return { items: rows.map((row) => toHistoryEntry(row, canonical)), total, page, pageCount };
}

function genreFacet(db: Db, userId: string) {
  return db
    .select({ label: historyGenreCounts.genre, count: historyGenreCounts.entries })
    .from(historyGenreCounts)
    .where(eq(historyGenreCounts.userId, userId))
    .orderBy(asc(historyGenreCounts.genre));
}
