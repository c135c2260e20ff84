import { createMiddleware } from 'hono/factory';
import type { Logger } from '../logger';
import type { AppEnv } from './app-env';

/** One log line per request, and a child logger carrying the request id for the handlers. */
export function requestLogger(logger: Logger) {
  return createMiddleware<AppEnv>(async (c, next) => {
    const started = performance.now();
    const log = logger.child({ reqId: c.get('requestId') });
    c.set('logger', log);
    await next();
    log.info(
      {
        method: c.req.method,
        path: c.req.path,
        status: c.res.status,
        ms: Math.round(performance.now() - started),
      },
      'request',
    );
  });
}
