import { ideaElementsOf } from '@plume/core/generation/server';
import { isNull, sql } from 'drizzle-orm';
import type { Db } from './database';
import { generationHistory } from './schema';

/** Ideas read and written back at a time: one statement, a bounded transaction. */
const BATCH = 500;

/**
 * Gives each idea saved before its story elements were stored the elements its plan or its
 * text tells (core's ideaElementsOf): what migration 0014 cannot compute in SQL. Run by
 * db/backfills.ts in the start that applies migrations. Returns how many ideas it filled.
 */
export async function fillIdeaElements(db: Db): Promise<number> {
  let filled = 0;
  for (;;) {
    const rows = await db
      .select({
        id: generationHistory.id,
        idea: generationHistory.idea,
        plan: generationHistory.plan,
      })
      .from(generationHistory)
      .where(isNull(generationHistory.elements))
      .limit(BATCH);
    if (rows.length === 0) return filled;
    const values = sql.join(
      rows.map(
        (row) =>
          sql`(${row.id}::uuid, ${JSON.stringify(ideaElementsOf(row.idea, { plan: row.plan }))}::jsonb)`,
      ),
      sql`, `,
    );
    await db.execute(sql`
      update ${generationHistory} set elements = read.elements
      from (values ${values}) as read (id, elements)
      where ${generationHistory.id} = read.id`);
    filled += rows.length;
  }
}
