import path from 'node:path';
import { fileURLToPath } from 'node:url';

/**
 * apps/server, found from this file: src/paths.ts in development and the bundled
 * dist/*.js in production both sit one folder below it.
 */
export const SERVER_ROOT = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');

export const MIGRATIONS_DIR = path.join(SERVER_ROOT, 'drizzle');
