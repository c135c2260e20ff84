import type { PageContext } from '@plume/core/contracts';
import { checkoutSessionId, HISTORY_PAGE_SIZE } from '@plume/core/contracts';
import type { CheckoutConfirmation } from '@plume/core/credits';
import { knownTimeZone, TIME_ZONE_COOKIE } from '@plume/core/i18n';
import type { Context } from 'hono';
import { getCookie } from 'hono/cookie';
import { balanceOf } from '../auth/me-routes';
import type { SessionReader } from '../auth/read-session';
import { pageLanguage } from '../auth/request-language';
import type { BibleService } from '../bible/bible-service';
import type { Config } from '../config';
import type { Db } from '../db/database';
import type { HistoryService } from '../history/history-service';
import type { AppEnv } from '../http/app-env';
import { AppError } from '../http/app-error';
import type { Logger } from '../logger';
import type { OutlineService } from '../outlines/outline-service';
import type { ShareService } from '../shares/share-service';

/** What the page loaders read through, in this process. */
export interface PageReaders {
  config: Config;
  sessions: SessionReader;
  db: Db;
  history: HistoryService;
  bible: BibleService;
  outlines: OutlineService;
  shares: ShareService;
  logger: Logger;
  /** Whether a password reset link can still be used (asking does not use it up). */
  resetTokenValid: (token: string) => Promise<boolean>;
  /** Asks the payment provider about a writer's checkout and credits it if paid, once. */
  confirmCheckout: (userId: string, sessionId: string) => Promise<CheckoutConfirmation>;
}

/**
 * The facts of one page request, found once (the writer, the language, the time zone) and
 * the readers its loaders call. A database that does not answer shows the visitor's
 * screens; the app asks again.
 */
export async function createPageContext(
  c: Context<AppEnv>,
  { nonce, ...readers }: PageReaders & { nonce: string },
): Promise<PageContext> {
  const { config, sessions, db, history, bible, outlines, shares, logger } = readers;
  const orNullWhenNotFound = (error: unknown) => {
    if (error instanceof AppError && error.status === 404) return null;
    throw error;
  };
  const signedIn = await sessions.read(c.req.raw.headers).catch(() => null);
  const writer = signedIn && {
    user: signedIn.user,
    credits: await balanceOf(db, signedIn.user.id),
  };
  const logError = (error: unknown, message: string) =>
    logger.error({ err: error, url: c.req.path }, message);
  return {
    nonce,
    language: pageLanguage(c),
    timeZone: knownTimeZone(getCookie(c, TIME_ZONE_COOKIE)),
    links: config.links,
    engine: config.providers.engine,
    writer,
    historyPage: (userId, query) => history.list(userId, { ...query, pageSize: HISTORY_PAGE_SIZE }),
    historyEntry: (userId, id) => history.find(userId, id).catch(orNullWhenNotFound),
    lineCards: async (userId, ideaId) =>
      (await bible.lineCards(userId, ideaId).catch(orNullWhenNotFound))?.cards ?? [],
    printedOutline: (userId, ideaId) => outlines.printed(userId, ideaId).catch(orNullWhenNotFound),
    sharedIdea: (token, language) => shares.open(token, language),
    resetTokenValid: readers.resetTokenValid,
    confirmCheckout: async (sessionId) =>
      writer ? confirmWritersCheckout(readers, writer.user.id, sessionId, logError) : null,
    logError,
  };
}

/**
 * The success page's confirmation. A failure is the page's to report beside the payment's
 * own result, not a failed page: the writer may well have paid.
 */
async function confirmWritersCheckout(
  readers: PageReaders,
  userId: string,
  sessionId: string,
  logError: (error: unknown, message: string) => void,
): Promise<{ confirmation: CheckoutConfirmation } | { error: string }> {
  if (!checkoutSessionId.safeParse(sessionId).success) return { error: 'payment.sessionNotFound' };
  try {
    return { confirmation: await readers.confirmCheckout(userId, sessionId) };
  } catch (error) {
    if (error instanceof AppError) return { error: error.code };
    logError(error, 'checkout confirmation failed');
    return { error: 'payment.sessionError' };
  }
}
