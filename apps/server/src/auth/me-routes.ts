import { eq } from 'drizzle-orm';
import { Hono } from 'hono';
import type { Db } from '../db/database';
import { credits } from '../db/schema';
import type { SessionReader } from './read-session';
import { requireUser, type SignedInEnv } from './require-user';

/** GET /api/me: who is signed in and their balance (-1 is unlimited). */
export function meRoutes(sessions: SessionReader, db: Db) {
  return new Hono<SignedInEnv>().get('/', requireUser(sessions), async (c) => {
    const user = c.get('user');
    const amount = await balanceOf(db, user.id);
    c.header('Cache-Control', 'no-store');
    return c.json({
      user: { id: user.id, email: user.email },
      credits: { amount, unlimited: amount === -1 },
    });
  });
}

export async function balanceOf(db: Db, userId: string): Promise<number> {
  const [balance] = await db
    .select({ amount: credits.amount })
    .from(credits)
    .where(eq(credits.userId, userId));
  return balance?.amount ?? 0;
}
