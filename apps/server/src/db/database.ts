import type { PgDatabase, PgQueryResultHKT } from 'drizzle-orm/pg-core';
import type { Config } from '../config';
import type * as schema from './schema';

/** The Drizzle handle the rest of the server uses; it does not know which driver is behind it. */
export type Db = PgDatabase<PgQueryResultHKT, typeof schema>;

/** The handle a transaction's callback gets: queries, and savepoints by `transaction`. */
export type Transaction = Parameters<Parameters<Db['transaction']>[0]>[0];

/** What a query that only reads needs: the database, or a transaction on it. */
export type Reader = Pick<Db, 'select'>;

/** An open database, PGlite (client.ts) or PostgreSQL (postgres-database.ts). */
export interface Database {
  db: Db;
  driver: Config['database']['driver'];
  /** Applies the committed drizzle-kit migrations that have not run yet. */
  migrate(): Promise<void>;
  /** Resolves when the database answers a trivial query; rejects otherwise. */
  ping(): Promise<void>;
  /** Idempotent: shutdown paths may reach it more than once. */
  close(): Promise<void>;
}
