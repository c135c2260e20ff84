import { zValidator } from '@hono/zod-validator';
import { deleteAccount as deleteAccountRoute } from '@plume/core/contracts';
import { accountActionLimits } from '@plume/core/passwords';
import { Hono } from 'hono';
import { deleteCookie } from 'hono/cookie';
import { recordAttempt } from '../auth/attempt-limiter';
import type { Auth } from '../auth/create-auth';
import { accountDeletedMail } from '../auth/mail-templates';
import type { SessionReader } from '../auth/read-session';
import { requestLanguage } from '../auth/request-language';
import { requireUser, type SignedInEnv } from '../auth/require-user';
import type { BibleService } from '../bible/bible-service';
import type { Clock } from '../clock';
import type { Db } from '../db/database';
import type { HistoryService } from '../history/history-service';
import { tooManyAttempts } from '../http/app-error';
import { throwBadRequest } from '../http/validation-error';
import type { Logger } from '../logger';
import type { MailTransport } from '../mail/mail-transport';
import type { ShareService } from '../shares/share-service';
import { exportAccount } from './account-export';
import { deleteAccount } from './delete-account';

export interface AccountDependencies {
  db: Db;
  history: HistoryService;
  bible: BibleService;
  shares: ShareService;
  auth: Auth;
  mail: MailTransport;
  clock: Clock;
  logger: Logger;
}

/**
 * The writer's data, taken away (GET /export) or erased (DELETE /), each limited to 3 a
 * minute per writer like the other sensitive actions (decision 021).
 */
export function accountRoutes(sessions: SessionReader, deps: AccountDependencies) {
  async function limit(action: 'export' | 'delete-account', userId: string) {
    const verdict = await recordAttempt(deps.db, accountActionLimits(action, userId), deps.clock());
    if (!verdict.allowed) throw tooManyAttempts(verdict.retryAfterSeconds);
  }

  return new Hono<SignedInEnv>()
    .use(requireUser(sessions))
    .get('/export', async (c) => {
      const user = c.get('user');
      await limit('export', user.id);
      const now = deps.clock();
      const data = await exportAccount(deps, user.id, now);
      c.header('Cache-Control', 'no-store');
      c.header(
        'Content-Disposition',
        `attachment; filename="plume-${now.toISOString().slice(0, 10)}.json"`,
      );
      return c.json(data);
    })
    .delete('/', zValidator('json', deleteAccountRoute.body, throwBadRequest), async (c) => {
      const user = c.get('user');
      await limit('delete-account', user.id);
      const email = await deleteAccount(deps.db, user.id, c.req.valid('json').password);
      c.get('logger').info({ userId: user.id }, 'account deleted');
      const { authCookies } = await deps.auth.$context;
      for (const cookie of [authCookies.sessionToken, authCookies.sessionData]) {
        deleteCookie(c, cookie.name, cookie.attributes);
      }
      // The account is gone whether or not the mail leaves; a failure is only logged.
      deps.mail
        .send({ to: email, ...accountDeletedMail(requestLanguage(c.req.raw)) })
        .catch((error: unknown) =>
          deps.logger.error({ err: error, userId: user.id }, 'account deletion mail failed'),
        );
      return c.json({ deleted: true });
    });
}
