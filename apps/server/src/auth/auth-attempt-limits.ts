import { createHash } from 'node:crypto';
import { getIP } from '@better-auth/core/utils/ip';
import {
  type Attempt,
  type AttemptLimit,
  resetRequestLimits,
  signInLimits,
  signUpLimits,
} from '@plume/core/passwords';
import type { Context, MiddlewareHandler } from 'hono';
import { generateSignedCookie, getSignedCookie } from 'hono/cookie';
import { z } from 'zod';
import type { Clock } from '../clock';
import type { Db } from '../db/database';
import { tooManyAttempts } from '../http/app-error';
import { giveBackAttempt, recordAttempt } from './attempt-limiter';
import type { AuthEnv } from './auth-bodies';
import { headersWithClientIp } from './client-ip';
import type { Auth } from './create-auth';

/**
 * Marks a browser where an account signed in (OWASP's device cookie): the account's own
 * limits spare it, so strangers guessing the writer's password elsewhere, or behind the
 * same address, never lock the writer out of their usual browser.
 */
const DEVICE_COOKIE = 'plume.device';
const DEVICE_COOKIE_MAX_AGE_SECONDS = 365 * 24 * 60 * 60;

const LIMITS_BY_PATH: Record<string, (attempt: Attempt) => AttemptLimit[]> = {
  '/sign-in/email': signInLimits,
  '/sign-up/email': signUpLimits,
  '/request-password-reset': resetRequestLimits,
};

export interface AuthAttemptLimitsOptions {
  db: Db;
  clock: Clock;
  auth: Auth;
  /** Signs the device cookie: the auth secret. */
  secret: string;
  secureCookies: boolean;
}

/** The account a device cookie names, without writing the e-mail into the cookie. */
function accountTag(email: string): string {
  return createHash('sha256').update(email.trim().toLowerCase()).digest('base64url').slice(0, 22);
}

/** A device cookie names one real account: never an empty or malformed e-mail. */
function isEmail(email: string): boolean {
  return z.email().safeParse(email.trim()).success;
}

/**
 * The limits of decision 021 on sign-in, sign-up and reset requests, kept in the database
 * so every server instance shares them. Each attempt is counted before better-auth sees
 * it and refused with a 429 and Retry-After past a limit; a successful sign-in is given
 * back, so only failures count, and leaves the browser its device cookie.
 */
export function authAttemptLimits(
  { db, clock, auth, secret, secureCookies }: AuthAttemptLimitsOptions,
  basePath: string,
): MiddlewareHandler<AuthEnv> {
  async function trustedDevice(c: Context<AuthEnv>, email: string): Promise<string | undefined> {
    if (!isEmail(email)) return undefined;
    const value = await getSignedCookie(c, secret, DEVICE_COOKIE);
    if (!value) return undefined;
    const [device, tag] = value.split(':');
    return device && tag === accountTag(email) ? device : undefined;
  }

  return async (c, next) => {
    const path = c.req.path.slice(basePath.length);
    const limitsOf = c.req.method === 'POST' ? LIMITS_BY_PATH[path] : undefined;
    if (!limitsOf) return next();

    const named = c.get('authBody').email;
    const email = typeof named === 'string' ? named : '';
    const limits = limitsOf({
      email,
      address: getIP(headersWithClientIp(c), auth.options) ?? '',
      trustedDevice: await trustedDevice(c, email),
    });
    const verdict = await recordAttempt(db, limits, clock());
    if (!verdict.allowed) throw tooManyAttempts(verdict.retryAfterSeconds);

    await next();

    if (path !== '/sign-in/email') return;
    // 403: the password was right, only the e-mail is not confirmed yet.
    if (c.res.ok || c.res.status === 403) await giveBackAttempt(db, limits);
    if (c.res.ok && isEmail(email)) {
      const device = (await trustedDevice(c, email)) ?? crypto.randomUUID();
      const cookie = await generateSignedCookie(
        DEVICE_COOKIE,
        `${device}:${accountTag(email)}`,
        secret,
        {
          path: basePath,
          httpOnly: true,
          sameSite: 'Lax',
          secure: secureCookies,
          maxAge: DEVICE_COOKIE_MAX_AGE_SECONDS,
        },
      );
      c.res.headers.append('set-cookie', cookie);
    }
  };
}
