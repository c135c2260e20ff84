import { sql } from 'drizzle-orm';
import type { Db } from './database';
import { fillIdeaElements } from './idea-elements';
import { fillIdeaLanguages } from './idea-languages';

/** How many of drizzle's migrations the database records as applied (0 before the first). */
async function appliedMigrations(db: Db): Promise<number> {
  type Rows<T> = { rows: T[] };
  const table = (await db.execute(
    sql`select to_regclass('drizzle.__drizzle_migrations') is not null as present`,
  )) as Rows<{ present: boolean }>;
  if (!table.rows[0]?.present) return 0;
  const applied = (await db.execute(
    sql`select count(*)::int as applied from drizzle.__drizzle_migrations`,
  )) as Rows<{ applied: number }>;
  return Number(applied.rows[0]?.applied ?? 0);
}

/**
 * Runs the migrations, then the backfills that SQL could not write (an idea's language and
 * story elements, computed by core from its text), in the start that applied migrations
 * only: once the database is current, a start reads no idea again.
 */
export async function migrateAndBackfill(db: Db, migrate: () => Promise<void>): Promise<void> {
  const before = await appliedMigrations(db);
  await migrate();
  if ((await appliedMigrations(db)) === before) return;
  await fillIdeaLanguages(db);
  await fillIdeaElements(db);
}
