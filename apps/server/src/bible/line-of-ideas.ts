import { and, asc, eq, type SQL, sql } from 'drizzle-orm';
import type { Db } from '../db/database';
import { generationHistory } from '../db/schema';

/** What the line queries need: the database, or a transaction on it. */
export type Queries = Pick<Db, 'select' | 'insert' | 'update' | 'delete' | 'execute'>;

/** What reading lines needs: selects and the recursive line queries. */
export type LineReader = Pick<Db, 'select' | 'execute'>;

/**
 * The idea an idea of a line comes from, as SQL on a row of generation_history named
 * `alias`: the idea it was developed from, or redrawn from (an idea is one or the other).
 * Every notion of a line (its first idea, the ideas that come from one) reads this one
 * expression and lineChildrenOf's condition; another way of coming from an idea joins the
 * line by being added to both.
 */
function lineParent(alias: string): SQL {
  return sql.raw(`coalesce(${alias}.parent_id, ${alias}.redrawn_from)`);
}

/** The condition that an idea comes straight from `ideaId` (see lineParent). */
function comesFrom(ideaId: string): SQL {
  return sql`coalesce(${generationHistory.parentId}, ${generationHistory.redrawnFrom}) = ${ideaId}`;
}

/**
 * The first idea of the line of each of `ideaIds`, the writer's own (docs/PRODUCT.md, The
 * story bible): parent links followed up to an idea that comes from none, in one query.
 * Ideas that are not the writer's are left out of the map.
 */
export async function lineRootsOf(
  db: LineReader,
  userId: string,
  ideaIds: readonly string[],
): Promise<Map<string, string>> {
  if (ideaIds.length === 0) return new Map();
  const ids = sql.join(
    ideaIds.map((id) => sql`${id}::uuid`),
    sql`, `,
  );
  // Both drivers answer a raw query with { rows }; Drizzle's driver-neutral type cannot say so.
  // A line has no length limit; CYCLE stops a loop, which the schema cannot make anyway
  // (an idea only ever comes from an older one).
  const result = (await db.execute(sql`
    with recursive up (start_id, id, parent_id) as (
      select g.id, g.id, ${lineParent('g')}
      from generation_history g
      where g.user_id = ${userId} and g.id in (${ids})
      union all
      select up.start_id, g.id, ${lineParent('g')}
      from generation_history g
      join up on g.id = up.parent_id
      where g.user_id = ${userId}
    ) cycle id set looped using visited
    select start_id, id from up where parent_id is null and not looped
  `)) as unknown as { rows: { start_id: string; id: string }[] };
  return new Map(result.rows.map((row) => [row.start_id, row.id]));
}

/** The first idea of one idea's line, or undefined when the idea is not the writer's. */
export async function lineRootOf(
  db: Queries,
  userId: string,
  ideaId: string,
): Promise<string | undefined> {
  return (await lineRootsOf(db, userId, [ideaId])).get(ideaId);
}

/** The ideas that come straight from one (developed or redrawn from it), oldest first. */
export async function lineChildrenOf(
  db: Queries,
  userId: string,
  ideaId: string,
): Promise<string[]> {
  const rows = await db
    .select({ id: generationHistory.id })
    .from(generationHistory)
    .where(and(eq(generationHistory.userId, userId), comesFrom(ideaId)))
    .orderBy(asc(generationHistory.createdAt), asc(generationHistory.id));
  return rows.map((row) => row.id);
}

/**
 * The idea and those it was developed from, up its `parent_id` links, the writer's own:
 * the ideas whose people a development of it keeps in their places (a redraw may replace
 * them, so its link is not followed).
 */
export async function developmentChain(
  db: Queries,
  userId: string,
  ideaId: string,
): Promise<string[]> {
  const result = (await db.execute(sql`
    with recursive up (id, parent_id, depth) as (
      select g.id, g.parent_id, 0
      from generation_history g
      where g.user_id = ${userId} and g.id = ${ideaId}::uuid
      union all
      select g.id, g.parent_id, up.depth + 1
      from generation_history g
      join up on g.id = up.parent_id
      where g.user_id = ${userId}
    ) cycle id set looped using visited
    select id from up where not looped order by depth
  `)) as unknown as { rows: { id: string }[] };
  return result.rows.map((row) => row.id);
}
