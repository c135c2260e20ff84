import { Hono } from 'hono';
import type { AppEnv } from '../http/app-env';
import { AppError } from '../http/app-error';
import type { Lifecycle } from '../http/lifecycle';

/**
 * GET /api/ready: the load balancer's readiness probe. 503 from the moment shutdown
 * begins, so traffic goes elsewhere while this instance finishes what it has in flight.
 * It does not ask the database: every instance shares it, and GET /api/health says when
 * it is down.
 */
export function readyRoutes(lifecycle: Lifecycle) {
  return new Hono<AppEnv>().get('/', (c) => {
    c.header('Cache-Control', 'no-store');
    if (lifecycle.stopping) {
      throw new AppError('errors.shuttingDown', {
        message: 'This instance is shutting down',
        status: 503,
      });
    }
    return c.json({ status: 'ready' });
  });
}
