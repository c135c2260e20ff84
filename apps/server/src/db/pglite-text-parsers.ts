import { type PGlite, type QueryOptions, type Transaction, types } from '@electric-sql/pglite';

/**
 * The types drizzle-orm's PGlite driver asks to receive as text, with every query, so that
 * it maps them itself: timestamps, dates and intervals, their arrays, and numeric[]
 * (drizzle-orm/pglite/session.js).
 */
const TEXT_TYPES: readonly number[] = [
  types.TIMESTAMP,
  types.TIMESTAMPTZ,
  types.INTERVAL,
  types.DATE,
  1231, // numeric[]
  1115, // timestamp[]
  1185, // timestamptz[]
  1187, // interval[]
  1182, // date[]
];

const asText = (value: string) => value;
const PROBE = '\u0000probe';

/** Whether a query's parsers are exactly drizzle's: every text type, each left as text. */
function onlyTextParsers(parsers: NonNullable<QueryOptions['parsers']>): boolean {
  const keys = Object.keys(parsers);
  if (keys.length !== TEXT_TYPES.length) return false;
  return TEXT_TYPES.every((type) => {
    const parse = parsers[type];
    try {
      return parse !== undefined && parse(PROBE) === PROBE;
    } catch {
      return false;
    }
  });
}

/**
 * A query's own parsers cost a copy of the client's whole table of 300-odd parsers, which
 * PGlite merges them into: about 120 µs a query on a 2-core machine, more than a simple
 * query itself (docs/decisions/013). Drizzle's are installed once as the client's
 * defaults instead, and dropped from each query that passes exactly them, so every
 * result is parsed as before; any other parsers go through untouched.
 */
export function withoutTextParsers(options: QueryOptions | undefined): QueryOptions | undefined {
  if (!options?.parsers || !onlyTextParsers(options.parsers)) return options;
  const { parsers: _dropped, ...rest } = options;
  return rest;
}

function wrapTransaction(tx: Transaction): Transaction {
  // Object.create keeps the transaction's `closed` getter live.
  return Object.create(tx, {
    query: {
      value: <T>(query: string, params?: unknown[], options?: QueryOptions) =>
        tx.query<T>(query, params, withoutTextParsers(options)),
    },
  }) as Transaction;
}

/**
 * The PGlite client drizzle is given: the same client, with drizzle's text parsers as its
 * defaults and its queries (in transactions too) spared the per-query merge above.
 */
export function withTextParsers(client: PGlite): PGlite {
  for (const type of TEXT_TYPES) client.parsers[type] = asText;
  const query = <T>(query: string, params?: unknown[], options?: QueryOptions) =>
    client.query<T>(query, params, withoutTextParsers(options));
  const transaction = <T>(work: (tx: Transaction) => Promise<T>) =>
    client.transaction((tx) => work(wrapTransaction(tx)));
  return new Proxy(client, {
    get(target, property) {
      if (property === 'query') return query;
      if (property === 'transaction') return transaction;
      // PGlite's methods check their receiver (private state): they run on the client itself.
      const value = Reflect.get(target, property, target);
      return typeof value === 'function' ? value.bind(target) : value;
    },
  });
}
