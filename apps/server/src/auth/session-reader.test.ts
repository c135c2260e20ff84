import { createHmac, randomBytes } from 'node:crypto';
import { afterAll, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { openDatabase } from '../db/client';
import type { Database } from '../db/database';
import { credits, sessions, users } from '../db/schema';
import type { Auth } from './create-auth';
import { createSessionReader, type SessionReader } from './session-reader';

const SECRET = 'unit-test-secret-that-is-long-enough-for-hmac';
const DAY_MS = 24 * 60 * 60 * 1000;
const COOKIE = 'plume.session_token';

const newToken = () => randomBytes(24).toString('base64url').replace(/[-_]/g, 'a').slice(0, 32);
const signedCookie = (token: string, secret = SECRET) =>
  `${COOKIE}=${encodeURIComponent(`${token}.${createHmac('sha256', secret).update(token).digest('base64')}`)}`;
const cookieHeaders = (cookie: string) => new Headers({ cookie });

/**
 * The fast path on its own, with better-auth stubbed: which cases it answers itself and
 * which it hands over. test/session-reading.test.ts checks the answers over HTTP.
 */
describe('createSessionReader', () => {
  let database: Database;
  let reader: SessionReader;
  const getSession = vi.fn();

  beforeAll(async () => {
    database = await openDatabase({ driver: 'pglite', dataDir: 'memory://' });
    await database.migrate();
    const db = database.db;
    const now = new Date();
    await db
      .insert(users)
      .values({ id: 'u1', name: 'One', email: 'one@example.com', createdAt: now, updatedAt: now });
    await db.insert(credits).values({ id: 'c1', userId: 'u1', amount: 7, updatedAt: now });
    // Another writer, so that a query mixing writers up shows.
    await db
      .insert(users)
      .values({ id: 'u2', name: 'Two', email: 'two@example.com', createdAt: now, updatedAt: now });
    await db.insert(credits).values({ id: 'c2', userId: 'u2', amount: 99, updatedAt: now });
    const auth = {
      $context: Promise.resolve({
        secret: SECRET,
        authCookies: {
          sessionToken: { name: COOKIE },
          dontRememberToken: { name: 'plume.dont_remember' },
        },
        sessionConfig: { expiresIn: 7 * 24 * 60 * 60, updateAge: 24 * 60 * 60 },
      }),
      api: { getSession },
    } as unknown as Auth;
    reader = createSessionReader(auth, db);
  });
  afterAll(() => database?.close());
  beforeEach(() => {
    getSession.mockReset();
    getSession.mockResolvedValue({ user: { id: 'u1', email: 'from-better-auth@example.com' } });
  });

  async function sessionFor(expiresInMs: number) {
    const token = newToken();
    const now = new Date();
    await database.db.insert(sessions).values({
      id: randomBytes(8).toString('hex'),
      token,
      userId: 'u1',
      expiresAt: new Date(Date.now() + expiresInMs),
      createdAt: now,
      updatedAt: now,
    });
    return token;
  }

  it('answers a live session with its balance, without better-auth', async () => {
    const token = await sessionFor(6.5 * DAY_MS);
    const answer = await reader.read(cookieHeaders(`a=b; ${signedCookie(token)}`));
    expect(answer).toEqual({ user: { id: 'u1', email: 'one@example.com' }, credits: 7 });
    expect(getSession).not.toHaveBeenCalled();
  });

  it('refuses without better-auth: no cookie, a bad signature, an unknown token', async () => {
    const token = await sessionFor(6.5 * DAY_MS);
    expect(await reader.read(new Headers())).toBeNull();
    expect(await reader.read(cookieHeaders('theme=dark'))).toBeNull();
    expect(await reader.read(cookieHeaders(signedCookie(token, `${SECRET}!`)))).toBeNull();
    expect(await reader.read(cookieHeaders(signedCookie(newToken())))).toBeNull();
    expect(getSession).not.toHaveBeenCalled();
  });

  it.each([
    ['an expired session', -1000],
    ['a session past its update age', 2 * DAY_MS],
  ])('hands %s to better-auth', async (_case, expiresInMs) => {
    const token = await sessionFor(expiresInMs);
    const headers = cookieHeaders(signedCookie(token));
    expect(await reader.read(headers)).toEqual({
      user: { id: 'u1', email: 'from-better-auth@example.com' },
    });
    expect(getSession).toHaveBeenCalledWith({ headers });
  });

  it("hands a repeated cookie, a don't-remember session and an odd value to better-auth", async () => {
    const token = await sessionFor(6.5 * DAY_MS);
    const cookie = signedCookie(token);
    for (const header of [
      `${cookie}; ${cookie}`,
      `${cookie}; plume.dont_remember=x`,
      `${COOKIE}="${cookie.slice(COOKIE.length + 1)}"`,
      `${COOKIE}=%E0%A4%A`,
    ]) {
      getSession.mockClear();
      await reader.read(cookieHeaders(header));
      expect(getSession, header).toHaveBeenCalledTimes(1);
    }
  });

  it('refuses what better-auth refuses on the cases it hands over', async () => {
    getSession.mockResolvedValue(null);
    const token = await sessionFor(-1000);
    expect(await reader.read(cookieHeaders(signedCookie(token)))).toBeNull();
  });
});
