import { randomBytes } from 'node:crypto';
import { eq } from 'drizzle-orm';
import Stripe from 'stripe';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { payments } from '../src/db/schema';
import { balanceOf, setBalance, signedUpWriter } from './support/accounts';
import type { BrowserSession } from './support/browser-session';
import { errorCode } from './support/error-code';
import { requestWithHost } from './support/request-with-host';
import { startStripeStub } from './support/stripe-stub-server';
import { TEST_DRIVERS } from './support/test-databases';
import { startTestServer, type TestServer } from './support/test-server';

const WEBHOOK_SECRET = 'whsec_plume_test_secret';
/** Only used to sign test events, as Stripe would. */
const signer = new Stripe('sk_test_signer');

describe.each(TEST_DRIVERS)('Stripe Checkout on %s', (driver) => {
  let server: TestServer;
  let stub: Awaited<ReturnType<typeof startStripeStub>>;
  beforeEach(async () => {
    stub = await startStripeStub();
    server = await startTestServer(driver, {
      env: {
        STRIPE_SECRET_KEY: 'sk_test_plume',
        STRIPE_WEBHOOK_SECRET: WEBHOOK_SECRET,
        STRIPE_API_URL: stub.url,
        STRIPE_PRICE_60_CREDITS: 'price_premium',
      },
    });
  });
  afterEach(async () => {
    await server?.stop();
    await stub?.close();
  });

  async function openCheckout(browser: BrowserSession, packageId: string, language = 'en') {
    const response = await browser.post('/api/checkout', { packageId, language });
    expect(response.status).toBe(200);
    const { url } = (await response.json()) as { url: string };
    const sessionId = url.split('/').at(-1) ?? '';
    expect(url).toBe(`https://checkout.stripe.test/c/pay/${sessionId}`);
    return sessionId;
  }

  function eventFor(type: string, sessionId: string) {
    return {
      id: `evt_${randomBytes(8).toString('hex')}`,
      object: 'event',
      api_version: '2025-01-01',
      created: Math.floor(Date.now() / 1000),
      livemode: false,
      pending_webhooks: 1,
      request: { id: null, idempotency_key: null },
      type,
      data: { object: stub.sessionJson(sessionId) },
    };
  }

  function deliver(
    event: unknown,
    {
      secret = WEBHOOK_SECRET,
      timestamp,
      body,
    }: { secret?: string; timestamp?: number; body?: string } = {},
  ) {
    const payload = JSON.stringify(event, null, 2);
    const signature = signer.webhooks.generateTestHeaderString({ payload, secret, timestamp });
    return server.fetch('/api/stripe/webhook', {
      method: 'POST',
      headers: { 'content-type': 'application/json', 'stripe-signature': signature },
      body: body ?? payload,
    });
  }

  const paymentRows = () => server.testDatabase.database.db.select().from(payments);

  it('opens a Checkout Session: payment mode, CAD, the package, the writer and the language routes', async () => {
    const browser = await signedUpWriter(server, 'writer@example.com');
    const user = await browser.currentUser();
    const sessionId = await openCheckout(browser, '25_credits', 'fr');

    expect(stub.requests).toHaveLength(1);
    const [request] = stub.requests;
    expect(request?.method).toBe('POST');
    expect(request?.path).toBe('/v1/checkout/sessions');
    expect(request?.headers.authorization).toBe('Bearer sk_test_plume');
    expect(request?.headers['idempotency-key']).toMatch(/^checkout-[0-9a-f-]{36}$/);
    const [row] = await paymentRows();
    expect(request?.form).toEqual({
      mode: 'payment',
      'line_items[0][quantity]': '1',
      'line_items[0][price_data][currency]': 'cad',
      'line_items[0][price_data][unit_amount]': '1000',
      'line_items[0][price_data][product_data][name]': 'Plume Creative: 25 credits',
      client_reference_id: user?.id,
      customer_email: 'writer@example.com',
      'metadata[paymentId]': row?.id,
      'metadata[userId]': user?.id,
      'metadata[packageId]': '25_credits',
      locale: 'fr',
      success_url: `${server.config.publicUrl}/paiement/succes?session_id={CHECKOUT_SESSION_ID}`,
      cancel_url: `${server.config.publicUrl}/paiement/annulation`,
    });
    expect(row).toMatchObject({
      provider: 'stripe',
      providerSessionId: sessionId,
      status: 'pending',
      amountCents: 1000,
      currency: 'CAD',
    });
  });

  it('returns the writer to the loopback address their browser used, without a PUBLIC_URL', async () => {
    const browser = await signedUpWriter(server, 'writer@example.com');
    const answer = await requestWithHost(server, '127.0.0.1:3000', '/api/checkout', {
      headers: { origin: 'http://127.0.0.1:3000', cookie: browser.cookieHeader() },
      body: { packageId: '10_credits', language: 'en' },
    });
    expect(answer.status).toBe(200);
    expect(stub.requests[0]?.form).toMatchObject({
      success_url: 'http://127.0.0.1:3000/payment/success?session_id={CHECKOUT_SESSION_ID}',
      cancel_url: 'http://127.0.0.1:3000/payment/cancel',
    });
  });

  it('sells a package with its configured Stripe price', async () => {
    const browser = await signedUpWriter(server, 'writer@example.com');
    await openCheckout(browser, '60_credits', 'es');
    const form = stub.requests[0]?.form ?? {};
    expect(form['line_items[0][price]']).toBe('price_premium');
    expect(form['line_items[0][price_data][currency]']).toBeUndefined();
    expect(form.success_url).toBe(
      `${server.config.publicUrl}/pago/exitoso?session_id={CHECKOUT_SESSION_ID}`,
    );
  });

  it('answers 502 payment.createSessionError when Stripe refuses, and marks the payment failed', async () => {
    await stub.close();
    const browser = await signedUpWriter(server, 'writer@example.com');
    const response = await browser.post('/api/checkout', {
      packageId: '10_credits',
      language: 'en',
    });
    expect(response.status).toBe(502);
    expect(await errorCode(response)).toBe('payment.createSessionError');
    expect((await paymentRows()).map((row) => row.status)).toEqual(['failed']);
  });

  it('credits a paid session once when its completed event arrives 5 times at once', async () => {
    const browser = await signedUpWriter(server, 'writer@example.com');
    const sessionId = await openCheckout(browser, '10_credits');
    stub.pay(sessionId);
    const event = eventFor('checkout.session.completed', sessionId);
    const answers = await Promise.all(Array.from({ length: 5 }, () => deliver(event)));
    expect(answers.map((answer) => answer.status)).toEqual([200, 200, 200, 200, 200]);
    expect(await balanceOf(browser)).toBe(13);
    expect((await paymentRows())[0]?.status).toBe('paid');
  });

  it('accepts only a valid signature: wrong secret, too old, re-serialised or missing are 400', async () => {
    const browser = await signedUpWriter(server, 'writer@example.com');
    const sessionId = await openCheckout(browser, '10_credits');
    stub.pay(sessionId);
    const event = eventFor('checkout.session.completed', sessionId);
    const refusals = [
      await deliver(event, { secret: 'whsec_someone_else' }),
      await deliver(event, { timestamp: Math.floor(Date.now() / 1000) - 10 * 60 }),
      // The same event, compacted: same meaning, other bytes than the ones signed.
      await deliver(event, { body: JSON.stringify(event) }),
      await server.fetch('/api/stripe/webhook', {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify(event),
      }),
    ];
    for (const refused of refusals) {
      expect(refused.status).toBe(400);
      expect(await errorCode(refused)).toBe('payment.invalidSignature');
    }
    expect(await balanceOf(browser)).toBe(3);
    expect((await paymentRows())[0]?.status).toBe('pending');
    expect((await deliver(event)).status).toBe(200);
    expect(await balanceOf(browser)).toBe(13);
  });

  it('credits a session whose id was never saved (a crash after Stripe answered) by its metadata', async () => {
    const browser = await signedUpWriter(server, 'writer@example.com');
    const sessionId = await openCheckout(browser, '10_credits');
    await server.testDatabase.database.db
      .update(payments)
      .set({ providerSessionId: null })
      .where(eq(payments.providerSessionId, sessionId));
    stub.pay(sessionId);
    const event = eventFor('checkout.session.completed', sessionId);
    await Promise.all([deliver(event), deliver(event)]);
    expect(await balanceOf(browser)).toBe(13);
    expect((await paymentRows())[0]).toMatchObject({
      providerSessionId: sessionId,
      status: 'paid',
    });
  });

  it('waits for async_payment_succeeded when the session completes unpaid', async () => {
    const browser = await signedUpWriter(server, 'writer@example.com');
    const sessionId = await openCheckout(browser, '25_credits');
    expect((await deliver(eventFor('checkout.session.completed', sessionId))).status).toBe(200);
    expect(await balanceOf(browser)).toBe(3);
    stub.pay(sessionId);
    await deliver(eventFor('checkout.session.async_payment_succeeded', sessionId));
    await deliver(eventFor('checkout.session.completed', sessionId));
    expect(await balanceOf(browser)).toBe(28);
  });

  it('ignores other events and sessions it does not know', async () => {
    const browser = await signedUpWriter(server, 'writer@example.com');
    const sessionId = await openCheckout(browser, '10_credits');
    stub.pay(sessionId);
    expect((await deliver(eventFor('checkout.session.expired', sessionId))).status).toBe(200);
    const stranger = await openCheckout(
      await signedUpWriter(server, 'other@example.com'),
      '10_credits',
    );
    stub.pay(stranger);
    const unknown = eventFor('checkout.session.completed', stranger);
    unknown.data.object.id = 'cs_test_from_another_app';
    expect((await deliver(unknown)).status).toBe(200);
    expect(await balanceOf(browser)).toBe(3);
  });

  it.each([
    ['the success page, then the webhook', 'confirm-first'],
    ['the webhook, then the success page', 'webhook-first'],
    ['both at once', 'together'],
  ])('credits once when %s report the payment', async (_, order) => {
    const browser = await signedUpWriter(server, 'writer@example.com');
    const sessionId = await openCheckout(browser, '60_credits');
    stub.pay(sessionId);
    const confirm = () => browser.post('/api/checkout/confirm', { sessionId });
    const webhook = () => deliver(eventFor('checkout.session.completed', sessionId));
    if (order === 'confirm-first') {
      expect(await (await confirm()).json()).toEqual({ status: 'paid', credits: 63 });
      await webhook();
    } else if (order === 'webhook-first') {
      await webhook();
      expect(await (await confirm()).json()).toEqual({ status: 'paid', credits: 63 });
    } else {
      await Promise.all([confirm(), webhook(), confirm(), webhook()]);
    }
    expect(await balanceOf(browser)).toBe(63);
    // The success page asked Stripe itself, by the session id.
    const retrievals = stub.requests.filter((request) => request.method === 'GET');
    expect(
      retrievals.every((request) => request.path === `/v1/checkout/sessions/${sessionId}`),
    ).toBe(true);
  });

  it('credits nothing for an unpaid session, a forged id or another writer’s session', async () => {
    const browser = await signedUpWriter(server, 'writer@example.com');
    const sessionId = await openCheckout(browser, '150_credits');
    expect(await (await browser.post('/api/checkout/confirm', { sessionId })).json()).toEqual({
      status: 'pending',
      credits: 3,
    });
    const before = stub.requests.length;
    const forged = await browser.post('/api/checkout/confirm', { sessionId: 'cs_test_forged' });
    expect(forged.status).toBe(404);
    expect(await errorCode(forged)).toBe('payment.sessionNotFound');
    stub.pay(sessionId);
    const other = await signedUpWriter(server, 'other@example.com');
    expect((await other.post('/api/checkout/confirm', { sessionId })).status).toBe(404);
    // Neither the forged id nor the stranger's request reached Stripe.
    expect(stub.requests.length).toBe(before);
    expect(await balanceOf(other)).toBe(3);
    expect(await balanceOf(browser)).toBe(3);
  });

  it('never sends an unlimited account to Stripe', async () => {
    const browser = await signedUpWriter(server, 'unlimited@example.com');
    await setBalance(server, 'unlimited@example.com', -1);
    const refused = await browser.post('/api/checkout', {
      packageId: '10_credits',
      language: 'en',
    });
    expect(refused.status).toBe(409);
    expect(await errorCode(refused)).toBe('payment.unlimitedAccount');
    expect(stub.requests).toEqual([]);
  });

  it('names stripe in /api/health', async () => {
    const health = (await (await server.fetch('/api/health')).json()) as { payments: string };
    expect(health.payments).toBe('stripe');
  });
});
