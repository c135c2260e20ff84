import type { CheckoutConfirmation } from '@plume/core/credits';
import { and, eq } from 'drizzle-orm';
import type { Db } from '../db/database';
import { credits, payments } from '../db/schema';
import { AppError } from '../http/app-error';
import type { CheckoutProvider } from './checkout-provider';
import { fulfilPayment } from './fulfil-payment';

/**
 * The success page's check (docs/PRODUCT.md, Purchase): asks the provider itself whether the
 * writer's session is paid and credits it if so, so a lost webhook loses no purchase. Only
 * the provider's word counts: opening the success URL without paying credits nothing. A
 * session that is not this writer's is not found.
 */
export async function confirmCheckout(
  db: Db,
  provider: CheckoutProvider,
  userId: string,
  sessionId: string,
  now: Date,
): Promise<CheckoutConfirmation> {
  const [payment] = await db
    .select({ status: payments.status, provider: payments.provider })
    .from(payments)
    .where(and(eq(payments.providerSessionId, sessionId), eq(payments.userId, userId)));
  if (!payment || payment.provider !== provider.name) {
    throw new AppError('payment.sessionNotFound', { message: 'Session not found', status: 404 });
  }
  let status = payment.status as CheckoutConfirmation['status'];
  if (status === 'pending' && (await askProvider(provider, sessionId))) {
    await fulfilPayment(db, provider.name, sessionId, now);
    status = 'paid';
  }
  const [balance] = await db
    .select({ amount: credits.amount })
    .from(credits)
    .where(eq(credits.userId, userId));
  return { status, credits: balance?.amount ?? 0 };
}

async function askProvider(provider: CheckoutProvider, sessionId: string): Promise<boolean> {
  try {
    return await provider.isPaid(sessionId);
  } catch (error) {
    throw new AppError('payment.sessionError', {
      message: `The payment provider did not answer: ${error instanceof Error ? error.message : error}`,
      status: 502,
    });
  }
}
