import { afterEach, describe, expect, it } from 'vitest';
import { createApp } from '../src/app';
import { listen } from '../src/http/listen';
import { BrowserSession } from './support/browser-session';
import { TEST_DRIVERS } from './support/test-databases';
import { startTestServer, type TestServer } from './support/test-server';

const PASSWORD = 'Plume-Story-42';

describe.each(TEST_DRIVERS)('auth rate limits on %s', (driver) => {
  let server: TestServer;
  const cleanups: (() => Promise<void>)[] = [];
  afterEach(async () => {
    for (const cleanup of cleanups.splice(0)) await cleanup();
    await server?.stop();
  });

  async function expectLimited(response: Response, atMostSeconds = 60) {
    expect(response.status).toBe(429);
    const seconds = Number(response.headers.get('retry-after'));
    expect(seconds).toBeGreaterThan(0);
    expect(seconds).toBeLessThanOrEqual(atMostSeconds);
    expect(((await response.json()) as { error: { code: string } }).error.code).toBe(
      'auth.tooManyAttempts',
    );
  }

  it.each([
    ['sign-in', '/api/auth/sign-in/email', { email: 'a@example.com', password: 'Wrong-Pass-42' }],
    ['sign-up', '/api/auth/sign-up/email', { email: 'weak@example.com', password: 'weak' }],
    ['reset request', '/api/auth/request-password-reset', { email: 'a@example.com' }],
  ])('allows 3 %s attempts per minute per client, then answers 429', async (_name, path, body) => {
    server = await startTestServer(driver);
    const client = new BrowserSession(server);
    for (let attempt = 1; attempt <= 3; attempt++) {
      expect((await client.post(path, body)).status).not.toBe(429);
    }
    await expectLimited(await client.post(path, body));
    expect((await new BrowserSession(server).post(path, body)).status).not.toBe(429);
  });

  it('keys on the socket address without a trusted proxy, whatever headers claim', async () => {
    server = await startTestServer(driver, { env: { TRUST_PROXY: '' } });
    const spoofing = (n: number) =>
      server.fetch('/api/auth/sign-in/email', {
        method: 'POST',
        headers: {
          'content-type': 'application/json',
          origin: server.config.publicUrl,
          'x-forwarded-for': `192.0.2.${n}`,
          'x-plume-client-ip': `198.51.100.${n}`,
        },
        body: JSON.stringify({ email: 'a@example.com', password: 'Wrong-Pass-42' }),
      });
    for (let n = 1; n <= 3; n++) expect((await spoofing(n)).status).toBe(401);
    await expectLimited(await spoofing(4));
  });

  it('shares its counters between server instances on one database', async () => {
    server = await startTestServer(driver);
    const second = createApp({
      config: server.config,
      database: server.testDatabase.database,
      logger: server.app && (await import('pino')).default({ level: 'silent' }),
      authSecret: 'test-secret-that-is-long-enough-for-better-auth',
    });
    const secondServer = await listen(second, 0, '127.0.0.1');
    cleanups.push(() => secondServer.close());

    const ip = '203.0.113.9';
    const attempt = (url: string) =>
      fetch(`${url}/api/auth/sign-in/email`, {
        method: 'POST',
        headers: {
          'content-type': 'application/json',
          origin: server.config.publicUrl,
          'x-forwarded-for': ip,
        },
        body: JSON.stringify({ email: 'shared@example.com', password: PASSWORD }),
      });
    expect((await attempt(server.url)).status).toBe(401);
    expect((await attempt(secondServer.url)).status).toBe(401);
    expect((await attempt(server.url)).status).toBe(401);
    await expectLimited(await attempt(secondServer.url));
  });

  describe('after OWASP: failures per account, per address and per browser', () => {
    const WRONG = 'Wrong-Pass-42';

    async function signedUpWriter(email: string) {
      const writer = new BrowserSession(server);
      expect((await writer.signUp(email, PASSWORD)).status).toBe(200);
      return writer;
    }

    it('lets 12 writers sign in one after another from one school address', async () => {
      server = await startTestServer(driver);
      const emails = Array.from({ length: 12 }, (_, n) => `pupil${n}@example.com`);
      for (const email of emails) await signedUpWriter(email);
      for (const email of emails) {
        const pupil = new BrowserSession(server, { clientIp: '198.51.100.20' });
        expect((await pupil.signIn(email, PASSWORD)).status).toBe(200);
        expect(await pupil.currentUser()).toMatchObject({ email });
      }
    });

    it('refuses the 4th wrong password on one account from one address, not the writer elsewhere', async () => {
      server = await startTestServer(driver);
      await signedUpWriter('target@example.com');
      const guesser = new BrowserSession(server, { clientIp: '203.0.113.66' });
      for (let attempt = 1; attempt <= 3; attempt++) {
        expect((await guesser.signIn('target@example.com', WRONG)).status).toBe(401);
      }
      await expectLimited(await guesser.signIn('target@example.com', WRONG));
      // Refused, the right password is not even tried from there.
      await expectLimited(await guesser.signIn('target@example.com', PASSWORD));

      const writer = new BrowserSession(server, { clientIp: '198.51.100.7' });
      expect((await writer.signIn('target@example.com', PASSWORD)).status).toBe(200);
    });

    it('does not count successful sign-ins, nor attempts it refused', async () => {
      let now = Date.now();
      server = await startTestServer(driver, { clock: () => new Date(now) });
      await signedUpWriter('steady@example.com');
      const writer = new BrowserSession(server, { clientIp: '198.51.100.8' });
      for (let attempt = 1; attempt <= 6; attempt++) {
        expect((await writer.signIn('steady@example.com', PASSWORD)).status).toBe(200);
      }
      expect((await writer.signIn('steady@example.com', WRONG)).status).toBe(401);
      expect((await writer.signIn('steady@example.com', WRONG)).status).toBe(401);
      // Two failures and a success: were the success counted, this would be the 4th attempt.
      expect((await writer.signIn('steady@example.com', PASSWORD)).status).toBe(200);
      expect((await writer.signIn('steady@example.com', WRONG)).status).toBe(401);
      await expectLimited(await writer.signIn('steady@example.com', WRONG));
      // Refused attempts are not counted either: once the minute is over, 3 more are tried.
      for (let attempt = 1; attempt <= 5; attempt++) {
        await expectLimited(await writer.signIn('steady@example.com', WRONG));
      }
      now += 61_000;
      for (let attempt = 1; attempt <= 3; attempt++) {
        expect((await writer.signIn('steady@example.com', WRONG)).status).toBe(401);
      }
      await expectLimited(await writer.signIn('steady@example.com', WRONG));
    });

    it('stops a sprayer trying one password on 40 accounts from one address', async () => {
      server = await startTestServer(driver);
      const sprayer = new BrowserSession(server, { clientIp: '203.0.113.77' });
      const statuses: number[] = [];
      for (let n = 0; n < 40; n++) {
        statuses.push((await sprayer.signIn(`victim${n}@example.com`, 'Summer-2026!')).status);
      }
      expect(statuses.slice(0, 20).every((status) => status === 401)).toBe(true);
      expect(statuses.slice(20).every((status) => status === 429)).toBe(true);
      await expectLimited(await sprayer.signIn('victim0@example.com', 'Summer-2026!'), 5 * 60);
    });

    it('slows guessing spread over many addresses, but never the browser the writer uses', async () => {
      server = await startTestServer(driver);
      const writer = await signedUpWriter('famous@example.com');
      expect((await writer.signIn('famous@example.com', PASSWORD)).status).toBe(200);

      // Three guesses from each of four addresses: the account's own limit (10 in 15
      // minutes) refuses the 11th and 12th, whatever address they come from.
      const statuses: number[] = [];
      for (let n = 1; n <= 4; n++) {
        const guesser = new BrowserSession(server, { clientIp: `192.0.2.${n}` });
        for (let attempt = 1; attempt <= 3; attempt++) {
          statuses.push((await guesser.signIn('famous@example.com', WRONG)).status);
        }
      }
      expect(statuses.filter((status) => status === 401)).toHaveLength(10);
      expect(statuses.slice(10)).toEqual([429, 429]);
      await expectLimited(
        await new BrowserSession(server).signIn('famous@example.com', PASSWORD),
        15 * 60,
      );
      // A browser marked by another account is a stranger to this one.
      const stranger = await signedUpWriter('stranger@example.com');
      expect((await stranger.signIn('stranger@example.com', PASSWORD)).status).toBe(200);
      await expectLimited(await stranger.signIn('famous@example.com', PASSWORD), 15 * 60);

      // The writer's browser, where the account signed in before, is spared.
      expect((await writer.signIn('famous@example.com', PASSWORD)).status).toBe(200);
    });

    it('limits reset mails to one account to 5 an hour from strangers', async () => {
      server = await startTestServer(driver);
      const statuses: number[] = [];
      for (let n = 1; n <= 6; n++) {
        const stranger = new BrowserSession(server, { clientIp: `192.0.2.${n + 10}` });
        statuses.push(
          (await stranger.post('/api/auth/request-password-reset', { email: 'inbox@example.com' }))
            .status,
        );
      }
      expect(statuses).toEqual([200, 200, 200, 200, 200, 429]);
    });

    /** A sign-in posted as an HTML form would post it, from the session's browser. */
    async function signInByForm(
      browser: BrowserSession,
      clientIp: string,
      email: string,
      password: string,
    ) {
      const response = await server.fetch('/api/auth/sign-in/email', {
        method: 'POST',
        headers: {
          'content-type': 'application/x-www-form-urlencoded',
          origin: server.config.publicUrl,
          'x-forwarded-for': clientIp,
          cookie: browser.cookieHeader(),
        },
        body: new URLSearchParams({ email, password }).toString(),
      });
      browser.keepCookies(response);
      return response;
    }

    it('limits form-encoded guesses as it limits JSON ones, whatever device cookie the guesser holds', async () => {
      server = await startTestServer(driver);
      await signedUpWriter('target@example.com');
      await signedUpWriter('attacker@example.com');
      const ip = '203.0.113.44';
      const attacker = new BrowserSession(server, { clientIp: ip });
      // The attacker's own form sign-in succeeds and marks the browser for that account only.
      expect((await signInByForm(attacker, ip, 'attacker@example.com', PASSWORD)).status).toBe(200);

      const statuses: number[] = [];
      for (let guess = 1; guess <= 44; guess++) {
        statuses.push((await signInByForm(attacker, ip, 'target@example.com', WRONG)).status);
      }
      expect(statuses.slice(0, 3)).toEqual([401, 401, 401]);
      expect(statuses.slice(3).every((status) => status === 429)).toBe(true);
      // Refused, the right password is not tried either, in either content type.
      await expectLimited(
        await signInByForm(attacker, ip, 'target@example.com', PASSWORD),
        15 * 60,
      );
      await expectLimited(await attacker.signIn('target@example.com', PASSWORD), 15 * 60);
      // The writer signs in from their own address.
      const writer = new BrowserSession(server, { clientIp: '198.51.100.30' });
      expect((await writer.signIn('target@example.com', PASSWORD)).status).toBe(200);
    });

    it('refuses other body types with a 415 before better-auth reads them, and counts nothing', async () => {
      server = await startTestServer(driver);
      await signedUpWriter('typed@example.com');
      const ip = '203.0.113.45';
      for (const [type, body] of [
        ['text/plain', JSON.stringify({ email: 'typed@example.com', password: WRONG })],
        [
          'multipart/form-data; boundary=x',
          `--x\r\nContent-Disposition: form-data; name="email"\r\n\r\ntyped@example.com\r\n--x--`,
        ],
        ['application/xml', '<email>typed@example.com</email>'],
      ]) {
        const response = await server.fetch('/api/auth/sign-in/email', {
          method: 'POST',
          headers: {
            'content-type': type ?? '',
            origin: server.config.publicUrl,
            'x-forwarded-for': ip,
          },
          body,
        });
        expect(response.status, type).toBe(415);
        expect(((await response.json()) as { error: { code: string } }).error.code).toBe(
          'errors.unsupportedMediaType',
        );
      }
      // None of the three counted: three wrong guesses are still answered as wrong.
      const guesser = new BrowserSession(server, { clientIp: ip });
      for (let attempt = 1; attempt <= 3; attempt++) {
        expect((await guesser.signIn('typed@example.com', WRONG)).status).toBe(401);
      }
    });

    it('lets a class of 30 sign up together from one address, and stops the 31st', async () => {
      server = await startTestServer(driver);
      for (let n = 1; n <= 31; n++) {
        const pupil = new BrowserSession(server, { clientIp: '198.51.100.30' });
        const response = await pupil.signUp(`class${n}@example.com`, PASSWORD);
        if (n <= 30) expect(response.status).toBe(200);
        else await expectLimited(response, 10 * 60);
      }
    });
  });
});
