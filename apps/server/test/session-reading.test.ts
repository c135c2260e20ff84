import { createHmac } from 'node:crypto';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sessions } from '../src/db/schema';
import { PASSWORD, signedUpWriter } from './support/accounts';
import { BrowserSession } from './support/browser-session';
import { errorCode } from './support/error-code';
import { TEST_DRIVERS } from './support/test-databases';
import { startTestServer, type TestServer } from './support/test-server';

const DAY_MS = 24 * 60 * 60 * 1000;
const GENERATION = { genres: ['epic-fantasy'], mode: 'quick', language: 'en' };

/** The session token a browser holds, and the cookie's name (it differs over https). */
function sessionCookieOf(browser: BrowserSession) {
  const pair = browser
    .cookieHeader()
    .split('; ')
    .find((cookie) => cookie.includes('session_token='));
  if (!pair) throw new Error('no session cookie');
  const [name = '', value = ''] = pair.split('=');
  const [token = '', signature = ''] = decodeURIComponent(value).split('.');
  return { name, token, signature };
}

/** GET /api/me with a Cookie header built by hand. */
const meWithCookie = (server: TestServer, cookie: string) =>
  server.fetch('/api/me', { headers: { cookie } });

const signed = (token: string, secret: string) =>
  encodeURIComponent(`${token}.${createHmac('sha256', secret).update(token).digest('base64')}`);

/**
 * The routes behind requireUser read the session with better-auth's getSession
 * (auth/read-session.ts): these hold every signed-in route to what it refuses and accepts,
 * and to its expiry and refresh rules.
 */
