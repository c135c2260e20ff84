import { cp, stat } from 'node:fs/promises';
import path from 'node:path';
import { SERVER_ROOT } from '../paths';

/** A data folder fresh from initdb, made by the build (build.mjs) with the PGlite it ships. */
export const PGLITE_TEMPLATE_DIR = path.join(SERVER_ROOT, 'dist', 'pglite-template');

const CLUSTER_MARK = 'PG_VERSION';

const exists = (file: string) =>
  stat(file).then(
    () => true,
    () => false,
  );

/**
 * Fills a data folder that holds no cluster yet with the build's fresh one, so the server
 * never runs initdb: PGlite runs it in a WebAssembly instance of its own beside the
 * database's, and a first start's memory peaked at twice the idle server's (docs/decisions/028).
 * Postgres's version file is copied last: a copy cut short leaves a folder without it, which
 * the next start fills again. Without a template (the server run from its sources), PGlite
 * runs initdb itself.
 */
export async function copyPgliteTemplate(
  dataDir: string,
  templateDir = PGLITE_TEMPLATE_DIR,
): Promise<boolean> {
  const mark = path.join(templateDir, CLUSTER_MARK);
  if (await exists(path.join(dataDir, CLUSTER_MARK))) return false;
  if (!(await exists(mark))) return false;
  await cp(templateDir, dataDir, { recursive: true, filter: (source) => source !== mark });
  await cp(mark, path.join(dataDir, CLUSTER_MARK));
  return true;
}
