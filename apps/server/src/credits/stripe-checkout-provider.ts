import type Stripe from 'stripe';
import type { StripeConfig } from '../config';
import type { CheckoutProvider } from './checkout-provider';

/** The SDK, loaded on first use rather than at start-up, which it would slow down. */
export type StripeClient = () => Promise<Stripe>;

/** The SDK pointed at Stripe, or at STRIPE_API_URL (stripe-mock, the tests' stub). */
export function createStripeClient(config: StripeConfig): StripeClient {
  let client: Promise<Stripe> | undefined;
  return () => {
    client ??= import('stripe').then(({ default: Stripe }) => {
      if (!config.apiUrl) return new Stripe(config.secretKey, { maxNetworkRetries: 2 });
      const url = new URL(config.apiUrl);
      return new Stripe(config.secretKey, {
        maxNetworkRetries: 2,
        host: url.hostname,
        port: url.port || (url.protocol === 'https:' ? 443 : 80),
        protocol: url.protocol === 'https:' ? 'https' : 'http',
      });
    });
    return client;
  };
}

/**
 * Stripe Checkout in payment mode, in CAD: the package's configured price, or inline price
 * data when none is configured. The user and package ride along in the metadata and
 * client_reference_id so a session can be traced from Stripe's dashboard.
 */
export function createStripeCheckoutProvider(
  config: StripeConfig,
  stripe: StripeClient = createStripeClient(config),
): CheckoutProvider {
  return {
    name: 'stripe',
    createSession: async (request) => {
      const { creditPackage } = request;
      const priceId = config.priceIds[creditPackage.id];
      const session = await (await stripe()).checkout.sessions.create(
        {
          mode: 'payment',
          line_items: [
            priceId
              ? { price: priceId, quantity: 1 }
              : {
                  quantity: 1,
                  price_data: {
                    currency: 'cad',
                    unit_amount: creditPackage.priceCents,
                    product_data: {
                      name: `Plume ${creditPackage.name}: ${creditPackage.credits} credits`,
                    },
                  },
                },
          ],
          client_reference_id: request.userId,
          customer_email: request.email,
          metadata: {
            paymentId: request.paymentId,
            userId: request.userId,
            packageId: creditPackage.id,
          },
          locale: request.language,
          success_url: request.successUrl,
          cancel_url: request.cancelUrl,
        },
        // A retried request (network trouble) must not open a second session.
        { idempotencyKey: `checkout-${request.paymentId}` },
      );
      if (!session.url) throw new Error(`Stripe returned session ${session.id} without a URL`);
      return { sessionId: session.id, url: session.url };
    },
    isPaid: async (sessionId) => {
      const session = await (await stripe()).checkout.sessions.retrieve(sessionId);
      return session.payment_status === 'paid';
    },
  };
}
