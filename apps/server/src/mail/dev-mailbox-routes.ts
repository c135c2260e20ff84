import { Hono, type MiddlewareHandler } from 'hono';
import { pageLanguage } from '../auth/request-language';
import type { Db } from '../db/database';
import type { AppEnv } from '../http/app-env';
import { notFound } from '../http/app-error';
import { isLoopbackAddress } from '../http/client-address';
import { renderMailboxPage } from './mailbox-page';
import { listRecentMails } from './recent-mails';

/**
 * Only a browser on this machine reads the outbox: a client reached through a proxy this
 * server does not trust, or any other address, is told there is nothing here.
 */
const loopbackOnly: MiddlewareHandler<AppEnv> = async (c, next) => {
  const client = c.get('clientAddress');
  if (client.forwardedByStranger || !isLoopbackAddress(client.address)) throw notFound();
  await next();
};

/**
 * GET /api/dev/outbox (JSON) and GET /dev/mailbox (page): the outbox read back, so sign-up
 * and reset links can be followed without a mail server. They reveal every user's links:
 * app.ts mounts them only with the outbox transport and a loopback PUBLIC_URL, whatever
 * NODE_ENV says, and they answer loopback clients only (docs/OPERATIONS.md). The page is in
 * the language a page of the app would be, styled by the app's stylesheet.
 */
export function devMailboxRoutes(db: Db, stylesheet: () => Promise<string | undefined>) {
  return new Hono<AppEnv>()
    .use('/api/dev/outbox', loopbackOnly)
    .use('/dev/mailbox', loopbackOnly)
    .get('/api/dev/outbox', async (c) => {
      const mails = await listRecentMails(db);
      c.header('Cache-Control', 'no-store');
      return c.json(mails.map((mail) => ({ ...mail, createdAt: mail.createdAt.toISOString() })));
    })
    .get('/dev/mailbox', async (c) => {
      const page = renderMailboxPage({
        mails: await listRecentMails(db),
        language: pageLanguage(c),
        stylesheet: await stylesheet(),
      });
      return c.html(page, 200, { 'Cache-Control': 'no-store' });
    });
}
