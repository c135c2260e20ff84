import { and, eq, isNull, sql } from 'drizzle-orm';
import type { Db } from '../db/database';
import { credits, payments } from '../db/schema';
import type { CheckoutProvider } from './checkout-provider';
import { UNLIMITED_CREDITS } from './credit-holds';

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

/**
 * Credits a paid session, exactly once (decision 011). The payment turns
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
  { paymentId }: { paymentId?: string } = {},
): Promise<boolean> {
  return db.transaction(async (tx) => {
    if (paymentId && UUID.test(paymentId)) {
      // A crash between the provider's answer and saving its session id leaves our row
      // without it; the payment id the session carries (Stripe metadata) still finds it.
      await tx
        .update(payments)
        .set({ providerSessionId: sessionId, updatedAt: now })
        .where(
          and(
            eq(payments.id, paymentId),
            eq(payments.provider, provider),
            isNull(payments.providerSessionId),
          ),
        );
    }
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
    // Paid after its writer deleted their account: recorded as paid, for a refund.
    if (!paid.userId) return true;
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
