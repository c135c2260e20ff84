import type { CanonicalGenreLookup } from '@plume/core/genres';
import { asc, count, desc, inArray, type SQL, sql } from 'drizzle-orm';
import type { LineReader } from '../bible/line-of-ideas';
import type { Reader } from '../db/database';
import { generationHistory } from '../db/schema';
import { type HistoryEntry, toHistoryEntry } from './history-entry';
import { lineageOf } from './lineage';

export interface PageRequest {
  /** 1-based; clamped to the pages there are. */
  page: number;
  pageSize: number;
}

export interface EntriesPage {
  items: HistoryEntry[];
  total: number;
  page: number;
  pageCount: number;
}

/** How many entries a set of matching entries (matching-entries.ts) holds. */
export async function countEntries(db: Reader, matches: SQL): Promise<number> {
  const [counted] = await db.select({ total: count() }).from(sql`(${matches}) as "matches"`);
  return counted?.total ?? 0;
}

/**
 * One page of a writer's history, newest first (ties by id), of the `total` entries in `matches`. Its ids are
 * found first, then only those rows are read. A page in the older half is found from the
 * oldest end, so the last page costs what the first does instead of skipping every entry
 * before it.
 */
export async function readPage(
  db: LineReader,
  userId: string,
  matches: SQL,
  total: number,
  request: PageRequest,
  canonical: CanonicalGenreLookup,
): Promise<EntriesPage> {
  const pageCount = Math.ceil(total / request.pageSize);
  const page = Math.min(Math.max(request.page, 1), Math.max(pageCount, 1));
  if (total === 0) return { items: [], total, page, pageCount };
  const newer = (page - 1) * request.pageSize;
  const older = Math.max(total - newer - request.pageSize, 0);
  const fromOldest = older < newer;
  const order = fromOldest ? asc : desc;
  const pageIds = db
    .select({ id: sql<string>`"matches"."id"` })
    .from(sql`(${matches}) as "matches"`)
    .orderBy(order(sql`"matches"."created_at"`), order(sql`"matches"."id"`))
    .limit(fromOldest ? total - newer - older : request.pageSize)
    .offset(fromOldest ? older : newer);
  const rows = await db
    .select()
    .from(generationHistory)
    .where(inArray(generationHistory.id, pageIds))
    .orderBy(desc(generationHistory.createdAt), desc(generationHistory.id));
  const lineage = await lineageOf(db, userId, rows);
  return {
    items: rows.map((row) => toHistoryEntry(row, canonical, lineage.get(row.id))),
    total,
    page,
    pageCount,
  };
}
