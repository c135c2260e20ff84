import { type AnyColumn, asc, eq, inArray, or, sql } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import { lineCardCounts } from '../bible/bible-reads';
import type { LineReader } from '../bible/line-of-ideas';
import type { Reader } from '../db/database';
import { generationHistory, ideaCrosses, ideaShares } from '../db/schema';
import type { HistoryEntryRow, Lineage } from './history-entry';

type Related = Pick<HistoryEntryRow, 'id' | 'mode' | 'parentId' | 'redrawnFrom'> & {
  title: string;
};

type Linked = Pick<HistoryEntryRow, 'id' | 'parentId' | 'redrawnFrom'>;

/** A crossed idea and one of its sources, each with its title, oldest crossed idea first. */
export interface CrossLink {
  ideaId: string;
  ideaTitle: string;
  sourceId: string;
  sourceTitle: string;
}

/** What else is known of a page of ideas, each read in one query. */
export interface Surroundings {
  crosses: readonly CrossLink[];
  /** The ideas a link shares. */
  shared: ReadonlySet<string>;
  /** How many cards each idea's line holds. */
  lineCards: ReadonlyMap<string, number>;
}

/**
 * Each row's lineage among `related`, ideas of the same writer listed oldest first: the
 * mode of the idea it was developed from and the ideas developed from it; the idea it was
 * redrawn from and the ideas redrawn from it, by title; from `crosses`, the ideas it was
 * crossed from, in their order, and those crossed from it; whether a link shares it; and
 * how many cards its line holds.
 */
export function lineageAmong(
  rows: readonly Linked[],
  related: readonly Related[],
  { crosses, shared, lineCards }: Surroundings,
): Map<string, Lineage> {
  const byId = new Map(related.map((idea) => [idea.id, idea]));
  return new Map(
    rows.map((row) => {
      const redrawnFrom = row.redrawnFrom ? byId.get(row.redrawnFrom) : undefined;
      return [
        row.id,
        {
          parentMode: row.parentId ? (byId.get(row.parentId)?.mode ?? null) : null,
          developments: related
            .filter((idea) => idea.parentId === row.id)
            .map((idea) => ({ id: idea.id, mode: idea.mode })),
          redrawnFrom: redrawnFrom ? { id: redrawnFrom.id, title: redrawnFrom.title } : null,
          redraws: related
            .filter((idea) => idea.redrawnFrom === row.id)
            .map((idea) => ({ id: idea.id, title: idea.title })),
          crossedFrom: crosses
            .filter((link) => link.ideaId === row.id)
            .map((link) => ({ id: link.sourceId, title: link.sourceTitle })),
          crossings: crosses
            .filter((link) => link.sourceId === row.id)
            .map((link) => ({ id: link.ideaId, title: link.ideaTitle })),
          shared: shared.has(row.id),
          lineCards: lineCards.get(row.id) ?? 0,
        },
      ];
    }),
  );
}

/**
 * The lineage of a page of one writer's rows: their parents and the ideas developed or
 * redrawn from them, with each one's title (its first line), in one query, and their
 * surroundings.
 */
export async function lineageOf(
  db: LineReader,
  userId: string,
  rows: readonly Linked[],
): Promise<Map<string, Lineage>> {
  const ids = rows.map((row) => row.id);
  if (ids.length === 0) return new Map();
  const parentIds = rows.flatMap((row) =>
    [row.parentId, row.redrawnFrom].filter((id) => id !== null),
  );
  const related = await db
    .select({
      id: generationHistory.id,
      mode: generationHistory.mode,
      parentId: generationHistory.parentId,
      redrawnFrom: generationHistory.redrawnFrom,
      title: sql<string>`split_part(${generationHistory.idea}, chr(10), 1)`,
    })
    .from(generationHistory)
    .where(
      or(
        inArray(generationHistory.parentId, ids),
        inArray(generationHistory.redrawnFrom, ids),
        ...(parentIds.length > 0 ? [inArray(generationHistory.id, parentIds)] : []),
      ),
    )
    .orderBy(asc(generationHistory.createdAt), asc(generationHistory.id));
  return lineageAmong(rows, related, await surroundingsOf(db, userId, ids));
}

/** The cross links, links and line card counts of one writer's ideas. */
export async function surroundingsOf(
  db: LineReader,
  userId: string,
  ids: readonly string[],
): Promise<Surroundings> {
  return {
    crosses: await crossLinksOf(db, ids),
    shared: await sharedAmong(db, ids),
    lineCards: await lineCardCounts(db, userId, ids),
  };
}

/** Which of these ideas a link shares. */
export async function sharedAmong(db: Reader, ids: readonly string[]): Promise<Set<string>> {
  if (ids.length === 0) return new Set();
  const rows = await db
    .select({ ideaId: ideaShares.ideaId })
    .from(ideaShares)
    .where(inArray(ideaShares.ideaId, [...ids]));
  return new Set(rows.map((row) => row.ideaId));
}

const crossed = alias(generationHistory, 'crossed');
const source = alias(generationHistory, 'source');
const titleOf = (idea: AnyColumn) => sql<string>`split_part(${idea}, chr(10), 1)`;

/** The cross links of these ideas, either side, in one query: oldest crossed idea first. */
export async function crossLinksOf(db: Reader, ids: readonly string[]): Promise<CrossLink[]> {
  if (ids.length === 0) return [];
  return db
    .select({
      ideaId: ideaCrosses.ideaId,
      ideaTitle: titleOf(crossed.idea),
      sourceId: ideaCrosses.sourceId,
      sourceTitle: titleOf(source.idea),
    })
    .from(ideaCrosses)
    .innerJoin(crossed, eq(crossed.id, ideaCrosses.ideaId))
    .innerJoin(source, eq(source.id, ideaCrosses.sourceId))
    .where(or(inArray(ideaCrosses.ideaId, [...ids]), inArray(ideaCrosses.sourceId, [...ids])))
    .orderBy(asc(crossed.createdAt), asc(ideaCrosses.position));
}
