import { Hono } from 'hono';
import type { SessionReader } from '../auth/read-session';
import type { Clock } from '../clock';
import type { Config } from '../config';
import type { Db } from '../db/database';
import type { AppEnv } from '../http/app-env';
import type { CheckoutProvider } from './checkout-provider';
import { checkoutRoutes } from './checkout-routes';
import { createLocalCheckoutProvider, LOCAL_CHECKOUT_PATH } from './local-checkout-provider';
import { localCheckoutRoutes } from './local-checkout-routes';
import { packageRoutes } from './package-routes';
import {
  createStripeCheckoutProvider,
  createStripeClient,
  type StripeClient,
} from './stripe-checkout-provider';
import { stripeWebhookRoutes } from './stripe-webhook-routes';

/** The checkout provider the configuration names, with Stripe's client when it is Stripe. */
export interface Payments {
  provider: CheckoutProvider;
  stripe: StripeClient | null;
}

export function createPayments(config: Config['payments']): Payments {
  if (config.provider !== 'stripe')
    return { provider: createLocalCheckoutProvider(), stripe: null };
  const stripe = createStripeClient(config);
  return { provider: createStripeCheckoutProvider(config, stripe), stripe };
}

/**
 * Packages, checkout and the provider's own routes: Stripe's webhook (when its secret is
 * set), or the local checkout's payment page.
 */
export function paymentRoutes(
  sessions: SessionReader,
  {
    config,
    db,
    clock,
    payments,
    stylesheet,
  }: {
    config: Config;
    db: Db;
    clock: Clock;
    payments: Payments;
    /** The web app's stylesheet, for the local checkout's pages (pages/app-stylesheet.ts). */
    stylesheet: () => Promise<string | undefined>;
  },
) {
  const app = new Hono<AppEnv>();
  app.route('/api/packages', packageRoutes());
  const { stripe, provider } = payments;
  if (stripe) {
    if (config.payments.provider === 'stripe' && config.payments.webhookSecret) {
      app.route(
        '/api/stripe/webhook',
        stripeWebhookRoutes(stripe, config.payments.webhookSecret, db, clock),
      );
    }
  } else {
    app.route(LOCAL_CHECKOUT_PATH, localCheckoutRoutes(sessions, db, clock, stylesheet));
  }
  app.route('/api/checkout', checkoutRoutes(sessions, { db, provider }, config, clock));
  return app;
}
