import { type HistoryEntry, type HistoryPage, type Language, searchTermsOf } from '@plume/core';
import { and, asc, desc, eq, sql } from 'drizzle-orm';
import type { Db, Reader } from '../db/database';
import { generationHistory, historyGenreCounts, historyTotals } from '../db/schema';
import type { GenreCatalogues } from '../genres/genre-catalogues';
import { AppError } from '../http/app-error';
import type { Logger } from '../logger';
import { toHistoryEntry } from './history-entry';
import { createHistorySearchLabels, type HistorySearchLabels } from './history-search';
import { entrySearchWords } from './insert-history-entry';
import { lineageAmong, lineageOf } from './lineage';
import { matchingEntries } from './matching-entries';
import { countEntries, readPage } from './read-page';
import { similarWords } from './similar-words';

/** Five entries a page unless the client asks otherwise (docs/PRODUCT.md, History). */
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
  /** Free text: every word must match somewhere in the entry (docs/PRODUCT.md, History search). */
  q: string;
  /** Genre names in any language, or ids: entries must carry every one. */
  genres: string[];
  /** The language of the labels `q` is matched against. */
  language: Language;
  /** Only the writer's favourites. */
  favourite: boolean;
}

export interface HistoryService {
  list(userId: string, query: HistoryQuery): Promise<HistoryPage>;
  /** Deletes one of the writer's own entries; 404 otherwise. */
  remove(userId: string, id: string): Promise<void>;
  /** Every entry of the writer, newest first (only the favourites if asked): what they take with them. */
  all(userId: string, only?: { favourite: boolean }): Promise<HistoryEntry[]>;
  /** One of the writer's own entries; 404 otherwise. */
  find(userId: string, id: string): Promise<HistoryEntry>;
  /** Stars or unstars one of the writer's entries, or sets its note; 404 otherwise. */
  update(userId: string, id: string, change: EntryChange): Promise<HistoryEntry>;
}

/** What PATCH /api/history/:id may change, already checked. */
export interface EntryChange {
  favourite?: boolean | undefined;
  /** At most core's HISTORY_NOTE_MAX characters. */
  note?: string | undefined;
}

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

const deleteFailed = () =>
  new AppError('history.deleteFailed', { message: 'Failed to delete history item', status: 404 });

const notFound = () =>
  new AppError('history.notFound', { message: 'No such idea in your history', status: 404 });

export function createHistoryService(deps: HistoryDependencies): HistoryService {
  const ownRow = (userId: string, id: string) =>
    deps.db
      .select()
      .from(generationHistory)
      .where(and(eq(generationHistory.id, id), eq(generationHistory.userId, userId)));
  let labels: Promise<HistorySearchLabels> | undefined;
  const searchLabels = () => {
    labels ??= deps.genres.then(createHistorySearchLabels);
    return labels;
  };

  /**
   * A database failure is answered with the history's own message (docs/PRODUCT.md, History
   * codes), the detail going to the log; refusals meant for the client pass through.
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
          favourite: query.favourite,
          terms: terms.map((term, position) => ({
            matches: search.matchesOf(term, query.language),
            words: words[position] ?? [],
          })),
        });
        const unfiltered = required.length === 0 && terms.length === 0 && !query.favourite;
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

    async all(userId, only) {
      const catalogues = await deps.genres;
      const rows = await deps.db
        .select()
        .from(generationHistory)
        .where(
          and(
            eq(generationHistory.userId, userId),
            only?.favourite ? eq(generationHistory.favourite, true) : undefined,
          ),
        )
        .orderBy(desc(generationHistory.createdAt), desc(generationHistory.id));
      const lineage = only?.favourite
        ? await lineageOf(deps.db, rows)
        : lineageAmong(
            rows,
            [...rows].reverse().map((row) => ({ ...row, title: row.idea.split('\n')[0] ?? '' })),
          );
      return rows.map((row) => toHistoryEntry(row, catalogues.canonical, lineage.get(row.id)));
    },

    async find(userId, id) {
      if (!UUID.test(id)) throw notFound();
      const catalogues = await deps.genres;
      const [row] = await ownRow(userId, id);
      if (!row) throw notFound();
      const lineage = await lineageOf(deps.db, [row]);
      return toHistoryEntry(row, catalogues.canonical, lineage.get(row.id));
    },

    async update(userId, id, change) {
      if (!UUID.test(id)) throw notFound();
      const catalogues = await deps.genres;
      const [row] = await ownRow(userId, id);
      if (!row) throw notFound();
      const note = change.note ?? row.note;
      const [updated] = await deps.db
        .update(generationHistory)
        .set({
          favourite: change.favourite ?? row.favourite,
          note,
          searchWords: entrySearchWords({ ...row, note }),
        })
        .where(and(eq(generationHistory.id, id), eq(generationHistory.userId, userId)))
        .returning();
      if (!updated) throw notFound();
      const lineage = await lineageOf(deps.db, [updated]);
      return toHistoryEntry(updated, catalogues.canonical, lineage.get(updated.id));
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
