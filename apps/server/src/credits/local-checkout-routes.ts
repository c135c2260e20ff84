import { findCreditPackage } from '@plume/core/credits';
import { isLanguage } from '@plume/core/i18n';
import { routePath } from '@plume/core/routes';
import { and, eq } from 'drizzle-orm';
import { Hono } from 'hono';
import type { SessionReader } from '../auth/read-session';
import { pageLanguage } from '../auth/request-language';
import { requireUser, type SignedInEnv } from '../auth/require-user';
import type { Clock } from '../clock';
import type { Db } from '../db/database';
import { payments } from '../db/schema';
import { AppError } from '../http/app-error';
import { fulfilPayment } from './fulfil-payment';
import { renderLocalCheckoutPage, renderSignInRequiredPage } from './local-checkout-page';
import { LOCAL_CHECKOUT_PATH } from './local-checkout-provider';

/**
 * The shape of the ids local-checkout-provider.ts issues. Anything else is no session of
 * ours, and must not reach the query: PostgreSQL refuses a NUL in a text parameter.
 */
const LOCAL_SESSION_ID = /^local_[A-Za-z0-9_-]+$/;

/**
 * The local checkout's payment page (mounted only without Stripe): GET shows it, POST pay
 * fulfils through the same fulfilPayment as Stripe's webhook and returns to the success
 * route, POST cancel to the cancel route. Only the writer who opened the checkout sees it;
 * the forms carry the session cookie, which is SameSite, so another site cannot post them.
 * A visitor without a session (signed out, or on another local address, which keeps
 * cookies of its own) is asked to sign in and brought back.
 */
const pagePath = (sessionId: string) => `${LOCAL_CHECKOUT_PATH}/${encodeURIComponent(sessionId)}`;

export function localCheckoutRoutes(
  sessions: SessionReader,
  db: Db,
  clock: Clock,
  /** The web app's stylesheet, which the pages link (pages/app-stylesheet.ts). */
  stylesheet: () => Promise<string | undefined>,
) {
  async function ownPayment(userId: string, sessionId: string) {
    const payment = LOCAL_SESSION_ID.test(sessionId) && (await findPayment(userId, sessionId));
    const creditPackage = payment && findCreditPackage(payment.packageId);
    if (!payment || !creditPackage || !isLanguage(payment.language)) {
      throw new AppError('payment.sessionNotFound', { message: 'Session not found', status: 404 });
    }
    return { ...payment, creditPackage, language: payment.language };
  }

  async function findPayment(userId: string, sessionId: string) {
    const [payment] = await db
      .select()
      .from(payments)
      .where(
        and(
          eq(payments.provider, 'local-checkout'),
          eq(payments.providerSessionId, sessionId),
          eq(payments.userId, userId),
        ),
      );
    return payment;
  }

  return new Hono<SignedInEnv>()
    .get('/:sessionId', async (c) => {
      const sessionId = c.req.param('sessionId');
      const signedIn = await sessions.read(c.req.raw.headers);
      if (!signedIn) {
        const page = renderSignInRequiredPage({
          language: pageLanguage(c),
          returnPath: pagePath(sessionId),
          stylesheet: await stylesheet(),
        });
        return c.html(page, 401, { 'Cache-Control': 'no-store' });
      }
      const payment = await ownPayment(signedIn.user.id, sessionId);
      const page = renderLocalCheckoutPage({
        language: payment.language,
        creditPackage: payment.creditPackage,
        status: payment.status,
        actionPath: pagePath(sessionId),
        stylesheet: await stylesheet(),
      });
      return c.html(page, 200, { 'Cache-Control': 'no-store' });
    })
    .post('/:sessionId/pay', requireUser(sessions), async (c) => {
      const sessionId = c.req.param('sessionId');
      const payment = await ownPayment(c.get('user').id, sessionId);
      await fulfilPayment(db, 'local-checkout', sessionId, clock());
      // Paid now or earlier (a second click): the success route. Cancelled: its page says so.
      const [after] = await db
        .select({ status: payments.status })
        .from(payments)
        .where(eq(payments.id, payment.id));
      if (after?.status !== 'paid') return c.redirect(pagePath(sessionId), 303);
      const success = routePath('paymentSuccess', payment.language);
      return c.redirect(`${success}?session_id=${encodeURIComponent(sessionId)}`, 303);
    })
    .post('/:sessionId/cancel', requireUser(sessions), async (c) => {
      const sessionId = c.req.param('sessionId');
      const payment = await ownPayment(c.get('user').id, sessionId);
      const now = clock();
      const [cancelled] = await db
        .update(payments)
        .set({ status: 'cancelled', updatedAt: now })
        .where(and(eq(payments.id, payment.id), eq(payments.status, 'pending')))
        .returning({ id: payments.id });
      // A payment already made cannot be cancelled here: its page says so.
      if (!cancelled) return c.redirect(pagePath(sessionId), 303);
      return c.redirect(routePath('paymentCancel', payment.language), 303);
    });
}
