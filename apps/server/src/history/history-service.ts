import type { ErrorCode, HistoryEntry, HistoryPage } from '@plume/core/contracts';
import { extractTitle } from '@plume/core/generation';
import { changeIdeaText, type IdeaText } from '@plume/core/history';
import { and, desc, eq } from 'drizzle-orm';
import { handOnCards } from '../bible/hand-on-cards';
import type { Db } from '../db/database';
import { generationHistory } from '../db/schema';
import type { GenreCatalogues } from '../genres/genre-catalogues';
import { AppError } from '../http/app-error';
import type { Logger } from '../logger';
import { toHistoryEntry } from './history-entry';
import { createHistorySearchLabels, type HistorySearchLabels } from './history-search';
import { entrySearchWords } from './insert-history-entry';
import { lineageAmong, lineageOf, surroundingsOf } from './lineage';
import { type ListQuery, listHistory } from './list-history';

/** Five entries a page unless the client asks otherwise (docs/PRODUCT.md, History). */
export const DEFAULT_PAGE_SIZE = 5;

export interface HistoryDependencies {
  db: Db;
  genres: Promise<GenreCatalogues>;
  logger: Logger;
}

export interface HistoryService {
  list(userId: string, query: ListQuery): Promise<HistoryPage>;
  /**
   * Deletes one of the writer's own entries; 404 otherwise. The ideas developed from it
   * keep its line's story bible (bible/hand-on-cards.ts).
   */
  remove(userId: string, id: string): Promise<void>;
  /** Every entry of the writer, newest first (only the favourites if asked): what they take with them. */
  all(userId: string, only?: { favourite: boolean }): Promise<HistoryEntry[]>;
  /** One of the writer's own entries; 404 otherwise. */
  find(userId: string, id: string): Promise<HistoryEntry>;
  /**
   * Stars or unstars one of the writer's entries, sets its note, edits its text or restores
   * the engine's (core's changeIdeaText); 404 otherwise. The search reads the new text.
   */
  update(userId: string, id: string, change: EntryChange): Promise<HistoryEntry>;
}

/** What PATCH /api/history/:id may change, already checked. */
export interface EntryChange {
  favourite?: boolean | undefined;
  /** At most core's HISTORY_NOTE_MAX characters. */
  note?: string | undefined;
  /** The writer's text, cleaned and within core's bounds (history/idea-text.ts). */
  text?: IdeaText | undefined;
  /** The engine's text back, the writer's dropped. */
  restoreOriginal?: true | undefined;
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
  const failingAs = <T>(code: ErrorCode, message: string, work: () => Promise<T>) =>
    failing(deps.logger, code, message, work);

  return {
    async list(userId, query) {
      const [catalogues, search] = await Promise.all([deps.genres, searchLabels()]);
      return failingAs('history.fetchError', 'Failed to fetch generation history', () =>
        listHistory({ db: deps.db, catalogues, search }, userId, query),
      );
    },

    async remove(userId, id) {
      if (!UUID.test(id)) throw deleteFailed();
      const deleted = await failingAs('history.deletionError', 'Error during deletion', () =>
        deps.db.transaction(async (tx) => {
          await handOnCards(tx, userId, id);
          return tx
            .delete(generationHistory)
            .where(and(eq(generationHistory.id, id), eq(generationHistory.userId, userId)))
            .returning({ id: generationHistory.id });
        }),
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
      const ids = rows.map((row) => row.id);
      const lineage = only?.favourite
        ? await lineageOf(deps.db, userId, rows)
        : lineageAmong(
            rows,
            [...rows].reverse().map((row) => ({ ...row, title: row.idea.split('\n')[0] ?? '' })),
            await surroundingsOf(deps.db, userId, ids),
          );
      return rows.map((row) => toHistoryEntry(row, catalogues.canonical, lineage.get(row.id)));
    },

    async find(userId, id) {
      if (!UUID.test(id)) throw notFound();
      const catalogues = await deps.genres;
      const [row] = await ownRow(userId, id);
      if (!row) throw notFound();
      const lineage = await lineageOf(deps.db, userId, [row]);
      return toHistoryEntry(row, catalogues.canonical, lineage.get(row.id));
    },

    async update(userId, id, change) {
      if (!UUID.test(id)) throw notFound();
      const catalogues = await deps.genres;
      // Locked while it changes: two edits at once cannot both keep the engine's text.
      const updated = await deps.db.transaction(async (tx) => {
        const [row] = await tx
          .select()
          .from(generationHistory)
          .where(and(eq(generationHistory.id, id), eq(generationHistory.userId, userId)))
          .for('update');
        if (!row) throw notFound();
        const note = change.note ?? row.note;
        const text = changeIdeaText({ idea: row.idea, original: row.originalIdea }, change);
        const [saved] = await tx
          .update(generationHistory)
          .set({
            favourite: change.favourite ?? row.favourite,
            note,
            idea: text.idea,
            originalIdea: text.original,
            elements: row.elements && { ...row.elements, title: extractTitle(text.idea) },
            searchWords: entrySearchWords({ ...row, idea: text.idea, note }),
          })
          .where(and(eq(generationHistory.id, id), eq(generationHistory.userId, userId)))
          .returning();
        return saved;
      });
      if (!updated) throw notFound();
      const lineage = await lineageOf(deps.db, userId, [updated]);
      return toHistoryEntry(updated, catalogues.canonical, lineage.get(updated.id));
    },
  };
}

/**
 * A database failure is answered with the history's own message (docs/PRODUCT.md, History
 * codes), the detail going to the log; refusals meant for the client pass through.
 */
async function failing<T>(
  logger: Logger,
  code: ErrorCode,
  message: string,
  work: () => Promise<T>,
): Promise<T> {
  try {
    return await work();
  } catch (error) {
    if (error instanceof AppError) throw error;
    logger.error({ err: error }, message);
    throw new AppError(code, { message, status: 500 });
  }
}
