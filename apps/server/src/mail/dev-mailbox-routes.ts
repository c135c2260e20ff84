import { Hono } from 'hono';
import type { Db } from '../db/client';
import type { AppEnv } from '../http/app-env';
import { listRecentMails } from './recent-mails';
import { renderMailboxPage } from './render-mailbox-page';

/**
 * GET /api/dev/outbox (JSON) and GET /dev/mailbox (page): the outbox read back, so sign-up
 * and reset links can be followed without a mail server. They reveal every user's links:
 * app.ts mounts them only outside production and only with the outbox transport.
 */
export function devMailboxRoutes(db: Db) {
  return new Hono<AppEnv>()
    .get('/api/dev/outbox', async (c) => {
      const mails = await listRecentMails(db);
      c.header('Cache-Control', 'no-store');
      return c.json(mails.map((mail) => ({ ...mail, createdAt: mail.createdAt.toISOString() })));
    })
    .get('/dev/mailbox', async (c) => {
      const mails = await listRecentMails(db);
      return c.html(renderMailboxPage(mails), 200, { 'Cache-Control': 'no-store' });
    });
}
