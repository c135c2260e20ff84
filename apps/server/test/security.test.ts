import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { PASSWORD, signedUpWriter } from './support/accounts';
import type { BrowserSession } from './support/browser-session';
import { databaseState } from './support/database-state';
import { errorCode } from './support/error-code';
import { TEST_DRIVERS } from './support/test-databases';
import { startTestServer, type TestServer } from './support/test-server';

/** The session cookie's Set-Cookie line, from a sign-up answer. */
async function sessionCookie(server: TestServer, origin: string) {
  const response = await server.fetch('/api/auth/sign-up/email', {
    method: 'POST',
    headers: { 'content-type': 'application/json', origin },
    body: JSON.stringify({ email: 'cookie@example.com', password: PASSWORD }),
  });
  expect(response.status).toBe(200);
  const line = response.headers.getSetCookie().find((cookie) => cookie.includes('session_token'));
  if (!line) throw new Error('no session cookie was set');
  return line;
}

/** The script-src directive of a response's Content-Security-Policy. */
const scriptSources = (response: Response) =>
  response.headers.get('content-security-policy')?.match(/script-src [^;]*/)?.[0] ?? '';

describe.each(TEST_DRIVERS)('security on %s', (driver) => {
  describe('the session cookie', () => {
    let plain: TestServer;
    let https: TestServer;
    beforeAll(async () => {
      plain = await startTestServer(driver);
      https = await startTestServer(driver, { env: { PUBLIC_URL: 'https://plume.example' } });
    });
    afterAll(async () => {
      await plain?.stop();
      await https?.stop();
    });

    it('is HttpOnly and SameSite=Lax, without Secure on plain http', async () => {
      const cookie = await sessionCookie(plain, plain.config.publicUrl);
      expect(cookie).toMatch(/^plume\.session_token=/);
      expect(cookie).toMatch(/; HttpOnly/i);
      expect(cookie).toMatch(/; SameSite=Lax/i);
      expect(cookie).toMatch(/; Path=\//i);
      expect(cookie).not.toMatch(/; Secure/i);
    });

    it('is also Secure, with the __Secure- prefix, when PUBLIC_URL is https', async () => {
      const cookie = await sessionCookie(https, 'https://plume.example');
      expect(cookie).toMatch(/^__Secure-plume\.session_token=/);
      expect(cookie).toMatch(/; Secure/i);
      expect(cookie).toMatch(/; HttpOnly/i);
      expect(cookie).toMatch(/; SameSite=Lax/i);
    });
  });

  describe('a cross-site request carrying the session cookie', () => {
    let server: TestServer;
    let writer: BrowserSession;
    let entryId: string;
    let checkoutPath: string;

    beforeAll(async () => {
      server = await startTestServer(driver);
      writer = await signedUpWriter(server, 'writer@example.com');
      const generated = await writer.post('/api/generations', {
        genres: ['epic-fantasy'],
        mode: 'quick',
        language: 'en',
      });
      entryId = ((await generated.json()) as { entry: { id: string } }).entry.id;
      const checkout = await writer.post('/api/checkout', {
        packageId: '10_credits',
        language: 'en',
      });
      checkoutPath = new URL(((await checkout.json()) as { url: string }).url).pathname;
    });
    afterAll(() => server?.stop());

    /** Every request that changes something for the signed-in writer. */
    const stateChanging = () => [
      {
        method: 'POST',
        path: '/api/generations',
        body: { genres: ['epic-fantasy'], mode: 'quick', language: 'en' },
      },
      { method: 'DELETE', path: `/api/history/${entryId}` },
      { method: 'POST', path: '/api/checkout', body: { packageId: '10_credits', language: 'en' } },
      {
        method: 'POST',
        path: '/api/checkout/confirm',
        body: { sessionId: checkoutPath.split('/').at(-1) },
      },
      { method: 'POST', path: `${checkoutPath}/pay` },
      { method: 'POST', path: `${checkoutPath}/cancel` },
      {
        method: 'POST',
        path: '/api/auth/change-password',
        body: { currentPassword: PASSWORD, newPassword: 'Quill&Ink-2049' },
      },
      { method: 'POST', path: '/api/auth/sign-out', body: {} },
    ];

    /** What a browser on another site sends: its own origin, or only Sec-Fetch-Site. */
    const foreignHeaders: Record<string, string>[] = [
      { origin: 'https://evil.example' },
      { origin: 'null' },
      { origin: 'http://localhost:5173' },
      { 'sec-fetch-site': 'cross-site' },
      { 'sec-fetch-site': 'same-site' },
    ];

    it('is refused with 403 errors.forbiddenOrigin and changes nothing', async () => {
      for (const request of stateChanging()) {
        for (const foreign of foreignHeaders) {
          const before = await databaseState(server);
          const headers = new Headers({ cookie: writer.cookieHeader(), ...foreign });
          if (request.body) headers.set('content-type', 'application/json');
          const response = await server.fetch(request.path, {
            method: request.method,
            headers,
            body: request.body && JSON.stringify(request.body),
            redirect: 'manual',
          });
          const label = `${request.method} ${request.path} with ${JSON.stringify(foreign)}`;
          expect(response.status, label).toBe(403);
          expect(await errorCode(response), label).toBe('errors.forbiddenOrigin');
          expect(await databaseState(server), label).toEqual(before);
        }
      }
      expect((await writer.currentUser())?.email).toBe('writer@example.com');
    });

    it('goes through from the app’s own origin, and from no browser at all', async () => {
      const fromApp = await writer.post('/api/checkout', {
        packageId: '10_credits',
        language: 'en',
      });
      expect(fromApp.status).toBe(200);
      const noBrowser = await server.fetch('/api/checkout', {
        method: 'POST',
        headers: { cookie: writer.cookieHeader(), 'content-type': 'application/json' },
        body: JSON.stringify({ packageId: '10_credits', language: 'en' }),
      });
      expect(noBrowser.status).toBe(200);
    });
  });

  describe('pages the server renders', () => {
    let server: TestServer;
    afterAll(() => server?.stop());

    it('run no inline script and allow none without a nonce: the local checkout, the mailbox', async () => {
      server = await startTestServer(driver);
      const writer = await signedUpWriter(server, 'pages@example.com');
      const checkout = await writer.post('/api/checkout', {
        packageId: '10_credits',
        language: 'fr',
      });
      const checkoutPath = new URL(((await checkout.json()) as { url: string }).url).pathname;

      const pages = [
        [checkoutPath, await writer.request(checkoutPath)],
        ['/dev/mailbox', await server.fetch('/dev/mailbox')],
      ] as const;
      for (const [path, response] of pages) {
        expect(response.status, path).toBe(200);
        expect(scriptSources(response), path).toMatch(/^script-src 'self' 'nonce-[\w+/=]+'$/);
        const html = await response.text();
        // Every script element names its file; no element carries an event handler.
        expect(html.match(/<script(?![^>]*\ssrc=)[^>]*>/gi) ?? [], path).toEqual([]);
        expect(html.match(/<[^>]+\son[a-z]+\s*=/gi) ?? [], path).toEqual([]);
      }
    });
  });
});
