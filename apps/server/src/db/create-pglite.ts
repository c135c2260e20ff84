import { PGlite } from '@electric-sql/pglite';
import { pg_trgm } from '@electric-sql/pglite/contrib/pg_trgm';

/**
 * Postgres settings for a server that is one process with one connection, on a small
 * machine (docs/decisions/028). PGlite's own default for shared buffers is 128 MB, and the
 * WebAssembly memory that holds them never shrinks.
 */
export const PGLITE_SETTINGS = {
  // The history of a writer with 10,000 ideas is about 15 MB of table and indexes, and its
  // searches read the vocabulary's trigrams as well: with 16 MB, a file-backed search read
  // pages again from the disk through WebAssembly (p95 58 ms, against 36 ms with 24 MB).
  shared_buffers: '24MB',
  // Per session; the history's searches never use temporary tables.
  temp_buffers: '2MB',
  // What ANALYZE and CREATE INDEX may take at once: the migrations and each start's ANALYZE.
  maintenance_work_mem: '16MB',
  // Each start's ANALYZE holds a sample of 300 rows per unit of this target. At Postgres's
  // 100, 30,000 rows: every entry of a 10,000-idea history at once, about 20 MiB that the
  // WebAssembly memory keeps for good. A sample of 3,000 rows keeps every history search
  // within its 50 ms (bench:history) and takes a third of a second less at every start.
  default_statistics_target: '10',
};

const startParams = [
  ...PGlite.defaultStartParams,
  ...Object.entries(PGLITE_SETTINGS).flatMap(([name, value]) => ['-c', `${name}=${value}`]),
];

/**
 * A PGlite client with the extensions the migrations create: pg_trgm, for the history
 * search (docs/decisions/010). `loadDataDir` starts it from another client's data folder
 * (a `dumpDataDir()` tarball): the tests' copies of one migrated database.
 */
export function createPglite(dataDir: string, { loadDataDir }: { loadDataDir?: Blob } = {}) {
  return new PGlite(dataDir, { extensions: { pg_trgm }, loadDataDir, startParams });
}
