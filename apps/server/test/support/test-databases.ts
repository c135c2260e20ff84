import { randomBytes } from 'node:crypto';
import { readFile } from 'node:fs/promises';
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

/** The migrated data folder the global setup left (migrated-pglite.ts), read once per file. */
function migratedPgliteDataDir(): Promise<Blob> {
  migratedDataDir ??= readFile(inject('migratedPgliteDataDir')).then((bytes) => new Blob([bytes]));
  return migratedDataDir;
}

async function startedFromMigrated(): Promise<Database> {
  const client = createPglite('memory://', { loadDataDir: await migratedPgliteDataDir() });
  await client.waitReady;
  return pgliteDatabase(client);
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
    const database = empty
      ? await openDatabase({ driver: 'pglite', dataDir: 'memory://' })
      : await startedFromMigrated();
    return { database, destroy: () => database.close() };
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
