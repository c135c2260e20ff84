import { CURRENCY, findCreditPackage } from '@plume/core/credits';
import type { Language } from '@plume/core/i18n';
import { routePath } from '@plume/core/routes';
import { eq } from 'drizzle-orm';
import type { SessionUser } from '../auth/require-user';
import type { Db } from '../db/database';
import { credits, payments } from '../db/schema';
import { AppError } from '../http/app-error';
import type { Logger } from '../logger';
import type { CheckoutProvider } from './checkout-provider';
import { UNLIMITED_CREDITS } from './credit-holds';

export interface CheckoutDependencies {
  db: Db;
  provider: CheckoutProvider;
}

export interface CheckoutInput {
  packageId: string;
  language: Language;
}

/**
 * Records the purchase as pending, then opens the provider's payment page for it. The
 * payment row exists before the page, so a paid session always finds it. `appUrl` is the
 * app's address for this writer's browser (http/browser-public-url.ts): the payment page
 * and its return pages are links that browser follows.
 */
export async function startCheckout(
  deps: CheckoutDependencies,
  user: SessionUser,
  { packageId, language }: CheckoutInput,
  { now, logger, appUrl }: { now: Date; logger: Logger; appUrl: string },
): Promise<{ url: string }> {
  const creditPackage = findCreditPackage(packageId);
  if (!creditPackage) {
    throw new AppError('payment.productNotFound', { message: 'Product not found', status: 404 });
  }
  const [balance] = await deps.db
    .select({ amount: credits.amount })
    .from(credits)
    .where(eq(credits.userId, user.id));
  if (balance?.amount === UNLIMITED_CREDITS) {
    throw new AppError('payment.unlimitedAccount', {
      message: 'This account has unlimited credits',
      status: 409,
    });
  }
  const [payment] = await deps.db
    .insert(payments)
    .values({
      userId: user.id,
      packageId: creditPackage.id,
      credits: creditPackage.credits,
      amountCents: creditPackage.priceCents,
      currency: CURRENCY,
      language,
      provider: deps.provider.name,
      createdAt: now,
      updatedAt: now,
    })
    .returning({ id: payments.id });
  if (!payment) throw new Error('payment insert returned no row');

  let session: { sessionId: string; url: string };
  try {
    session = await deps.provider.createSession({
      paymentId: payment.id,
      userId: user.id,
      email: user.email,
      creditPackage,
      language,
      appUrl,
      successUrl: `${appUrl}${routePath('paymentSuccess', language)}?session_id={CHECKOUT_SESSION_ID}`,
      cancelUrl: `${appUrl}${routePath('paymentCancel', language)}`,
    });
  } catch (error) {
    logger.error({ err: error, paymentId: payment.id }, 'checkout session not created');
    await deps.db
      .update(payments)
      .set({ status: 'failed', updatedAt: now })
      .where(eq(payments.id, payment.id));
    throw new AppError('payment.createSessionError', {
      message: 'Error creating the payment session',
      status: 502,
    });
  }
  await deps.db
    .update(payments)
    .set({ providerSessionId: session.sessionId, updatedAt: now })
    .where(eq(payments.id, payment.id));
  return { url: session.url };
}
