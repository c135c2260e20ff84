import { afterEach, describe, expect, it } from 'vitest';
import { BrowserSession } from './support/browser-session';
import { errorCode } from './support/error-code';
import { linkIn, readOutbox, waitForMail } from './support/outbox';
import { TEST_DRIVERS } from './support/test-databases';
import { startTestServer, type TestServer } from './support/test-server';

const PASSWORD = 'Plume-Story-42';

describe.each(TEST_DRIVERS)('accounts on %s', (driver) => {
  let server: TestServer;
  afterEach(() => server?.stop());

  describe('sign-up', () => {
    it('creates the account with its credits and signs in with an httpOnly, SameSite=Lax cookie', async () => {
      server = await startTestServer(driver);
      const browser = new BrowserSession(server);
      const response = await browser.signUp('writer@example.com', PASSWORD);
      expect(response.status).toBe(200);
      const body = (await response.json()) as { token: string | null; user: { email: string } };
      expect(body.token).toEqual(expect.any(String));
      expect(body.user.email).toBe('writer@example.com');

      const [cookie] = response.headers.getSetCookie();
      expect(cookie).toMatch(/^plume\.session_token=/);
      expect(cookie).toMatch(/; HttpOnly/);
      expect(cookie).toMatch(/; SameSite=Lax/);
      expect(cookie).not.toMatch(/; Secure/);

      const me = await browser.request('/api/me');
      expect(me.status).toBe(200);
      expect(await me.json()).toEqual({
        user: { id: expect.any(String), email: 'writer@example.com' },
        credits: { amount: 3, unlimited: false },
      });
    });

    it('gives new accounts SIGNUP_CREDITS credits', async () => {
      server = await startTestServer(driver, { env: { SIGNUP_CREDITS: '7' } });
      const browser = new BrowserSession(server);
      await browser.signUp('seven@example.com', PASSWORD);
      const me = (await (await browser.request('/api/me')).json()) as { credits: unknown };
      expect(me.credits).toEqual({ amount: 7, unlimited: false });
    });

    it('marks the session cookie Secure in production', async () => {
      server = await startTestServer(driver, {
        env: { NODE_ENV: 'production', AUTH_SECRET: 'p'.repeat(40), LOG_LEVEL: 'silent' },
      });
      const response = await new BrowserSession(server).signUp('prod@example.com', PASSWORD);
      expect(response.headers.getSetCookie()[0]).toMatch(/; Secure/);
    });

    it.each([
      ['Sh0rt!A', 'auth.passwordTooWeak'],
      ['alllowercase1!', 'auth.passwordTooWeak'],
      ['NoDigitsHere!', 'auth.passwordTooWeak'],
      ['NoSpecial123', 'auth.passwordTooWeak'],
      [`Aa1!${'x'.repeat(124)}`, 'auth.passwordTooWeak'],
      ['Qwerty-Story-9', 'auth.passwordCommonPattern'],
      ['Story-aaaa-42', 'auth.passwordCommonPattern'],
      ['P@ssw0rd', 'auth.passwordCommonPattern'],
    ])('refuses %j with %s and creates nothing', async (password, code) => {
      server = await startTestServer(driver);
      const browser = new BrowserSession(server);
      const response = await browser.signUp('weak@example.com', password);
      expect(response.status).toBe(400);
      expect(await errorCode(response)).toBe(code);
      expect(await server.testDatabase.database.db.query.users.findMany()).toEqual([]);
    });

    it('accepts a French writer’s accented capital and 127 characters', async () => {
      server = await startTestServer(driver);
      const browser = new BrowserSession(server);
      expect((await browser.signUp('elodie@example.com', 'Élodie-2024!')).status).toBe(200);
      const long = `Élo1!${'éèêë'.repeat(30)}ab`;
      expect([...long]).toHaveLength(127);
      expect((await new BrowserSession(server).signUp('long@example.com', long)).status).toBe(200);
    });

    it('refuses an address already in use with auth.userAlreadyExists', async () => {
      server = await startTestServer(driver);
      await new BrowserSession(server).signUp('taken@example.com', PASSWORD);
      const again = await new BrowserSession(server).signUp('Taken@example.com', PASSWORD);
      expect(again.status).toBe(422);
      expect(await errorCode(again)).toBe('auth.userAlreadyExists');
    });

    it('refuses a malformed address with auth.invalidEmail', async () => {
      server = await startTestServer(driver);
      const response = await new BrowserSession(server).signUp('not-an-address', PASSWORD);
      expect(response.status).toBe(400);
      expect(await errorCode(response)).toBe('auth.invalidEmail');
    });

    it('refuses a request from another site (origin check)', async () => {
      server = await startTestServer(driver);
      const response = await server.fetch('/api/auth/sign-up/email', {
        method: 'POST',
        headers: { 'content-type': 'application/json', origin: 'https://evil.example' },
        body: JSON.stringify({ email: 'csrf@example.com', password: PASSWORD }),
      });
      expect(response.status).toBe(403);
      expect(await server.testDatabase.database.db.query.users.findMany()).toEqual([]);
    });
  });

  describe('sign-in and sign-out', () => {
    it('signs in, keeps the session across requests and signs out', async () => {
      server = await startTestServer(driver);
      await new BrowserSession(server).signUp('reader@example.com', PASSWORD);

      const browser = new BrowserSession(server);
      expect(await browser.currentUser()).toBeNull();
      const response = await browser.signIn('reader@example.com', PASSWORD);
      expect(response.status).toBe(200);
      expect((await browser.currentUser())?.email).toBe('reader@example.com');

      expect((await browser.post('/api/auth/sign-out')).status).toBe(200);
      expect(await browser.currentUser()).toBeNull();
      expect((await browser.request('/api/me')).status).toBe(401);
    });

    it('answers errors.invalidCredentials for a wrong password and for an unknown address alike', async () => {
      server = await startTestServer(driver);
      await new BrowserSession(server).signUp('known@example.com', PASSWORD);
      const wrong = await new BrowserSession(server).signIn('known@example.com', 'Wrong-Pass-42');
      const unknown = await new BrowserSession(server).signIn('nobody@example.com', PASSWORD);
      for (const response of [wrong, unknown]) {
        expect(response.status).toBe(401);
        expect(await response.json()).toEqual({
          error: { code: 'errors.invalidCredentials', message: 'Invalid email or password' },
        });
      }
    });

    it('answers 401 errors.notAuthenticated on /api/me without a session', async () => {
      server = await startTestServer(driver);
      const response = await server.fetch('/api/me');
      expect(response.status).toBe(401);
      expect(await errorCode(response)).toBe('errors.notAuthenticated');
    });
  });

  describe('e-mail confirmation (REQUIRE_EMAIL_VERIFICATION=true)', () => {
    it('returns a user without a session, refuses sign-in until the mailed link is followed', async () => {
      server = await startTestServer(driver, { env: { REQUIRE_EMAIL_VERIFICATION: 'true' } });
      const browser = new BrowserSession(server, { language: 'es' });
      const response = await browser.post('/api/auth/sign-up/email', {
        email: 'nueva@example.com',
        password: PASSWORD,
        callbackURL: '/auth/callback',
      });
      expect(response.status).toBe(200);
      expect(await response.json()).toMatchObject({
        token: null,
        user: { email: 'nueva@example.com' },
      });
      expect(await browser.currentUser()).toBeNull();

      const early = await browser.signIn('nueva@example.com', PASSWORD);
      expect(early.status).toBe(403);
      expect(await errorCode(early)).toBe('errors.emailConfirmation');

      const mail = await waitForMail(server, 'nueva@example.com');
      expect(mail.subject).toMatch(/Plume/);
      const link = linkIn(mail, `${server.config.publicUrl}/api/auth/verify-email`);
      const verified = await browser.request(`${link.pathname}${link.search}`);
      expect(verified.status).toBe(302);
      expect(verified.headers.get('location')).toContain('/auth/callback');
      expect((await browser.currentUser())?.email).toBe('nueva@example.com');

      const later = await new BrowserSession(server).signIn('nueva@example.com', PASSWORD);
      expect(later.status).toBe(200);
    });

    it('sends no confirmation mail when confirmation is off (the outbox default)', async () => {
      server = await startTestServer(driver);
      await new BrowserSession(server).signUp('direct@example.com', PASSWORD);
      expect(await readOutbox(server)).toEqual([]);
    });
  });
});
