import { randomBytes } from 'node:crypto';
import type { PGlite } from '@electric-sql/pglite';
import pg from 'pg';
import { type Database, openDatabase, pgliteDatabase } from '../../src/db/client';
import { createPglite } from '../../src/db/create-pglite';

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

let migratedTemplate: Promise<PGlite> | undefined;

/**
 * One in-memory PGlite per test worker with every migration applied: cloning it takes a
 * fraction of the time of starting and migrating a new one.
 */
function pgliteTemplate(): Promise<PGlite> {
  migratedTemplate ??= (async () => {
    const client = createPglite('memory://');
    await pgliteDatabase(client).migrate();
    return client;
  })();
  return migratedTemplate;
}

/**
 * A fresh database of its own, so tests never see each other's rows: an in-memory PGlite
 * (a clone of the migrated template, or empty with `empty: true`), or a new database created
 * on the PostgreSQL server of DATABASE_URL and dropped afterwards (always empty).
 */
export async function createTestDatabase(
  driver: Driver,
  { empty = false }: { empty?: boolean } = {},
): Promise<TestDatabase> {
  if (driver === 'pglite') {
    const database = empty
      ? await openDatabase({ driver: 'pglite', dataDir: 'memory://' })
      : // clone() is typed as the interface, but returns a PGlite like its template.
        pgliteDatabase((await (await pgliteTemplate()).clone()) as PGlite);
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
