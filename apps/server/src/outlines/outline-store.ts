import type { Outline, OutlineBeat } from '@plume/core/outline';
import { and, eq } from 'drizzle-orm';
import type { Db } from '../db/database';
import { outlines } from '../db/schema';
import { AppError } from '../http/app-error';

/*
 * The outlines table: one row per idea, its beats one value. Every change reads the row
 * under a lock and writes it back in the same transaction.
 */

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

export type OutlineRow = typeof outlines.$inferSelect;

export const outlineNotFound = () =>
  new AppError('outline.notFound', { message: 'Outline not found', status: 404 });

export const beatNotFound = () =>
  new AppError('outline.beatNotFound', { message: 'Beat not found', status: 404 });

export function toOutline(row: OutlineRow): Outline {
  return {
    id: row.id,
    ideaId: row.ideaId,
    structure: row.structure,
    language: row.language,
    targetWords: row.targetWords,
    beats: row.beats,
    createdAt: row.createdAt.toISOString(),
    updatedAt: row.updatedAt.toISOString(),
  };
}

/** One of the writer's outlines; another writer's is as unknown as a missing one (404). */
export async function ownOutline(
  db: Pick<Db, 'select'>,
  userId: string,
  outlineId: string,
  lock = false,
): Promise<OutlineRow> {
  if (!UUID.test(outlineId)) throw outlineNotFound();
  const query = db
    .select()
    .from(outlines)
    .where(and(eq(outlines.id, outlineId), eq(outlines.userId, userId)));
  const [row] = lock ? await query.for('update') : await query;
  if (!row) throw outlineNotFound();
  return row;
}

/** The outline of one of the writer's ideas, if it has one. */
export async function outlineOfIdea(
  db: Pick<Db, 'select'>,
  userId: string,
  ideaId: string,
): Promise<OutlineRow | undefined> {
  const [row] = await db
    .select()
    .from(outlines)
    .where(and(eq(outlines.ideaId, ideaId), eq(outlines.userId, userId)));
  return row;
}

/**
 * Changes an outline's beats in one transaction that holds its row: `change` gets the
 * current row and gives the new beats, or throws to change nothing. It runs no query of
 * its own: on PGlite, one beside the open transaction would wait for it.
 */
export function changeBeats<T>(
  db: Db,
  userId: string,
  outlineId: string,
  now: Date,
  change: (row: OutlineRow) => Promise<{ beats: OutlineBeat[]; result: T }>,
): Promise<{ row: OutlineRow; result: T }> {
  return db.transaction(async (tx) => {
    const row = await ownOutline(tx, userId, outlineId, true);
    const { beats, result } = await change(row);
    const [updated] = await tx
      .update(outlines)
      .set({ beats, updatedAt: now })
      .where(eq(outlines.id, row.id))
      .returning();
    return { row: updated ?? row, result };
  });
}
