import { PGlite } from '@electric-sql/pglite';
import { pg_trgm } from '@electric-sql/pglite/contrib/pg_trgm';

/**
 * A PGlite client with the extensions the migrations create: pg_trgm, for the history
 * search (docs/decisions/010). Clones of it carry them too.
 */
export function createPglite(dataDir: string): PGlite {
  return new PGlite(dataDir, { extensions: { pg_trgm } });
}
