import { Hono } from 'hono';
import type { Config } from '../config';
import type { Database } from '../db/database';
import type { AppEnv } from '../http/app-env';
import { AppError } from '../http/app-error';

/** GET /api/health: which provider serves each part, and 503 when the database is down. */
export function healthRoutes(config: Config, database: Database) {
  return new Hono<AppEnv>().get('/', async (c) => {
    try {
      await database.ping();
    } catch (error) {
      c.get('logger').warn({ err: error }, 'health check: database unreachable');
      throw new AppError('errors.databaseUnavailable', {
        message: 'The database is not answering',
        status: 503,
      });
    }
    c.header('Cache-Control', 'no-store');
    return c.json({
      status: 'ok',
      db: database.driver,
      engine: config.providers.engine,
      payments: config.providers.payments,
      mail: config.providers.mail,
    });
  });
}
