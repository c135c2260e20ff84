import type { Db } from '../db/database';
import { mailOutbox } from '../db/schema';
import type { Logger } from '../logger';
import type { MailTransport } from './mail-transport';
import { firstLink } from './text-links';

/**
 * Keeps mails in the mail_outbox table instead of sending them, so the app works with no
 * mail server. The log line carries the mail's link, clickable from a developer's console.
 */
export function createOutboxTransport(db: Db, logger: Logger): MailTransport {
  return {
    async send(mail) {
      await db.insert(mailOutbox).values({
        to: mail.to,
        subject: mail.subject,
        text: mail.text,
        html: mail.html,
      });
      logger.info(
        { to: mail.to, subject: mail.subject, link: firstLink(mail.text) },
        'mail kept in the outbox (readable at /dev/mailbox)',
      );
    },
  };
}
