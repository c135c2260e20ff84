import { zValidator } from '@hono/zod-validator';
import {
  confirmCheckout as confirmRoute,
  startCheckout as startRoute,
} from '@plume/core/contracts';
import { Hono } from 'hono';
import type { SessionReader } from '../auth/read-session';
import { requireUser, type SignedInEnv } from '../auth/require-user';
import type { Clock } from '../clock';
import { browserPublicUrl, type PublicAddress } from '../http/browser-public-url';
import { throwBadRequest } from '../http/validation-error';
import { confirmCheckout } from './confirm-checkout';
import { type CheckoutDependencies, startCheckout } from './start-checkout';

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
    .post('/', zValidator('json', startRoute.body, throwBadRequest), async (c) => {
      const { url } = await startCheckout(deps, c.get('user'), c.req.valid('json'), {
        now: clock(),
        logger: c.get('logger'),
        appUrl: browserPublicUrl(address, c.req.header('host')),
      });
      c.header('Cache-Control', 'no-store');
      return c.json({ url });
    })
    .post('/confirm', zValidator('json', confirmRoute.body, throwBadRequest), async (c) => {
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
