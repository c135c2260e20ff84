import { desc } from 'drizzle-orm';
import type { Db } from '../db/database';
import { mailOutbox } from '../db/schema';

export const RECENT_MAILS_LIMIT = 50;

export interface StoredMail {
  to: string;
  subject: string;
  text: string;
  html: string;
  createdAt: Date;
}

/** The latest mails of the outbox, newest first. */
export function listRecentMails(db: Db): Promise<StoredMail[]> {
  return db
    .select({
      to: mailOutbox.to,
      subject: mailOutbox.subject,
      text: mailOutbox.text,
      html: mailOutbox.html,
      createdAt: mailOutbox.createdAt,
    })
    .from(mailOutbox)
    .orderBy(desc(mailOutbox.createdAt))
    .limit(RECENT_MAILS_LIMIT);
}
