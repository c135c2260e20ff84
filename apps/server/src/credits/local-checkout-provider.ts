import { randomBytes } from 'node:crypto';
import type { CheckoutProvider } from './checkout-provider';

export const LOCAL_CHECKOUT_PATH = '/local-checkout';

/**
 * The embedded default: the payment page is the app's own test page
 * (local-checkout-routes.ts). Session ids are unguessable, like Stripe's.
 */
export function createLocalCheckoutProvider(publicUrl: string): CheckoutProvider {
  return {
    name: 'local-checkout',
    createSession: async () => {
      const sessionId = `local_${randomBytes(18).toString('base64url')}`;
      return { sessionId, url: `${publicUrl}${LOCAL_CHECKOUT_PATH}/${sessionId}` };
    },
    isPaid: async () => false,
  };
}
