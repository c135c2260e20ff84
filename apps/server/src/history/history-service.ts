import { type HistoryEntry, type HistoryPage, type Language, searchTermsOf } from '@plume/core';
import { and, asc, desc, eq, sql } from 'drizzle-orm';
import type { Db } from '../db/client';
import { generationHistory, historyGenreCounts, historyTotals } from '../db/schema';
import type { GenreCatalogues } from '../genres/genre-catalogues';
import { AppError } from '../http/app-error';
import type { Logger } from '../logger';
import { toHistoryEntry } from './history-entry';
import { createHistorySearchLabels, type HistorySearchLabels } from './history-search';
import { lineageAmong } from './lineage';
import { matchingEntries } from './matching-entries';
import { countEntries, type Reader, readPage } from './read-page';
import { similarWords } from './similar-words';

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

export interface HistoryService {
  list(userId: string, query: HistoryQuery): Promise<HistoryPage>;
  /** Deletes one of the writer's own entries; 404 otherwise. */
  remove(userId: string, id: string): Promise<void>;
  /** Every entry of the writer, newest first: what they take with them. */
  all(userId: string): Promise<HistoryEntry[]>;
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
      const search = await searchLabels();
      const terms = searchTermsOf(query.q);

      return failingAs('history.fetchError', 'Failed to fetch generation history', async () => {
        const words = await Promise.all(terms.map((term) => similarWords(deps.db, term)));
        const matches = matchingEntries(deps.db, {
          userId,
          genres: [...new Set(required)],
          terms: terms.map((term, position) => ({
            matches: search.matchesOf(term, query.language),
            words: words[position] ?? [],
          })),
        });
        const unfiltered = required.length === 0 && terms.length === 0;
        // A term that matches nothing anywhere leaves no entry.
        const entries = matches
          ? deps.db.transaction(
              async (tx) => {
                // The planner prices the overlap of an idea's words as a cheap comparison
                // and would rather test it on every row than read the GIN indexes; each
                // row's word list is compressed, which makes every test cost. One writer's
                // history is always reached through an index (docs/decisions/010).
                await tx.execute(sql`set local enable_seqscan = off`);
                const total = unfiltered
                  ? await totalOf(tx, userId)
                  : await countEntries(tx, matches);
                return readPage(tx, matches, total, query, catalogues.canonical);
              },
              // The total and the page see the same entries, however many are saved meanwhile.
              { isolationLevel: 'repeatable read', accessMode: 'read only' },
            )
          : Promise.resolve({ items: [], total: 0, page: 1, pageCount: 0 });
        const [page, genres] = await Promise.all([entries, genreFacet(deps.db, userId)]);
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

    async all(userId) {
      const catalogues = await deps.genres;
      const rows = await deps.db
        .select()
        .from(generationHistory)
        .where(eq(generationHistory.userId, userId))
        .orderBy(desc(generationHistory.createdAt), desc(generationHistory.id));
      const lineage = lineageAmong(rows, [...rows].reverse());
      return rows.map((row) => toHistoryEntry(row, catalogues.canonical, lineage.get(row.id)));
    },
  };
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
