import { sql } from 'drizzle-orm';
import { drizzle as drizzlePostgres } from 'drizzle-orm/node-postgres';
import { migrate as migratePostgres } from 'drizzle-orm/node-postgres/migrator';
import pg from 'pg';
import { MIGRATIONS_DIR } from '../paths';
import type { Database } from './database';
import { fillIdeaElements } from './idea-elements';
import { fillIdeaLanguages } from './idea-languages';
import * as schema from './schema';

/** A Database on a PostgreSQL server: a pool of 10 connections (client.ts opens it). */
export async function openPostgres(url: string): Promise<Database> {
  const pool = new pg.Pool({ connectionString: url, max: 10, connectionTimeoutMillis: 5_000 });
  // An idle client losing its connection (database restart) must not crash the process;
  // the pool replaces it on the next query.
  pool.on('error', () => {});
  const db = drizzlePostgres({ client: pool, schema });
  return {
    db,
    driver: 'postgres',
    migrate: () => migratePostgresOnce(pool),
    ping: async () => {
      await db.execute(sql`select 1`);
    },
    close: async () => {
      if (!pool.ended) await pool.end();
    },
  };
}

/** Any fixed number: the key of the advisory lock that instances take to migrate. */
const MIGRATION_LOCK_KEY = 0x706c756d;

/**
 * Several instances starting together on one database each run the migrations; a
 * session-level advisory lock makes them take turns, so the later ones find the work done
 * instead of failing on tables that already exist.
 */
async function migratePostgresOnce(pool: pg.Pool) {
  const client = await pool.connect();
  try {
    await client.query('select pg_advisory_lock($1)', [MIGRATION_LOCK_KEY]);
    const locked = drizzlePostgres({ client, schema });
    await migratePostgres(locked, { migrationsFolder: MIGRATIONS_DIR });
    await fillIdeaLanguages(locked);
    await fillIdeaElements(locked);
  } finally {
    // A connection that cannot unlock is dropped, which releases the lock with it.
    const failed = await client.query('select pg_advisory_unlock($1)', [MIGRATION_LOCK_KEY]).then(
      () => undefined,
      (error: Error) => error,
    );
    client.release(failed);
  }
}
