import { afterEach, describe, expect, it } from 'vitest';
import { BrowserSession } from './support/browser-session';
import { errorCode } from './support/error-code';
import { linkIn, readOutbox, waitForMail } from './support/outbox';
import { TEST_DRIVERS } from './support/test-databases';
import { startTestServer, type TestServer } from './support/test-server';

const PASSWORD = 'Plume-Story-42';
const NEW_PASSWORD = 'Nouvelle-Histoire-7';
const MINUTE = 60_000;

/** A clock the test moves by hand, starting now. */
function movableClock() {
  let offsetMs = 0;
  const clock = () => new Date(Date.now() + offsetMs);
  return { clock, advance: (ms: number) => (offsetMs += ms) };
}

describe.each(TEST_DRIVERS)('password reset on %s', (driver) => {
  let server: TestServer;
  afterEach(() => server?.stop());

  async function signedUp(email: string) {
    const browser = new BrowserSession(server);
    await browser.signUp(email, PASSWORD);
    return browser;
  }

  async function requestReset(email: string, language = 'fr', count = 1) {
    const browser = new BrowserSession(server, { language });
    const response = await browser.post('/api/auth/request-password-reset', { email });
    expect(response.status).toBe(200);
    const mail = await waitForMail(server, email, count);
    const route = {
      fr: '/reinitialiser-mot-de-passe',
      en: '/reset-password',
      es: '/restablecer-contrasena',
    }[language];
    const token = linkIn(mail, `${server.config.publicUrl}${route}?token=`).searchParams.get(
      'token',
    );
    if (!token) throw new Error('no token');
    return { mail, token };
  }

  const verify = async (token: string) =>
    (
      (await (
        await server.fetch('/api/password-reset/verify', {
          method: 'POST',
          headers: { 'content-type': 'application/json' },
          body: JSON.stringify({ token }),
        })
      ).json()) as { valid: boolean }
    ).valid;

  const reset = (token: string, newPassword = NEW_PASSWORD) =>
    new BrowserSession(server).post('/api/auth/reset-password', { token, newPassword });

  it.each([
    ['fr', '/reinitialiser-mot-de-passe', /mot de passe/i],
    ['en', '/reset-password', /password/i],
    ['es', '/restablecer-contrasena', /contraseña/i],
  ])('mails a %s link to that language’s reset route', async (language, route, words) => {
    server = await startTestServer(driver);
    await signedUp('lang@example.com');
    const { mail } = await requestReset('lang@example.com', language);
    expect(mail.subject).toMatch(words);
    expect(mail.text).toContain(`${server.config.publicUrl}${route}?token=`);
    expect(mail.html).toContain(`${server.config.publicUrl}${route}?token=`);
  });

  it('answers the same for an unknown address and mails nothing', async () => {
    server = await startTestServer(driver);
    await signedUp('known@example.com');
    const known = await new BrowserSession(server).post('/api/auth/request-password-reset', {
      email: 'known@example.com',
    });
    const unknown = await new BrowserSession(server).post('/api/auth/request-password-reset', {
      email: 'unknown@example.com',
    });
    expect(unknown.status).toBe(known.status);
    expect(await unknown.json()).toEqual(await known.json());
    await waitForMail(server, 'known@example.com');
    expect((await readOutbox(server)).map((mail) => mail.to)).toEqual(['known@example.com']);
  });

  it('verifies a token without consuming it, and says false for an unknown one', async () => {
    server = await startTestServer(driver);
    await signedUp('verify@example.com');
    const { token } = await requestReset('verify@example.com');
    expect(await verify(token)).toBe(true);
    expect(await verify(token)).toBe(true);
    expect(await verify('not-a-token')).toBe(false);
    const bad = await server.fetch('/api/password-reset/verify', {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ token: 42 }),
    });
    expect(bad.status).toBe(400);
    expect(await errorCode(bad)).toBe('errors.badRequest');
  });

  it('sets the new password once, ends every session and refuses the token a second time', async () => {
    server = await startTestServer(driver);
    const signedIn = await signedUp('once@example.com');
    const { token } = await requestReset('once@example.com');

    const first = await reset(token);
    expect(first.status).toBe(200);
    expect(await first.json()).toEqual({ status: true });
    expect(await signedIn.currentUser()).toBeNull();
    expect(await verify(token)).toBe(false);

    const second = await reset(token, 'Autre-Histoire-8');
    expect(second.status).toBe(400);
    expect(await errorCode(second)).toBe('reset.invalidToken');

    expect((await new BrowserSession(server).signIn('once@example.com', PASSWORD)).status).toBe(
      401,
    );
    expect((await new BrowserSession(server).signIn('once@example.com', NEW_PASSWORD)).status).toBe(
      200,
    );
  });

  it('lets exactly one of two simultaneous resets with the same token win', async () => {
    server = await startTestServer(driver);
    await signedUp('race@example.com');
    const { token } = await requestReset('race@example.com');
    const results = await Promise.all([
      reset(token, 'Premiere-Histoire-1'),
      reset(token, 'Seconde-Histoire-2'),
    ]);
    const statuses = results.map((response) => response.status).sort();
    expect(statuses).toEqual([200, 400]);
    const winner = results[0]?.status === 200 ? 'Premiere-Histoire-1' : 'Seconde-Histoire-2';
    expect((await new BrowserSession(server).signIn('race@example.com', winner)).status).toBe(200);
  });

  it('expires links after one hour', async () => {
    const { clock, advance } = movableClock();
    server = await startTestServer(driver, { clock });
    await signedUp('late@example.com');
    const { token } = await requestReset('late@example.com');
    advance(59 * MINUTE);
    expect(await verify(token)).toBe(true);
    advance(2 * MINUTE);
    expect(await verify(token)).toBe(false);
    const response = await reset(token);
    expect(response.status).toBe(400);
    expect(await errorCode(response)).toBe('reset.invalidToken');
  });

  it('enforces the password policy and keeps the token usable after a refusal', async () => {
    server = await startTestServer(driver);
    await signedUp('policy@example.com');
    const { token } = await requestReset('policy@example.com');
    const weak = await reset(token, 'weakpass');
    expect(weak.status).toBe(400);
    expect(await errorCode(weak)).toBe('auth.passwordTooWeak');
    const common = await reset(token, 'P@ssw0rd');
    expect(await errorCode(common)).toBe('auth.passwordCommonPattern');
    expect(await verify(token)).toBe(true);
    expect((await reset(token)).status).toBe(200);
  });

  it('invalidates the account’s other pending links once one is used', async () => {
    server = await startTestServer(driver);
    await signedUp('two@example.com');
    const { token: older } = await requestReset('two@example.com', 'fr', 1);
    const { token: newer } = await requestReset('two@example.com', 'en', 2);
    expect(older).not.toBe(newer);
    expect((await reset(newer)).status).toBe(200);
    expect(await verify(older)).toBe(false);
  });

  it('refuses a malformed token with reset.invalidToken', async () => {
    server = await startTestServer(driver);
    const response = await reset('');
    expect(response.status).toBe(400);
    expect(await errorCode(response)).toBe('reset.invalidToken');
  });
});
