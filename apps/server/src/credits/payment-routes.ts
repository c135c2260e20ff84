import { Hono } from 'hono';
import type { SessionReader } from '../auth/session-reader';
import type { Clock } from '../clock';
import type { Config } from '../config';
import type { Db } from '../db/database';
import type { AppEnv } from '../http/app-env';
import type { CheckoutProvider } from './checkout-provider';
import { checkoutRoutes } from './checkout-routes';
import { createLocalCheckoutProvider, LOCAL_CHECKOUT_PATH } from './local-checkout-provider';
import { localCheckoutRoutes } from './local-checkout-routes';
import { packageRoutes } from './package-routes';
import { createStripeCheckoutProvider, createStripeClient } from './stripe-checkout-provider';
import { stripeWebhookRoutes } from './stripe-webhook-routes';

/**
 * Packages, checkout and the provider's own routes: Stripe's webhook (when its secret is
 * set), or the local checkout's payment page.
 */
export function paymentRoutes(
  sessions: SessionReader,
  { config, db, clock }: { config: Config; db: Db; clock: Clock },
) {
  const app = new Hono<AppEnv>();
  app.route('/api/packages', packageRoutes());
  const { payments } = config;
  let provider: CheckoutProvider;
  if (payments.provider === 'stripe') {
    const stripe = createStripeClient(payments);
    provider = createStripeCheckoutProvider(payments, stripe);
    if (payments.webhookSecret) {
      app.route(
        '/api/stripe/webhook',
        stripeWebhookRoutes(stripe, payments.webhookSecret, db, clock),
      );
    }
  } else {
    provider = createLocalCheckoutProvider();
    app.route(LOCAL_CHECKOUT_PATH, localCheckoutRoutes(sessions, db, clock));
  }
  app.route('/api/checkout', checkoutRoutes(sessions, { db, provider }, config, clock));
  return app;
}
