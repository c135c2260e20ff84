import { sql } from 'drizzle-orm';
import type { TestServer } from './test-server';

/**
 * Every table a request can write, except the rate-limit counters: counting refused
 * attempts is their job.
 */
const WRITABLE_TABLES = [
  'users',
  'sessions',
  'accounts',
  'verifications',
  'credits',
  'credit_holds',
  'generation_history',
  'story_cards',
  'history_words',
  'history_genre_counts',
  'payments',
  'mail_outbox',
] as const;

/** Per table, its row count and a digest of its rows: equal states, same data. */
export async function databaseState(server: TestServer): Promise<Record<string, string>> {
  const columns = WRITABLE_TABLES.map(
    (table) =>
      `(select count(*) || ' ' || coalesce(md5(string_agg(t::text, '|' order by t::text)), '') from ${table} t) as ${table}`,
  );
  // Both drivers return their rows under `rows`; Drizzle types the result as unknown.
  const result = (await server.testDatabase.database.db.execute(
    sql.raw(`select ${columns.join(', ')}`),
  )) as { rows: Record<string, string>[] };
  const [state] = result.rows;
  if (!state) throw new Error('the database state query returned no row');
  return state;
}
