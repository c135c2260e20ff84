import { PGlite } from '@electric-sql/pglite';
import { pg_trgm } from '@electric-sql/pglite/contrib/pg_trgm';

/**
 * A PGlite client with the extensions the migrations create: pg_trgm, for the history
 * search (docs/decisions/010). `loadDataDir` starts it from another client's data folder
 * (a `dumpDataDir()` tarball): the tests' copies of one migrated database.
 */
export function createPglite(dataDir: string, { loadDataDir }: { loadDataDir?: Blob } = {}) {
  return new PGlite(dataDir, { extensions: { pg_trgm }, loadDataDir });
}