describe.each(TEST_DRIVERS)('reading the session on %s', (driver) => {
  let server: TestServer;
  beforeAll(async () => {
    server = await startTestServer(driver);
  });
  afterAll(() => server?.stop());

  const sessionRow = async (token: string) => {
    const [row] = await server.testDatabase.database.db
      .select()
      .from(sessions)
      .where(eq(sessions.token, token));
    return row;
  };
  const setExpiry = (token: string, expiresAt: Date) =>
    server.testDatabase.database.db
      .update(sessions)
      .set({ expiresAt })
      .where(eq(sessions.token, token));

  it('answers a live session with the writer and the balance', async () => {
    const writer = await signedUpWriter(server, 'live@example.com');
    const response = await writer.request('/api/me');
    expect(response.status).toBe(200);
    expect(await response.json()).toMatchObject({
      user: { email: 'live@example.com' },
      credits: { amount: 3, unlimited: false },
    });
    expect((await writer.request('/api/history')).status).toBe(200);
  });

  it('refuses a session ended on another device at once, on every signed-in route', async () => {
    const here = await signedUpWriter(server, 'ended@example.com');
    const elsewhere = new BrowserSession(server);
    expect((await elsewhere.signIn('ended@example.com', PASSWORD)).status).toBe(200);
    expect((await elsewhere.request('/api/me')).status).toBe(200);

    // As another instance would: the row goes, nothing here is told.
    await server.testDatabase.database.db
      .delete(sessions)
      .where(eq(sessions.token, sessionCookieOf(elsewhere).token));

    const me = await elsewhere.request('/api/me');
    expect(me.status).toBe(401);
    expect(await errorCode(me)).toBe('errors.notAuthenticated');
    expect((await elsewhere.request('/api/history')).status).toBe(401);
    const generation = await elsewhere.post('/api/generations', GENERATION);
    expect(generation.status).toBe(401);
    expect(await errorCode(generation)).toBe('generation.loginRequired');
    expect((await here.request('/api/me')).status).toBe(200);
  });

  it('refuses a signed-out session', async () => {
    const writer = await signedUpWriter(server, 'out@example.com');
    const cookie = writer.cookieHeader();
    expect((await writer.post('/api/auth/sign-out')).status).toBe(200);
    expect((await meWithCookie(server, cookie)).status).toBe(401);
  });

  it('refuses a cookie whose signature does not match its token', async () => {
    const mallory = await signedUpWriter(server, 'mallory@example.com');
    const victim = await signedUpWriter(server, 'victim@example.com');
    const own = sessionCookieOf(mallory);
    const target = sessionCookieOf(victim);
    const forgeries = [
      // The victim's token under the attacker's signature.
      `${own.name}=${encodeURIComponent(`${target.token}.${own.signature}`)}`,
      // Signed with another secret.
      `${own.name}=${signed(target.token, 'not-the-server-secret-but-long-enough-anyway')}`,
      // No signature at all, or a truncated one.
      `${own.name}=${target.token}`,
      `${own.name}=${encodeURIComponent(`${target.token}.${target.signature.slice(0, 20)}`)}`,
    ];
    for (const cookie of forgeries) {
      const response = await meWithCookie(server, cookie);
      expect(response.status, cookie).toBe(401);
      expect(await errorCode(response)).toBe('errors.notAuthenticated');
    }
    const genuine = `${own.name}=${encodeURIComponent(`${target.token}.${target.signature}`)}`;
    expect(await (await meWithCookie(server, genuine)).json()).toMatchObject({
      user: { email: 'victim@example.com' },
    });
  });

  it('refuses an expired session and deletes it, as better-auth does', async () => {
    const writer = await signedUpWriter(server, 'expired@example.com');
    const { token } = sessionCookieOf(writer);
    await setExpiry(token, new Date(Date.now() - 1000));
    expect((await writer.request('/api/me')).status).toBe(401);
    expect(await sessionRow(token)).toBeUndefined();
  });

  it('extends a session past its update age, as better-auth does', async () => {
    const writer = await signedUpWriter(server, 'refresh@example.com');
    const { token } = sessionCookieOf(writer);
    // Seven days is the lifetime and one day the update age: two days left is due.
    await setExpiry(token, new Date(Date.now() + 2 * DAY_MS));
    expect((await writer.request('/api/me')).status).toBe(200);
    const row = await sessionRow(token);
    expect(row?.expiresAt.getTime()).toBeGreaterThan(Date.now() + 6 * DAY_MS);
  });

  it('leaves a session with a day to go before its update age alone', async () => {
    const writer = await signedUpWriter(server, 'fresh@example.com');
    const { token } = sessionCookieOf(writer);
    const expiresAt = new Date(Date.now() + 6.5 * DAY_MS);
    await setExpiry(token, expiresAt);
    expect((await writer.request('/api/me')).status).toBe(200);
    expect((await sessionRow(token))?.expiresAt.getTime()).toBe(expiresAt.getTime());
  });

  it('reads a cookie sent twice, or beside other cookies, as better-auth does', async () => {
    const writer = await signedUpWriter(server, 'twice@example.com');
    const other = await signedUpWriter(server, 'other@example.com');
    const mine = writer.cookieHeader();
    const theirs = other.cookieHeader();
    const answers = async (cookie: string) => {
      const response = await meWithCookie(server, cookie);
      return response.status === 200
        ? ((await response.json()) as { user: { email: string } }).user.email
        : response.status;
    };
    expect(await answers(`theme=dark; ${mine}; lang=fr`)).toBe('twice@example.com');
    // better-call keeps the first of two cookies of one name.
    expect(await answers(`${mine}; ${theirs}`)).toBe('twice@example.com');
    expect(await answers(`${theirs}; ${mine}`)).toBe('other@example.com');
    expect(await answers(`${mine.replace('=', '=x')}; ${theirs}`)).toBe(401);
  });
});

describe.each(TEST_DRIVERS)('reading the __Secure- session cookie over https on %s', (driver) => {
  let server: TestServer;
  beforeAll(async () => {
    server = await startTestServer(driver, { env: { PUBLIC_URL: 'https://plume.example' } });
  });
  afterAll(() => server?.stop());

  it('answers /api/me for the cookie an https sign-up sets', async () => {
    const response = await server.fetch('/api/auth/sign-up/email', {
      method: 'POST',
      headers: { 'content-type': 'application/json', origin: 'https://plume.example' },
      body: JSON.stringify({ email: 'secure@example.com', password: PASSWORD }),
    });
    expect(response.status).toBe(200);
    const cookie = response.headers
      .getSetCookie()
      .map((line) => line.split(';')[0])
      .join('; ');
    expect(cookie).toMatch(/^__Secure-plume\.session_token=/);
    const me = await meWithCookie(server, cookie);
    expect(me.status).toBe(200);
    expect(await me.json()).toMatchObject({ user: { email: 'secure@example.com' } });
    const unprefixed = cookie.replace('__Secure-', '');
    expect((await meWithCookie(server, unprefixed)).status).toBe(401);
  });
});
