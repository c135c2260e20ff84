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

  async function expectLimited(response: Response) {
    expect(response.status).toBe(429);
    const seconds = Number(response.headers.get('retry-after'));
    expect(seconds).toBeGreaterThan(0);
    expect(seconds).toBeLessThanOrEqual(60);
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
});
