import { RATE_LIMIT_MAX_ATTEMPTS, RATE_LIMIT_WINDOW_MS } from '@plume/core';
import { sql } from 'drizzle-orm';
import type { Db } from '../db/client';

export type AttemptVerdict = { allowed: true } | { allowed: false; retryAfterSeconds: number };

/**
 * A fixed-window counter per key in the attempt_limits table, for limits better-auth
 * cannot key itself (it keys by IP and path; change-password is limited per user).
 * One upsert both counts and decides, so concurrent requests on several server instances
 * cannot all slip through on a stale read.
 */
export async function recordAttempt(
  db: Db,
  key: string,
  now: Date,
  { max = RATE_LIMIT_MAX_ATTEMPTS, windowMs = RATE_LIMIT_WINDOW_MS } = {},
): Promise<AttemptVerdict> {
  const at = now.toISOString();
  const windowStart = new Date(now.getTime() - windowMs).toISOString();
  // Both drivers answer a raw query with { rows }; Drizzle's driver-neutral type cannot say so.
  const result = (await db.execute(sql`
    insert into attempt_limits (key, window_started_at, attempts)
    values (${key}, ${at}::timestamptz, 1)
    on conflict (key) do update set
      attempts = case
        when attempt_limits.window_started_at <= ${windowStart}::timestamptz then 1
        else attempt_limits.attempts + 1
      end,
      window_started_at = case
        when attempt_limits.window_started_at <= ${windowStart}::timestamptz then ${at}::timestamptz
        else attempt_limits.window_started_at
      end
    returning attempts, window_started_at
  `)) as unknown as { rows: { attempts: number; window_started_at: string | Date }[] };
  const row = result.rows[0];
  if (!row) throw new Error('attempt_limits upsert returned no row');
  if (row.attempts <= max) return { allowed: true };
  const endsAt = new Date(row.window_started_at).getTime() + windowMs;
  return {
    allowed: false,
    retryAfterSeconds: Math.max(1, Math.ceil((endsAt - now.getTime()) / 1000)),
  };
}
