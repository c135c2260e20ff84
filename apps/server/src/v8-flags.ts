import v8 from 'node:v8';
import type { Config } from './config';

/**
 * V8 settings for a server that should fit a small machine (docs/decisions/028), set before
 * any WebAssembly is compiled. The heap grows by 20 % between full collections instead of
 * up to four times: under load the server held more than twice its live objects. PGlite's
 * Postgres is compiled by the baseline compiler (Liftoff) only: the optimizing tier held a
 * second copy of its hot code, about 80 MiB.
 */
export function setSmallFootprint(driver: Config['database']['driver']) {
  v8.setFlagsFromString('--heap-growing-percent=20');
  if (driver === 'pglite') v8.setFlagsFromString('--liftoff-only');
}
