import { sql } from 'drizzle-orm';
import { drizzle as drizzlePostgres } from 'drizzle-orm/node-postgres';
import { migrate as migratePostgres } from 'drizzle-orm/node-postgres/migrator';
import pg from 'pg';
import { MIGRATIONS_DIR } from '../paths';
import { migrateAndBackfill } from './backfills';
import type { Database } from './database';
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
 * Several instances starting together on one database each run the migrations; an
 * advisory lock makes them take turns, so the later ones find the work done instead of
 * failing on tables that already exist. The lock belongs to a transaction left open on a
 * connection of its own while the migrations run on others: a pooler in transaction mode
 * (PgBouncer) keeps one server connection for a transaction, whereas a session-level lock
 * would stay on a server connection that the pooler then shares with other clients.
 */
async function migratePostgresOnce(pool: pg.Pool) {
  const lock = await pool.connect();
  const db = drizzlePostgres({ client: pool, schema });
  try {
    await lock.query('begin');
    await lock.query('select pg_advisory_xact_lock($1)', [MIGRATION_LOCK_KEY]);
    await migrateAndBackfill(db, () => migratePostgres(db, { migrationsFolder: MIGRATIONS_DIR }));
  } finally {
    // A connection that cannot end its transaction is dropped, which releases the lock.
    const failed = await lock.query('commit').then(
      () => undefined,
      (error: Error) => error,
    );
    lock.release(failed);
  }
}
