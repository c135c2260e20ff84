import { randomBytes } from 'node:crypto';
import { readFile } from 'node:fs/promises';
import { type SQL, sql } from 'drizzle-orm';
import pg from 'pg';
import { inject } from 'vitest';
import { openDatabase, pgliteDatabase } from '../../src/db/client';
import { createPglite } from '../../src/db/create-pglite';
import type { Database } from '../../src/db/database';

export type Driver = Database['driver'];

/** PGlite always; PostgreSQL too when DATABASE_URL points at a server (CI does). */
export const TEST_DRIVERS: Driver[] = process.env.DATABASE_URL
  ? ['pglite', 'postgres']
  : ['pglite'];

export interface TestDatabase {
  database: Database;
  /** Where a second connection finds the same database (PostgreSQL only). */
  url?: string;
  /** Closes the connection and throws the database away. */
  destroy(): Promise<void>;
}

let migratedDataDir: Promise<Blob> | undefined;

/** The migrated data folder the global setup left (migrated-pglite.ts), read once per worker. */
function migratedPgliteDataDir(): Promise<Blob> {
  migratedDataDir ??= readFile(inject('migratedPgliteDataDir')).then((bytes) => new Blob([bytes]));
  return migratedDataDir;
}

/**
 * The schema as the migrations leave it, in one string: a database whose schema a test
 * changed (a table renamed, a trigger added) is not handed to the next test.
 */
const SCHEMA_FINGERPRINT = sql`
  select string_agg(name, ',' order by name) as fingerprint from (
    select relkind::text || ':' || relname::text as name from pg_class
      where relnamespace in ('public'::regnamespace, 'drizzle'::regnamespace)
    union all select 't:' || tgname::text from pg_trigger where not tgisinternal
    union all select 'f:' || proname::text from pg_proc where pronamespace = 'public'::regnamespace
  ) as objects`;

/** Both drivers return their rows under `rows`; Drizzle types the result as unknown. */
async function rowsOf<Row>(database: Database, query: SQL): Promise<Row[]> {
  return ((await database.db.execute(query)) as { rows: Row[] }).rows;
}

async function fingerprintOf(database: Database): Promise<string | undefined> {
  const [row] = await rowsOf<{ fingerprint: string }>(database, SCHEMA_FINGERPRINT);
  return row?.fingerprint;
}

/**
 * An in-memory PGlite of this worker that a test is done with, its rows deleted, kept
 * for the next: starting one from the migrated folder takes about a second, most of a
 * server test's setup, and the migrations seed no rows, so an emptied database is a fresh
 * one. One at most, with the schema it was started with.
 */
let idlePglite: Database | undefined;
let migratedFingerprint: Promise<string | undefined> | undefined;

async function startedFromMigrated(): Promise<Database> {
  const idle = idlePglite;
  idlePglite = undefined;
  if (idle) return idle;
  const client = createPglite('memory://', { loadDataDir: await migratedPgliteDataDir() });
  await client.waitReady;
  const database = pgliteDatabase(client);
  migratedFingerprint ??= fingerprintOf(database).catch(() => undefined);
  return database;
}

/** Empties the database for the next test, or closes it if it cannot serve one. */
async function releasePglite(database: Database): Promise<void> {
  // A closed database fails the query, which keeps it out as well.
  const fingerprint = idlePglite ? undefined : await fingerprintOf(database).catch(() => undefined);
  const reusable = fingerprint !== undefined && fingerprint === (await migratedFingerprint);
  if (!reusable) return database.close();
  const rows = await rowsOf<{ name: string }>(
    database,
    sql`select quote_ident(tablename) as name from pg_tables where schemaname = 'public'`,
  );
  await database.db.execute(
    sql.raw(`truncate ${rows.map((row) => row.name).join(', ')} restart identity cascade`),
  );
  idlePglite = database;
}

/**
 * A fresh database of its own, so tests never see each other's rows: an in-memory PGlite
 * (started from the migrated data folder, or empty with `empty: true`), or a new database
 * created on the PostgreSQL server of DATABASE_URL and dropped afterwards (always empty).
 */
export async function createTestDatabase(
  driver: Driver,
  { empty = false }: { empty?: boolean } = {},
): Promise<TestDatabase> {
  if (driver === 'pglite') {
    if (empty) {
      const database = await openDatabase({ driver: 'pglite', dataDir: 'memory://' });
      return { database, destroy: () => database.close() };
    }
    const database = await startedFromMigrated();
    return { database, destroy: () => releasePglite(database) };
  }
  const adminUrl = process.env.DATABASE_URL;
  if (!adminUrl) throw new Error('DATABASE_URL is required for the postgres driver');
  const name = `plume_test_${randomBytes(6).toString('hex')}`;
  await withAdminClient(adminUrl, (client) => client.query(`CREATE DATABASE ${name}`));
  const url = new URL(adminUrl);
  url.pathname = `/${name}`;
  const database = await openDatabase({ driver: 'postgres', url: url.toString() });
  return {
    database,
    url: url.toString(),
    destroy: async () => {
      await database.close().catch(() => {});
      await withAdminClient(adminUrl, (client) =>
        client.query(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`),
      );
    },
  };
}

async function withAdminClient<T>(url: string, use: (client: pg.Client) => Promise<T>): Promise<T> {
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  try {
    return await use(client);
  } finally {
    await client.end();
  }
}
