import { createHmac, timingSafeEqual } from 'node:crypto';
import { eq, sql } from 'drizzle-orm';
import type { Db } from '../db/database';
import { sessions } from '../db/schema';
import type { Auth } from './create-auth';

export interface SessionUser {
  id: string;
  email: string;
}

export interface SignedIn {
  user: SessionUser;
  /** The balance, read with the session on the fast path; undefined when better-auth answered. */
  credits?: number;
}

export interface SessionReader {
  /** The signed-in writer, or null: no session cookie, or one forged, unknown, ended or expired. */
  read(headers: Headers): Promise<SignedIn | null>;
}

/** A session token as better-auth makes them (32 letters and digits), a dot, its HMAC-SHA256. */
const SIGNED_TOKEN = /^([A-Za-z0-9]{32})\.([A-Za-z0-9+/]{43}=)$/;

/**
 * What the fast path concluded: a live session, a refusal better-auth would give too, or a
 * case it leaves to better-auth (a session to refresh or to delete, an unusual cookie).
 */
type FastAnswer = SignedIn | 'refused' | 'ask-better-auth';

/**
 * Reads the session of a signed-in request in one query where better-auth's getSession
 * takes two (session, then user) and the routes a third (the balance), and checks the
 * cookie's signature with node:crypto at once rather than WebCrypto's import and verify
 * (docs/decisions/013). It answers only the common case: a cookie of exactly the shape
 * better-auth issues, correctly signed, whose session exists, has not expired and needs no
 * refresh. Everything else goes to better-auth's getSession, which stays the authority:
 * it deletes expired sessions and extends those past their update age. Nothing is cached
 * here: each request reads the sessions table, so a session ended anywhere is refused at
 * once. (On PGlite the database layer answers a repeated read from memory until anything
 * else runs on the database, which is the same answer: db/pglite-named-statements.ts.)
 */
export function createSessionReader(auth: Auth, db: Db): SessionReader {
  const settings = auth.$context.then((context) => ({
    secret: context.secret,
    cookieName: context.authCookies.sessionToken.name,
    dontRememberName: context.authCookies.dontRememberToken.name,
    expiresInMs: context.sessionConfig.expiresIn * 1000,
    updateAgeMs: context.sessionConfig.updateAge * 1000,
  }));

  // Subqueries rather than joins: while PGlite planned every run, the three-table join took
  // 450 µs a query here against 340 µs in this form. Named, it is a prepared statement on
  // both databases and planned once (db/pglite-named-statements.ts).
  const sessionByToken = db
    .select({
      userId: sessions.userId,
      expiresAt: sessions.expiresAt,
      // Spelled out: drizzle leaves columns unqualified in a one-table select, which would
      // make each subquery compare its own table's column with itself.
      email: sql<string | null>`(select u.email from users u where u.id = sessions.user_id)`,
      credits: sql<
        number | null
      >`(select c.amount from credits c where c.user_id = sessions.user_id)`,
    })
    .from(sessions)
    .where(eq(sessions.token, sql.placeholder('token')))
    .prepare('plume_session_by_token');

  async function fastRead(cookie: string): Promise<FastAnswer> {
    const { secret, cookieName, dontRememberName, expiresInMs, updateAgeMs } = await settings;
    const values = cookieValues(cookie, cookieName);
    if (values.length === 0) return 'refused';
    // Repeated cookies and "don't remember me" sessions follow better-auth's own rules.
    if (values.length > 1 || cookieValues(cookie, dontRememberName).length > 0) {
      return 'ask-better-auth';
    }
    const signed = SIGNED_TOKEN.exec(decodeCookieValue(values[0] as string));
    if (!signed) return 'ask-better-auth';
    const [, token, signature] = signed as unknown as [string, string, string];
    if (!signatureMatches(token, signature, secret)) return 'refused';

    const [row] = await sessionByToken.execute({ token });
    // better-auth refuses a session whose user is gone, as the join it makes does.
    if (!row || row.email === null) return 'refused';
    // better-auth's own clock (Date.now), so both paths judge a session alike.
    const now = Date.now();
    const expiresAt = row.expiresAt.getTime();
    if (expiresAt < now) return 'ask-better-auth';
    if (expiresAt - expiresInMs + updateAgeMs <= now) return 'ask-better-auth';
    return { user: { id: row.userId, email: row.email }, credits: row.credits ?? 0 };
  }

  return {
    async read(headers) {
      const cookie = headers.get('cookie');
      if (!cookie) return null;
      const answer = await fastRead(cookie);
      if (answer === 'refused') return null;
      if (answer !== 'ask-better-auth') return answer;
      const session = await auth.api.getSession({ headers });
      return session ? { user: { id: session.user.id, email: session.user.email } } : null;
    },
  };
}

/** Every value the Cookie header gives the named cookie, still encoded. */
function cookieValues(header: string, name: string): string[] {
  const values: string[] = [];
  for (const pair of header.split(';')) {
    const equals = pair.indexOf('=');
    if (equals !== -1 && pair.slice(0, equals).trim() === name) {
      values.push(pair.slice(equals + 1).trim());
    }
  }
  return values;
}

function decodeCookieValue(value: string): string {
  try {
    return decodeURIComponent(value);
  } catch {
    return '';
  }
}

/** better-call's check (HMAC-SHA256 of the token, keyed with the auth secret), in constant time. */
function signatureMatches(token: string, signature: string, secret: string): boolean {
  const expected = createHmac('sha256', secret).update(token).digest();
  const given = Buffer.from(signature, 'base64');
  return given.length === expected.length && timingSafeEqual(given, expected);
}
