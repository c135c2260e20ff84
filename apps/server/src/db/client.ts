import { mkdir } from 'node:fs/promises';
import type { PGlite } from '@electric-sql/pglite';
import { sql } from 'drizzle-orm';
import { drizzle as drizzlePglite } from 'drizzle-orm/pglite';
import { migrate as migratePglite } from 'drizzle-orm/pglite/migrator';
import type { Config } from '../config';
import { MIGRATIONS_DIR } from '../paths';
import { migrateAndBackfill } from './backfills';
import { createPglite } from './create-pglite';
import { type DataDirLock, lockDataDir } from './data-dir-lock';
import type { Database } from './database';
import { copyPgliteTemplate } from './pglite-template';
import { withTextParsers } from './pglite-text-parsers';
import * as schema from './schema';

export type DatabaseOptions =
  | Config['database']
  /** In-memory PGlite, for tests. */
  | { driver: 'pglite'; dataDir: 'memory://' };

/**
 * `holder` names this process in the PGlite folder's lock (data-dir-lock.ts), for the
 * message another process gets when it tries to open the same folder.
 */
export async function openDatabase(
  options: DatabaseOptions,
  holder = 'the Plume server',
): Promise<Database> {
  if (options.driver === 'postgres') {
    // Loaded only here: a PGlite server never needs the PostgreSQL driver at start-up.
    const { openPostgres } = await import('./postgres-database');
    return openPostgres(options.url);
  }
  return openPglite(options.dataDir, holder);
}

async function openPglite(dataDir: string, holder: string): Promise<Database> {
  if (dataDir === 'memory://') {
    const client = createPglite(dataDir);
    await client.waitReady;
    return pgliteDatabase(client);
  }
  await mkdir(dataDir, { recursive: true });
  const lock = await lockDataDir(dataDir, holder);
  try {
    await copyPgliteTemplate(dataDir);
    const client = createPglite(dataDir);
    await client.waitReady;
    return pgliteDatabase(client, lock);
  } catch (error) {
    await lock.release();
    throw error;
  }
}

/** A Database over an open PGlite client (tests hand in clones of a migrated template). */
export function pgliteDatabase(client: PGlite, lock?: DataDirLock): Database {
  const db = drizzlePglite({ client: withTextParsers(client), schema });
  return {
    db,
    driver: 'pglite',
    migrate: async () => {
      await migrateAndBackfill(db, () => migratePglite(db, { migrationsFolder: MIGRATIONS_DIR }));
      // PGlite runs no autovacuum, so each start does the part of its work the history
      // needs (docs/decisions/010): the history's pages marked all-visible, so that a
      // search counts a mode's entries from its index alone, and the statistics the
      // planner needs to pick the indexes. Statistics for our tables only: the system
      // catalogues as well took most of a second of every start-up.
      const { rows } = await client.query<{ name: string }>(
        "select quote_ident(tablename) as name from pg_tables where schemaname = 'public'",
      );
      await client.exec('vacuum generation_history');
      await client.exec(`analyze ${rows.map((row) => row.name).join(', ')}`);
    },
    ping: async () => {
      await db.execute(sql`select 1`);
    },
    close: async () => {
      if (!client.closed) await client.close();
      await lock?.release();
    },
  };
}
