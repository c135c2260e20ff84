import { eq, lt, sql } from 'drizzle-orm';
import type { Db, Transaction } from '../db/database';
import { creditHolds, credits } from '../db/schema';
import { AppError } from '../http/app-error';

/** A balance of -1 is unlimited (docs/PRODUCT.md, Credits and holds). */
export const UNLIMITED_CREDITS = -1;

/**
 * Longer than the longest engine run (AI_TOTAL_TIMEOUT_MS, 2 minutes by default), so only a
 * crash leaves a hold for the sweeper.
 */
export const HOLD_LIFETIME_MS = 5 * 60_000;

export interface Hold {
  id: string;
  userId: string;
  charged: boolean;
}

/**
 * Sets one credit aside before the engine runs (docs/PRODUCT.md, Credits and holds): in one
 * transaction, the writer's only hold is created (a second one is refused: one generation
 * in flight) and the balance decremented unless unlimited. Refused with 402
 * generation.noCredits at 0, 429 generation.inProgress while another idea is being written.
 */
export async function takeHold(db: Db, userId: string, now: Date): Promise<Hold> {
  return db.transaction(async (tx) => {
    const [balance] = await tx
      .select({ amount: credits.amount })
      .from(credits)
      .where(eq(credits.userId, userId))
      .for('update');
    const amount = balance?.amount ?? 0;
    if (amount === 0 || amount < UNLIMITED_CREDITS) {
      throw new AppError('generation.noCredits', {
        message: 'You have no credits remaining',
        status: 402,
      });
    }
    const charged = amount !== UNLIMITED_CREDITS;
    const [hold] = await tx
      .insert(creditHolds)
      .values({ userId, charged, expiresAt: new Date(now.getTime() + HOLD_LIFETIME_MS) })
      .onConflictDoNothing({ target: creditHolds.userId })
      .returning({ id: creditHolds.id });
    if (!hold) {
      throw new AppError('generation.inProgress', {
        message: 'An idea is already being written for this account',
        status: 429,
        headers: { 'Retry-After': '5' },
      });
    }
    if (charged) {
      await tx
        .update(credits)
        .set({ amount: sql`${credits.amount} - 1`, updatedAt: now })
        .where(eq(credits.userId, userId));
    }
    return { id: hold.id, userId, charged };
  });
}

/**
 * Turns the hold into what it paid for, in one transaction: `save` writes it (an idea, an
 * outline), and the credit stays spent only if it is written. Fails if the hold is gone
 * (the sweeper gave the credit back), so nothing is saved without its credit.
 */
export async function settleHold<T>(
  db: Db,
  hold: Hold,
  save: (tx: Transaction) => Promise<T>,
): Promise<{ saved: T; credits: number }> {
  return db.transaction(async (tx) => {
    const [released] = await tx
      .delete(creditHolds)
      .where(eq(creditHolds.id, hold.id))
      .returning({ id: creditHolds.id });
    if (!released) throw new Error(`credit hold ${hold.id} was released before it was settled`);
    const saved = await save(tx);
    const [balance] = await tx
      .select({ amount: credits.amount })
      .from(credits)
      .where(eq(credits.userId, hold.userId));
    return { saved, credits: balance?.amount ?? 0 };
  });
}

/** Gives the credit back after a failed or abandoned generation. Idempotent. */
export async function releaseHold(db: Db, hold: Hold, now: Date): Promise<void> {
  await db.transaction(async (tx) => {
    const [released] = await tx
      .delete(creditHolds)
      .where(eq(creditHolds.id, hold.id))
      .returning({ charged: creditHolds.charged });
    if (released?.charged) {
      await tx
        .update(credits)
        .set({ amount: sql`${credits.amount} + 1`, updatedAt: now })
        .where(eq(credits.userId, hold.userId));
    }
  });
}

/** Releases the holds a crash left behind (past their expiry). Returns how many. */
export async function sweepExpiredHolds(db: Db, now: Date): Promise<number> {
  return db.transaction(async (tx) => {
    const expired = await tx
      .delete(creditHolds)
      .where(lt(creditHolds.expiresAt, now))
      .returning({ userId: creditHolds.userId, charged: creditHolds.charged });
    for (const hold of expired) {
      if (!hold.charged) continue;
      await tx
        .update(credits)
        .set({ amount: sql`${credits.amount} + 1`, updatedAt: now })
        .where(eq(credits.userId, hold.userId));
    }
    return expired.length;
  });
}
