import type { AttemptLimit } from '@plume/core/passwords';
import { inArray, sql } from 'drizzle-orm';
import type { Db } from '../db/database';
import { attemptLimits } from '../db/schema';

export type AttemptVerdict = { allowed: true } | { allowed: false; retryAfterSeconds: number };

/**
 * Counts one attempt under one limit in the attempt_limits table (fixed windows) and says
 * whether it stays within it. One upsert both counts and decides, so concurrent requests on
 * several server instances cannot all slip through on a stale read.
 */
async function countAttempt(db: Db, limit: AttemptLimit, now: Date): Promise<AttemptVerdict> {
  const at = now.toISOString();
  const windowStart = new Date(now.getTime() - limit.windowMs).toISOString();
  // Both drivers answer a raw query with { rows }; Drizzle's driver-neutral type cannot say so.
  const result = (await db.execute(sql`
    insert into attempt_limits (key, window_started_at, attempts)
    values (${limit.key}, ${at}::timestamptz, 1)
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
  if (row.attempts <= limit.max) return { allowed: true };
  const endsAt = new Date(row.window_started_at).getTime() + limit.windowMs;
  return {
    allowed: false,
    retryAfterSeconds: Math.max(1, Math.ceil((endsAt - now.getTime()) / 1000)),
  };
}

/**
 * Counts an attempt under every limit that applies to it. When one refuses, the attempt is
 * given back to all of them: a refused attempt is not tried, so it does not count, and
 * hammering while refused cannot climb to a longer limit. The wait is the longest refusal's.
 */
export async function recordAttempt(
  db: Db,
  limits: AttemptLimit[],
  now: Date,
): Promise<AttemptVerdict> {
  const verdicts = await Promise.all(limits.map((limit) => countAttempt(db, limit, now)));
  const waits = verdicts.flatMap((verdict) => (verdict.allowed ? [] : [verdict.retryAfterSeconds]));
  if (waits.length === 0) return { allowed: true };
  await giveBackAttempt(db, limits);
  return { allowed: false, retryAfterSeconds: Math.max(...waits) };
}

/** Takes back an attempt counted by recordAttempt: it succeeded, and successes do not count. */
export async function giveBackAttempt(db: Db, limits: AttemptLimit[]): Promise<void> {
  if (limits.length === 0) return;
  await db
    .update(attemptLimits)
    .set({ attempts: sql`greatest(${attemptLimits.attempts} - 1, 0)` })
    .where(
      inArray(
        attemptLimits.key,
        limits.map((limit) => limit.key),
      ),
    );
}
