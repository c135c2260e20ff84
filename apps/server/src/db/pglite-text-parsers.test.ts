import { PGlite, type QueryOptions } from '@electric-sql/pglite';
import { sql } from 'drizzle-orm';
import { drizzle } from 'drizzle-orm/pglite';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { withTextParsers } from './pglite-text-parsers';

/** Records the options each query reaches PGlite with, inside transactions too. */
function recordOptions(client: PGlite) {
  const seen: (QueryOptions | undefined)[] = [];
  const query = client.query.bind(client);
  client.query = (text, params, options) => {
    seen.push(options);
    return query(text, params, options);
  };
  const transaction = client.transaction.bind(client);
  client.transaction = (work) =>
    transaction((tx) => {
      const txQuery = tx.query;
      tx.query = (text, params, options) => {
        seen.push(options);
        return txQuery(text, params, options);
      };
      return work(tx);
    });
  return seen;
}

const VALUES = sql`select
  timestamptz '2026-11-21 10:00:00.123+00' as at,
  timestamp '2026-11-21 10:00:00' as local,
  date '2026-11-21' as day,
  interval '2 hours' as span,
  array[timestamptz '2026-11-21 10:00:00+00'] as ats,
  array[1.5, 2.25]::numeric[] as amounts,
  42 as n,
  true as yes,
  '{"a":1}'::jsonb as doc,
  array['x', 'y'] as words`;

describe('withTextParsers', () => {
  // Two clients for the whole file: each takes seconds to start on a busy machine.
  let plainClient: PGlite;
  let client: PGlite;
  let wrapped: PGlite;
  let seen: (QueryOptions | undefined)[];
  beforeAll(async () => {
    plainClient = new PGlite();
    client = new PGlite();
    await Promise.all([plainClient.waitReady, client.waitReady]);
    wrapped = withTextParsers(client);
    seen = recordOptions(client);
  });
  afterAll(async () => {
    await Promise.all([plainClient.close(), client.close()]);
  });
  beforeEach(() => {
    seen.length = 0;
  });

  it('reads every type as drizzle does on a plain client', async () => {
    const expected = await drizzle({ client: plainClient }).execute(VALUES);
    const db = drizzle({ client: wrapped });
    const actual = await db.execute(VALUES);
    expect(actual.rows).toEqual(expected.rows);
    expect(actual.rows[0]).toMatchObject({ n: 42, yes: true, doc: { a: 1 }, words: ['x', 'y'] });
    const inTransaction = await db.transaction((tx) => tx.execute(VALUES));
    expect(inTransaction.rows).toEqual(expected.rows);
  });

  it("drops drizzle's own parsers from each query, in transactions too", async () => {
    const db = drizzle({ client: wrapped });
    await db.execute(sql`select 1`);
    await db.transaction((tx) => tx.execute(sql`select 2`));
    expect(seen).toHaveLength(2);
    for (const options of seen) expect(options).not.toHaveProperty('parsers');
  });

  it('passes any other parsers through untouched', async () => {
    const parsers = { 23: (value: string) => `int ${value}` };
    const result = await wrapped.query<{ n: string }>('select 7 as n', [], { parsers });
    expect(result.rows[0]?.n).toBe('int 7');
    expect(seen[0]?.parsers).toBe(parsers);
  });
});
