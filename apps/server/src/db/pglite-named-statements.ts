import {
  type PGlite,
  parse,
  protocol,
  type QueryOptions,
  type Results,
} from '@electric-sql/pglite';
import type { PgDatabase, PgQueryResultHKT } from 'drizzle-orm/pg-core';
import { withoutTextParsers } from './pglite-text-parsers';

/** About 1 KB each: a bound on memory however many writers are signed in. */
const MAX_KEPT_RESULTS = 10_000;

interface Statement {
  name: string;
  /** The parameters' type ids, learnt when the statement is first run. */
  paramTypes?: number[];
}

/**
 * Opens drizzle (`open`) on `client` so that the queries drizzle prepares under a name run
 * as named statements of PGlite's Postgres, as `.prepare(name)` does on PostgreSQL.
 *
 * PGlite's own `query` sends every statement unnamed, in six calls into the database
 * (parse, describe, bind, describe, execute, sync), so each run is parsed and planned
 * anew, and every plan asks the size of each table it reads (an lseek, which PGlite's Node
 * file system answers with an fstat). A named statement is parsed once, and after five
 * runs Postgres keeps a generic plan where it costs no more than a custom one
 * (plan_cache_mode auto), so a run is one call (bind, describe, execute, sync) with no
 * planning: the session read of every signed-in request took 565 µs as a query and 230 µs
 * as a named statement on the 2-core machine (docs/decisions/013).
 *
 * Only outside transactions: a transaction's queries go through PGlite's own `query` as
 * before. A run takes PGlite's transaction and query locks as `query` does, so it never
 * lands inside another request's transaction. Results are parsed by PGlite's own
 * parseResults with the client's parsers, so rows are the same as `query` gives.
 *
 * A named statement's results are kept, by parameters, until anything else runs on the
 * database: any other query, transaction or call on the client forgets them all, when it
 * starts and again when it ends. This process is the only one that can open a PGlite
 * folder (data-dir-lock.ts), so every change to the data passes here first and a kept
 * result is always what the database would answer. A named statement must therefore be a
 * plain read of tables: nothing that depends on the clock or writes. The session read is
 * the one such statement, and a signed-in writer's requests then skip the database until
 * something changes (docs/decisions/013).
 */
export function drizzleWithNamedStatements<
  TDb extends PgDatabase<PgQueryResultHKT, Record<string, unknown>>,
>(client: PGlite, open: (client: PGlite) => TDb): TDb {
  const byText = new Map<string, Statement>();
  const names = new Map<string, string>();
  const kept = new Map<string, Promise<Results<unknown>>>();
  // Counts what has run besides named statements: a run keeps its result only if nothing
  // started or ended while it ran, since that could have changed what it read.
  let changes = 0;
  const forgetKept = () => {
    changes += 1;
    kept.clear();
  };
  const changing = <R>(run: () => R): R => {
    forgetKept();
    let result: R;
    try {
      result = run();
    } catch (error) {
      forgetKept();
      throw error;
    }
    if (result instanceof Promise) return result.finally(forgetKept) as R;
    forgetKept();
    return result;
  };

  const query = <T>(text: string, params?: unknown[], options?: QueryOptions) => {
    const statement = byText.get(text);
    if (!statement) return changing(() => client.query<T>(text, params, options));
    const key = JSON.stringify([statement.name, params ?? []]);
    const known = kept.get(key);
    if (known) return known as Promise<Results<T>>;
    const before = changes;
    const run = runNamed<T>(client, statement, text, params ?? [], withoutTextParsers(options));
    run.then(
      (results) => {
        if (changes !== before) return;
        if (kept.size >= MAX_KEPT_RESULTS) kept.clear();
        kept.set(key, Promise.resolve(results));
      },
      () => {},
    );
    return run;
  };
  const db = open(
    new Proxy(client, {
      get: (target, property) => {
        if (property === 'query') return query;
        const value = Reflect.get(target, property);
        if (typeof value !== 'function' || property === 'constructor') return value;
        return (...args: unknown[]) => changing(() => value.apply(target, args));
      },
    }),
  );

  const session = db._.session;
  const prepareQuery = session.prepareQuery.bind(session);
  session.prepareQuery = ((query, fields, name, ...rest) => {
    if (name) {
      const known = names.get(name);
      if (known !== undefined && known !== query.sql) {
        throw new Error(`two different queries are prepared as ${name}`);
      }
      names.set(name, query.sql);
      if (!byText.has(query.sql)) byText.set(query.sql, { name });
    }
    return prepareQuery(query, fields, name, ...rest);
  }) as typeof session.prepareQuery;
  return db;
}

async function runNamed<T>(
  client: PGlite,
  statement: Statement,
  text: string,
  params: unknown[],
  options: QueryOptions | undefined,
): Promise<Results<T>> {
  await client._checkReady();
  return client._runExclusiveTransaction(() =>
    client.runExclusive(async () => {
      if (!statement.paramTypes) {
        // Parsed once with the parameter types Postgres infers, which PGlite's `query`
        // learns anew on every run to serialize the values.
        const described = await client.execProtocolStream(
          concat([
            protocol.serialize.parse({ name: statement.name, text }),
            protocol.serialize.describe({ type: 'S', name: statement.name }),
            protocol.serialize.sync(),
          ]),
          { syncToFs: false },
        );
        statement.paramTypes = parse.parseDescribeStatementResults(described);
      }
      const types = statement.paramTypes;
      const values = params.map((value, i) => {
        if (value === null || value === undefined) return null;
        const type = types[i] as number;
        const serialize = options?.serializers?.[type] ?? client.serializers[type];
        return serialize ? serialize(value) : String(value);
      });
      const messages = await client.execProtocolStream(
        concat([
          protocol.serialize.bind({ statement: statement.name, values }),
          protocol.serialize.describe({ type: 'P' }),
          protocol.serialize.execute({}),
          protocol.serialize.sync(),
        ]),
        { syncToFs: false },
      );
      await client.syncToFs();
      return parse.parseResults(messages, client.parsers, options)[0] as Results<T>;
    }),
  );
}

function concat(parts: Uint8Array[]): Uint8Array {
  const all = new Uint8Array(parts.reduce((length, part) => length + part.length, 0));
  let offset = 0;
  for (const part of parts) {
    all.set(part, offset);
    offset += part.length;
  }
  return all;
}
