import { and, eq, sql } from 'drizzle-orm';
import type { Db } from '../db/client';
import { credits, payments } from '../db/schema';
import type { CheckoutProvider } from './checkout-provider';
import { UNLIMITED_CREDITS } from './credit-holds';

/**
 * Credits a paid session, exactly once (ARCHITECTURE.md, principle 5). The payment turns
 * from pending to paid and the balance grows in one transaction; the conditional update
 * lets only one of any number of racing callers (webhook deliveries, success-page
 * confirmations, the local Pay button) through, in any order. Returns whether this call
 * credited it; an unknown, cancelled or already paid session changes nothing.
 */
export async function fulfilPayment(
  db: Db,
  provider: CheckoutProvider['name'],
  sessionId: string,
  now: Date,
): Promise<boolean> {
  return db.transaction(async (tx) => {
    const [paid] = await tx
      .update(payments)
      .set({ status: 'paid', paidAt: now, updatedAt: now })
      .where(
        and(
          eq(payments.provider, provider),
          eq(payments.providerSessionId, sessionId),
          eq(payments.status, 'pending'),
        ),
      )
      .returning({ userId: payments.userId, credits: payments.credits });
    if (!paid) return false;
    // An account made unlimited after it opened the checkout stays unlimited.
    await tx
      .update(credits)
      .set({
        amount: sql`case when ${credits.amount} = ${UNLIMITED_CREDITS} then ${UNLIMITED_CREDITS} else ${credits.amount} + ${paid.credits} end`,
        updatedAt: now,
      })
      .where(eq(credits.userId, paid.userId));
    return true;
  });
}
