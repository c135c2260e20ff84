import { z } from 'zod/mini';
import { PACKAGE_IDS } from '../credits/credit-packages';
import { LANGUAGES } from '../i18n/languages';
import { defineRoute } from './define-route';

/**
 * Stripe's and the local checkout's session ids are letters, digits and underscores; the
 * shape keeps out what PostgreSQL refuses in a text parameter (NUL) and what would change
 * the path of Stripe's API call.
 */
export const checkoutSessionId = z.lazy(() =>
  z.string().check(z.maxLength(300), z.regex(/^[A-Za-z0-9_-]+$/, 'Invalid session id')),
);

/** GET /api/packages: the packages, prices in integer cents of `currency`. */
export const listPackages = defineRoute({
  method: 'GET',
  path: '/api/packages',
  signedIn: false,
  schemas: () => ({
    response: z.array(
      z.object({
        id: z.enum(PACKAGE_IDS),
        name: z.string(),
        credits: z.number(),
        price: z.number(),
        currency: z.string(),
        pricePerCredit: z.number(),
        badges: z.array(z.enum(['popular', 'bestValue'])),
      }),
    ),
  }),
  errors: [],
});

/** POST /api/checkout: the payment page's address for a package. */
export const startCheckout = defineRoute({
  method: 'POST',
  path: '/api/checkout',
  signedIn: true,
  schemas: () => ({
    // The package's id is checked against the packages, for a code of its own.
    body: z.strictObject({
      packageId: z.string().check(z.maxLength(100)),
      language: z.enum(LANGUAGES),
    }),
    response: z.object({ url: z.string() }),
  }),
  errors: ['payment.productNotFound', 'payment.unlimitedAccount', 'payment.createSessionError'],
});

/** POST /api/checkout/confirm, sent by the success page: the payment's status and balance. */
export const confirmCheckout = defineRoute({
  method: 'POST',
  path: '/api/checkout/confirm',
  signedIn: true,
  schemas: () => ({
    body: z.strictObject({ sessionId: checkoutSessionId }),
    response: z.object({
      status: z.enum(['pending', 'paid', 'cancelled', 'failed']),
      credits: z.number(),
    }),
  }),
  errors: ['payment.sessionNotFound', 'payment.sessionError'],
});

/** POST /api/stripe/webhook: Stripe's events, signed with the webhook's secret. */
export const stripeWebhook = defineRoute({
  method: 'POST',
  path: '/api/stripe/webhook',
  signedIn: false,
  // Stripe's signature covers the raw body, which the route reads as it came.
  schemas: () => ({ response: z.object({ received: z.boolean() }) }),
  errors: ['payment.invalidSignature'],
});
