import type { MiddlewareHandler } from 'hono';
import { recordAttempt } from '../auth/attempt-limiter';
import type { Clock } from '../clock';
import type { Db } from '../db/database';
import type { AppEnv } from '../http/app-env';
import { tooManyAttempts } from '../http/app-error';

/** Shared pages one address may open a minute: plenty to read, too few to guess tokens. */
export const SHARED_PAGE_VISITS_PER_MINUTE = 60;

/** What every answer under /s/ carries, found or not: no index, no referrer, no cache. */
const SHARED_PAGE_HEADERS = {
  'X-Robots-Tag': 'noindex, nofollow',
  'Referrer-Policy': 'no-referrer',
  'Cache-Control': 'private, no-store',
};

/**
 * Every answer under /s/, a page or a 404 alike, says not to index it, cache it or send
 * its address on (docs/PRODUCT.md, Share links). Set outside the app's security headers,
 * whose referrer policy it overrides.
 */
export const sharedPageHeaders: MiddlewareHandler<AppEnv> = async (c, next) => {
  await next();
  for (const [name, value] of Object.entries(SHARED_PAGE_HEADERS)) c.res.headers.set(name, value);
};

/** Addresses remembered as refused, at most: the oldest is forgotten first. */
const REFUSED_ADDRESSES_MAX = 10_000;

/**
 * Counts each address's visits to shared pages (attempt_limits, shared by every server
 * process) and refuses past the limit with a 429, before any link is looked up. An address
 * once refused is refused from memory until its window ends, so a flood costs neither a
 * query nor a page; the memory holds at most REFUSED_ADDRESSES_MAX addresses.
 */
export function limitSharedPageVisits(db: Db, clock: Clock): MiddlewareHandler<AppEnv> {
  const refusedUntil = new Map<string, number>();
  return async (c, next) => {
    const { address } = c.get('clientAddress');
    const now = clock();
    const until = refusedUntil.get(address);
    if (until !== undefined && until > now.getTime()) {
      throw tooManyAttempts(Math.ceil((until - now.getTime()) / 1000));
    }
    refusedUntil.delete(address);
    const verdict = await recordAttempt(
      db,
      [{ key: `shared-page:${address}`, max: SHARED_PAGE_VISITS_PER_MINUTE, windowMs: 60_000 }],
      now,
    );
    if (!verdict.allowed) {
      if (refusedUntil.size >= REFUSED_ADDRESSES_MAX) {
        const oldest = refusedUntil.keys().next().value;
        if (oldest !== undefined) refusedUntil.delete(oldest);
      }
      refusedUntil.set(address, now.getTime() + verdict.retryAfterSeconds * 1000);
      throw tooManyAttempts(verdict.retryAfterSeconds);
    }
    await next();
  };
}
