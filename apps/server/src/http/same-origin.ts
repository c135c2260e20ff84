import { createMiddleware } from 'hono/factory';
import type { AppEnv } from './app-env';
import { AppError } from './app-error';

const SAFE_METHODS = new Set(['GET', 'HEAD', 'OPTIONS']);

/**
 * Refuses a state-changing request that a browser sent from another site, whatever cookie
 * it carries (cross-site request forgery). Browsers name the page's origin in `Origin` on
 * every POST and DELETE; where one is missing, `Sec-Fetch-Site` still tells. A request
 * with neither came from no browser (Stripe's webhook, scripts) and carries no one's
 * cookie by accident. The session cookie is SameSite=Lax as well: this holds even for a
 * browser that ignores it, and for a sibling subdomain that counts as the same site.
 */
export function sameOrigin(trustedOrigins: readonly string[]) {
  const trusted = new Set(trustedOrigins);
  return createMiddleware<AppEnv>(async (c, next) => {
    if (!SAFE_METHODS.has(c.req.method)) {
      const origin = c.req.header('origin');
      const fetchSite = c.req.header('sec-fetch-site');
      const allowed = origin
        ? trusted.has(origin)
        : fetchSite === undefined || fetchSite === 'same-origin' || fetchSite === 'none';
      if (!allowed) {
        throw new AppError('errors.forbiddenOrigin', {
          message: 'Cross-origin request refused',
          status: 403,
        });
      }
    }
    await next();
  });
}
