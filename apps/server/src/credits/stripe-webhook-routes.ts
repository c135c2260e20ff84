import { Hono } from 'hono';
import type Stripe from 'stripe';
import type { Clock } from '../clock';
import type { Db } from '../db/database';
import type { AppEnv } from '../http/app-env';
import { AppError } from '../http/app-error';
import { fulfilPayment } from './fulfil-payment';
import type { StripeClient } from './stripe-checkout-provider';

/**
 * POST /api/stripe/webhook. The signature is checked on the raw bytes Stripe signed
 * (re-serialised JSON would not match), with Stripe's 5-minute tolerance against replays.
 * A paid checkout session is fulfilled; every other event is acknowledged and ignored.
 */
export function stripeWebhookRoutes(
  stripe: StripeClient,
  webhookSecret: string,
  db: Db,
  clock: Clock,
) {
  return new Hono<AppEnv>().post('/', async (c) => {
    const payload = await c.req.text();
    let event: Stripe.Event;
    try {
      event = await (await stripe()).webhooks.constructEventAsync(
        payload,
        c.req.header('stripe-signature') ?? '',
        webhookSecret,
      );
    } catch {
      throw new AppError('payment.invalidSignature', {
        message: 'Invalid webhook signature',
        status: 400,
      });
    }
    const session = paidSession(event);
    if (session) {
      const credited = await fulfilPayment(db, 'stripe', session.id, clock(), {
        paymentId: session.metadata?.paymentId,
      });
      c.get('logger').info(
        { sessionId: session.id, eventId: event.id, credited },
        'stripe payment',
      );
    }
    return c.json({ received: true });
  });
}

/**
 * The checkout session an event reports paid: completed and paid (cards), or paid later
 * (bank debits, vouchers: completed unpaid first, then async_payment_succeeded).
 */
function paidSession(event: Stripe.Event): Stripe.Checkout.Session | null {
  if (event.type === 'checkout.session.completed') {
    return event.data.object.payment_status === 'paid' ? event.data.object : null;
  }
  if (event.type === 'checkout.session.async_payment_succeeded') return event.data.object;
  return null;
}
