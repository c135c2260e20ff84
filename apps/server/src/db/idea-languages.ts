import { languageOfIdea } from '@plume/core/generation/server';
import { isNull, sql } from 'drizzle-orm';
import type { Db } from './database';
import { generationHistory } from './schema';

/** Ideas read and written back at a time: one statement, a bounded transaction. */
const BATCH = 500;

/**
 * Gives each idea saved before its language was stored the language of its text (core's
 * languageOfIdea): what migration 0013 cannot compute in SQL. Run by db/backfills.ts in the
 * start that applies migrations. Returns how many ideas it filled.
 */
export async function fillIdeaLanguages(db: Db): Promise<number> {
  let filled = 0;
  for (;;) {
    const rows = await db
      .select({ id: generationHistory.id, idea: generationHistory.idea })
      .from(generationHistory)
      .where(isNull(generationHistory.language))
      .limit(BATCH);
    if (rows.length === 0) return filled;
    const values = sql.join(
      rows.map((row) => sql`(${row.id}::uuid, ${languageOfIdea(row.idea)})`),
      sql`, `,
    );
    await db.execute(sql`
      update ${generationHistory} set language = read.language
      from (values ${values}) as read (id, language)
      where ${generationHistory.id} = read.id`);
    filled += rows.length;
  }
}
