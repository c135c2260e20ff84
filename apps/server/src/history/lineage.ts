import { asc, inArray, or } from 'drizzle-orm';
import type { Reader } from '../db/database';
import { generationHistory } from '../db/schema';
import type { HistoryEntryRow, Lineage } from './history-entry';

type Related = Pick<HistoryEntryRow, 'id' | 'mode' | 'parentId'>;

/**
 * Each row's lineage among `related`, ideas of the same writer listed oldest first: the
 * mode of the idea it was developed from, and the ideas developed from it.
 */
export function lineageAmong(
  rows: readonly Pick<HistoryEntryRow, 'id' | 'parentId'>[],
  related: readonly Related[],
): Map<string, Lineage> {
  const modes = new Map(related.map((idea) => [idea.id, idea.mode]));
  return new Map(
    rows.map((row) => [
      row.id,
      {
        parentMode: row.parentId ? (modes.get(row.parentId) ?? null) : null,
        developments: related
          .filter((idea) => idea.parentId === row.id)
          .map((idea) => ({ id: idea.id, mode: idea.mode })),
      },
    ]),
  );
}

/** The lineage of a page of rows, read in one query: their parents and their developments. */
export async function lineageOf(
  db: Reader,
  rows: readonly HistoryEntryRow[],
): Promise<Map<string, Lineage>> {
  const ids = rows.map((row) => row.id);
  const parentIds = rows.flatMap((row) => (row.parentId ? [row.parentId] : []));
  if (ids.length === 0) return new Map();
  const related = await db
    .select({
      id: generationHistory.id,
      mode: generationHistory.mode,
      parentId: generationHistory.parentId,
    })
    .from(generationHistory)
    .where(
      or(
        inArray(generationHistory.parentId, ids),
        ...(parentIds.length > 0 ? [inArray(generationHistory.id, parentIds)] : []),
      ),
    )
    .orderBy(asc(generationHistory.createdAt), asc(generationHistory.id));
  return lineageAmong(rows, related);
}
