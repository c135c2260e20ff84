import { zValidator } from '@hono/zod-validator';
import { LANGUAGES } from '@plume/core/i18n';
import { Hono } from 'hono';
import { z } from 'zod';
import type { SessionReader } from '../auth/read-session';
import { requireUser, type SignedInEnv } from '../auth/require-user';
import type { Clock } from '../clock';
import { browserPublicUrl, type PublicAddress } from '../http/browser-public-url';
import { throwBadRequest } from '../http/validation-error';
import { confirmCheckout } from './confirm-checkout';
import { type CheckoutDependencies, startCheckout } from './start-checkout';

const checkoutBody = z.object({
  packageId: z.string().max(100),
  language: z.enum(LANGUAGES),
});

/**
 * Stripe's and the local checkout's session ids are letters, digits and underscores; the
 * shape keeps out what PostgreSQL refuses in a text parameter (NUL) and what would change
 * the path of Stripe's API call.
 */
export const checkoutSessionId = z
  .string()
  .max(300)
  .regex(/^[A-Za-z0-9_-]+$/, 'Invalid session id');

const confirmBody = z.object({ sessionId: checkoutSessionId });

/**
 * POST /api/checkout -> { url } of the payment page; POST /api/checkout/confirm, sent by
 * the success page -> { status, credits }. `address` decides which address of the app the
 * payment page and its return pages are on.
 */
export function checkoutRoutes(
  sessions: SessionReader,
  deps: CheckoutDependencies,
  address: PublicAddress,
  clock: Clock,
) {
  return new Hono<SignedInEnv>()
    .use(requireUser(sessions))
    .post('/', zValidator('json', checkoutBody, throwBadRequest), async (c) => {
      const { url } = await startCheckout(deps, c.get('user'), c.req.valid('json'), {
        now: clock(),
        logger: c.get('logger'),
        appUrl: browserPublicUrl(address, c.req.header('host')),
      });
      c.header('Cache-Control', 'no-store');
      return c.json({ url });
    })
    .post('/confirm', zValidator('json', confirmBody, throwBadRequest), async (c) => {
      const { sessionId } = c.req.valid('json');
      const confirmation = await confirmCheckout(
        deps.db,
        deps.provider,
        c.get('user').id,
        sessionId,
        clock(),
      );
      c.header('Cache-Control', 'no-store');
      return c.json(confirmation);
    });
}
