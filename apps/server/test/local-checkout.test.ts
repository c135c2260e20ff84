import { afterEach, describe, expect, it } from 'vitest';
import { payments } from '../src/db/schema';
import { balanceOf, setBalance, signedUpWriter } from './support/accounts';
import { BrowserSession } from './support/browser-session';
import { errorCode } from './support/error-code';
import { requestWithHost } from './support/request-with-host';
import { TEST_DRIVERS } from './support/test-databases';
import { startTestServer, type TestServer } from './support/test-server';

describe.each(TEST_DRIVERS)('packages and the local checkout on %s', (driver) => {
  let server: TestServer;
  afterEach(() => server?.stop());

  const checkout = (browser: BrowserSession, packageId: string, language = 'en') =>
    browser.post('/api/checkout', { packageId, language });

  /** The payment page's path, from the URL POST /api/checkout answers. */
  async function openCheckout(browser: BrowserSession, packageId: string, language = 'en') {
    const response = await checkout(browser, packageId, language);
    expect(response.status).toBe(200);
    const { url } = (await response.json()) as { url: string };
    expect(url.startsWith(`${server.config.publicUrl}/local-checkout/local_`)).toBe(true);
    const path = new URL(url).pathname;
    return { path, sessionId: path.split('/').at(-1) ?? '' };
  }

  const paymentRows = () => server.testDatabase.database.db.select().from(payments);

  it('lists the four packages, prices in cents of CAD', async () => {
    server = await startTestServer(driver);
    const response = await server.fetch('/api/packages');
    expect(response.status).toBe(200);
    expect(await response.json()).toEqual([
      {
        id: '10_credits',
        name: 'Beginner',
        credits: 10,
        price: 500,
        currency: 'CAD',
        pricePerCredit: 50,
        badges: [],
      },
      {
        id: '25_credits',
        name: 'Creative',
        credits: 25,
        price: 1000,
        currency: 'CAD',
        pricePerCredit: 40,
        badges: [],
      },
      {
        id: '60_credits',
        name: 'Premium',
        credits: 60,
        price: 2000,
        currency: 'CAD',
        pricePerCredit: 33,
        badges: ['popular', 'bestValue'],
      },
      {
        id: '150_credits',
        name: 'Pro',
        credits: 150,
        price: 4000,
        currency: 'CAD',
        pricePerCredit: 27,
        badges: ['bestValue'],
      },
    ]);
    const health = (await (await server.fetch('/api/health')).json()) as { payments: string };
    expect(health.payments).toBe('local-checkout');
  });

  it('refuses a signed-out visitor with 401', async () => {
    server = await startTestServer(driver);
    const visitor = new BrowserSession(server);
    for (const response of [
      await checkout(visitor, '10_credits'),
      await visitor.post('/api/checkout/confirm', { sessionId: 'local_x' }),
      await visitor.request('/local-checkout/local_x/pay', { method: 'POST' }),
    ]) {
      expect(response.status).toBe(401);
      expect(await errorCode(response)).toBe('errors.notAuthenticated');
    }
  });

  it('asks a signed-out visitor of a payment page to sign in, in their language, and to come back', async () => {
    server = await startTestServer(driver);
    const visitors: {
      headers: Record<string, string>;
      language: string;
      title: string;
      signIn: string;
      path: string;
    }[] = [
      {
        headers: {},
        language: 'fr',
        title: 'Connectez-vous pour continuer',
        signIn: 'Se connecter',
        path: '/fr/connexion',
      },
      {
        headers: { 'accept-language': 'en-CA,en;q=0.9' },
        language: 'en',
        title: 'Sign in to continue',
        signIn: 'Sign in',
        path: '/en/login',
      },
      // The language chosen in the app (its cookie) outranks the browser's.
      {
        headers: { cookie: 'plume.language=es', 'accept-language': 'en' },
        language: 'es',
        title: 'Inicia sesión para continuar',
        signIn: 'Iniciar sesión',
        path: '/es/iniciar-sesion',
      },
    ];
    for (const visitor of visitors) {
      const response = await server.fetch('/local-checkout/local_abc', {
        headers: visitor.headers,
      });
      expect(response.status).toBe(401);
      expect(response.headers.get('content-type')).toMatch(/^text\/html/);
      expect(response.headers.get('cache-control')).toBe('no-store');
      const html = await response.text();
      expect(html).toContain(`<html lang="${visitor.language}">`);
      expect(html).toMatch(new RegExp(`<h1[^>]*>${visitor.title}</h1>`));
      expect(html).toMatch(
        new RegExp(
          `<a href="${visitor.path}\\?next=%2Flocal-checkout%2Flocal_abc"[^>]*>${visitor.signIn}</a>`,
        ),
      );
    }
  });

  it('opens the payment page on the loopback address the browser used, without a PUBLIC_URL', async () => {
    server = await startTestServer(driver);
    expect(server.config.publicUrl).toBe('http://localhost:3000');
    const browser = await signedUpWriter(server, 'writer@example.com');
    for (const host of ['127.0.0.1:3000', 'localhost:3000', '[::1]:3000']) {
      const answer = await requestWithHost(server, host, '/api/checkout', {
        headers: { origin: `http://${host}`, cookie: browser.cookieHeader() },
        body: { packageId: '10_credits', language: 'fr' },
      });
      expect(answer.status).toBe(200);
      const { url } = JSON.parse(answer.body) as { url: string };
      expect(url.startsWith(`http://${host}/local-checkout/local_`)).toBe(true);
      // Paid on that address, the page sends the browser back to the same one.
      const paid = await requestWithHost(server, host, `${new URL(url).pathname}/pay`, {
        method: 'POST',
        headers: { origin: `http://${host}`, cookie: browser.cookieHeader() },
      });
      expect(paid.status).toBe(303);
      expect(paid.headers.location).toMatch(/^\/paiement\/succes\?session_id=local_/);
    }
    expect(await balanceOf(browser)).toBe(3 + 3 * 10);
  });

  it('keeps the configured address for a Host that is not one of the server’s own', async () => {
    server = await startTestServer(driver);
    const browser = await signedUpWriter(server, 'writer@example.com');
    for (const host of ['evil.example', 'evil.example:3000', '127.0.0.1:4000']) {
      const answer = await requestWithHost(server, host, '/api/checkout', {
        headers: { cookie: browser.cookieHeader() },
        body: { packageId: '10_credits', language: 'en' },
      });
      expect(answer.status).toBe(200);
      expect((JSON.parse(answer.body) as { url: string }).url).toMatch(
        /^http:\/\/localhost:3000\/local-checkout\/local_/,
      );
    }
  });

  it('always uses PUBLIC_URL when it is set', async () => {
    server = await startTestServer(driver, { env: { PUBLIC_URL: 'http://plume.example:8080' } });
    const browser = await signedUpWriter(server, 'writer@example.com');
    for (const host of ['127.0.0.1:3000', 'localhost:8080']) {
      const answer = await requestWithHost(server, host, '/api/checkout', {
        headers: { origin: 'http://plume.example:8080', cookie: browser.cookieHeader() },
        body: { packageId: '10_credits', language: 'en' },
      });
      expect(answer.status).toBe(200);
      expect((JSON.parse(answer.body) as { url: string }).url).toMatch(
        /^http:\/\/plume\.example:8080\/local-checkout\/local_/,
      );
    }
  });

  it('answers 404 payment.productNotFound for an unknown package and records nothing', async () => {
    server = await startTestServer(driver);
    const browser = await signedUpWriter(server, 'writer@example.com');
    const response = await checkout(browser, '1000_credits');
    expect(response.status).toBe(404);
    expect(await errorCode(response)).toBe('payment.productNotFound');
    expect(await paymentRows()).toEqual([]);
    expect(
      (await browser.post('/api/checkout', { packageId: '10_credits', language: 'de' })).status,
    ).toBe(400);
  });

  it('shows the total as each language names the Canadian dollar, in one form', async () => {
    server = await startTestServer(driver);
    const browser = await signedUpWriter(server, 'prices@example.com');
    const totals = { fr: '10\u00a0$CA', en: 'CA$10', es: '10\u00a0CAD' };
    for (const [language, total] of Object.entries(totals)) {
      const { path } = await openCheckout(browser, '25_credits', language);
      const html = await (await browser.request(path)).text();
      expect(html).toContain(`<dd data-testid="checkout-price">${total}</dd>`);
    }
  });

  it('buys a package end to end: test page, Pay, the success route, the credits once', async () => {
    server = await startTestServer(driver);
    const browser = await signedUpWriter(server, 'writer@example.com');
    const { path, sessionId } = await openCheckout(browser, '25_credits', 'es');

    const page = await browser.request(path);
    expect(page.status).toBe(200);
    const html = await page.text();
    for (const words of [
      'Modo de prueba',
      'Pago de prueba',
      'Creativo',
      '25 créditos',
      'Pagar',
      'Cancelar',
    ]) {
      expect(html).toContain(words);
    }
    expect(html).toMatch(/<form action="\/local-checkout\/local_[^"]+\/pay" method="post">/);

    const paid = await browser.request(`${path}/pay`, { method: 'POST' });
    expect(paid.status).toBe(303);
    expect(paid.headers.get('location')).toBe(`/pago/exitoso?session_id=${sessionId}`);
    expect(await balanceOf(browser)).toBe(3 + 25);

    const confirmed = await browser.post('/api/checkout/confirm', { sessionId });
    expect(await confirmed.json()).toEqual({ status: 'paid', credits: 28 });
    // Pay again (back button, double submit): nothing more.
    expect((await browser.request(`${path}/pay`, { method: 'POST' })).status).toBe(303);
    expect(await balanceOf(browser)).toBe(28);
    expect(await (await browser.request(path)).text()).toContain('Este pago ya se ha realizado.');

    const [row] = await paymentRows();
    expect(row).toMatchObject({
      packageId: '25_credits',
      credits: 25,
      amountCents: 1000,
      currency: 'CAD',
      language: 'es',
      provider: 'local-checkout',
      providerSessionId: sessionId,
      status: 'paid',
    });
    expect(row?.paidAt).toBeInstanceOf(Date);
  });

  it('credits once when Pay is pressed 5 times at once', async () => {
    server = await startTestServer(driver);
    const browser = await signedUpWriter(server, 'writer@example.com');
    const { path } = await openCheckout(browser, '10_credits');
    const answers = await Promise.all(
      Array.from({ length: 5 }, () => browser.request(`${path}/pay`, { method: 'POST' })),
    );
    expect(answers.map((answer) => answer.status)).toEqual([303, 303, 303, 303, 303]);
    expect(await balanceOf(browser)).toBe(13);
  });

  it('cancels: back to the cancel route, no credits, and no paying afterwards', async () => {
    server = await startTestServer(driver);
    const browser = await signedUpWriter(server, 'writer@example.com');
    const { path, sessionId } = await openCheckout(browser, '60_credits', 'fr');
    const cancelled = await browser.request(`${path}/cancel`, { method: 'POST' });
    expect(cancelled.status).toBe(303);
    expect(cancelled.headers.get('location')).toBe('/paiement/annulation');
    const paid = await browser.request(`${path}/pay`, { method: 'POST' });
    expect(paid.headers.get('location')).toBe(path);
    expect(await (await browser.request(path)).text()).toContain('Ce paiement a été annulé.');
    expect(await balanceOf(browser)).toBe(3);
    expect(await (await browser.post('/api/checkout/confirm', { sessionId })).json()).toEqual({
      status: 'cancelled',
      credits: 3,
    });
  });

  it('credits nothing when the success URL is opened without paying', async () => {
    server = await startTestServer(driver);
    const browser = await signedUpWriter(server, 'writer@example.com');
    const { sessionId } = await openCheckout(browser, '150_credits');
    const confirmed = await browser.post('/api/checkout/confirm', { sessionId });
    expect(await confirmed.json()).toEqual({ status: 'pending', credits: 3 });
    const forged = await browser.post('/api/checkout/confirm', { sessionId: 'local_forged' });
    expect(forged.status).toBe(404);
    expect(await errorCode(forged)).toBe('payment.sessionNotFound');
    expect(await balanceOf(browser)).toBe(3);
  });

  it("hides a writer's checkout from every other account", async () => {
    server = await startTestServer(driver);
    const owner = await signedUpWriter(server, 'owner@example.com');
    const other = await signedUpWriter(server, 'other@example.com');
    const { path, sessionId } = await openCheckout(owner, '10_credits');
    expect((await other.request(path)).status).toBe(404);
    expect((await other.request(`${path}/pay`, { method: 'POST' })).status).toBe(404);
    expect((await other.post('/api/checkout/confirm', { sessionId })).status).toBe(404);
    expect(await balanceOf(owner)).toBe(3);
    expect(await balanceOf(other)).toBe(3);
  });

  it('never charges an unlimited account, nor adds to it', async () => {
    server = await startTestServer(driver);
    const browser = await signedUpWriter(server, 'unlimited@example.com');
    // Made unlimited after opening a checkout: paying it leaves the account unlimited.
    const { path } = await openCheckout(browser, '10_credits');
    await setBalance(server, 'unlimited@example.com', -1);
    const refused = await checkout(browser, '10_credits');
    expect(refused.status).toBe(409);
    expect(await errorCode(refused)).toBe('payment.unlimitedAccount');
    await browser.request(`${path}/pay`, { method: 'POST' });
    expect(await balanceOf(browser)).toBe(-1);
    expect(await paymentRows()).toHaveLength(1);
  });
});
