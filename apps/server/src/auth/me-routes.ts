import { eq } from 'drizzle-orm';
import { Hono } from 'hono';
import type { Db } from '../db/client';
import { credits } from '../db/schema';
import type { Auth } from './create-auth';
import { requireUser, type SignedInEnv } from './require-user';

/** GET /api/me: who is signed in and their balance (-1 is unlimited). */
export function meRoutes(auth: Auth, db: Db) {
  return new Hono<SignedInEnv>().get('/', requireUser(auth), async (c) => {
    const user = c.get('user');
    const [balance] = await db
      .select({ amount: credits.amount })
      .from(credits)
      .where(eq(credits.userId, user.id));
    const amount = balance?.amount ?? 0;
    c.header('Cache-Control', 'no-store');
    return c.json({
      user: { id: user.id, email: user.email },
      credits: { amount, unlimited: amount === -1 },
    });
  });
}
