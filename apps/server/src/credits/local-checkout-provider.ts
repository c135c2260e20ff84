import { randomBytes } from 'node:crypto';
import type { CheckoutProvider } from './checkout-provider';

export const LOCAL_CHECKOUT_PATH = '/local-checkout';

/**
 * The embedded default: the payment page is the app's own test page
 * (local-checkout-routes.ts), on the address the writer's browser uses, where its session
 * cookie is. Session ids are unguessable, like Stripe's.
 */
export function createLocalCheckoutProvider(): CheckoutProvider {
  return {
    name: 'local-checkout',
    createSession: async ({ appUrl }) => {
      const sessionId = `local_${randomBytes(18).toString('base64url')}`;
      return { sessionId, url: `${appUrl}${LOCAL_CHECKOUT_PATH}/${sessionId}` };
    },
    isPaid: async () => false,
  };
}
