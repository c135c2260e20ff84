import type { MiddlewareHandler } from 'hono';
import type { Database } from '../db/database';
import type { AppEnv } from './app-env';
import type { ErrorBody } from './app-error';

/** How long a client should wait before trying again while the database is away. */
const RETRY_AFTER_SECONDS = '5';

const body: ErrorBody = {
  error: { code: 'errors.databaseUnavailable', message: 'The database is not answering' },
};

/**
 * A server error while the database does not answer is the outage, not a bug: the answer
 * becomes 503 errors.databaseUnavailable with Retry-After, whichever part failed (the
 * auth library wraps the driver's error into its own, so the error alone cannot tell).
 * The pool reconnects by itself once the database is back.
 */
export function databaseOutage(database: Database): MiddlewareHandler<AppEnv> {
  return async (c, next) => {
    await next();
    if (c.res.status < 500 || c.res.status === 503) return;
    const reachable = await database.ping().then(
      () => true,
      () => false,
    );
    if (reachable) return;
    c.get('logger').warn({ method: c.req.method, path: c.req.path }, 'database out of reach');
    c.res = c.json(body, 503, { 'Retry-After': RETRY_AFTER_SECONDS });
  };
}
