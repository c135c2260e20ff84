import type { Config } from '../config';
import type { Db } from '../db/database';
import type { Logger } from '../logger';
import type { MailTransport } from './mail-transport';
import { createOutboxTransport } from './outbox-transport';
import { createSmtpTransport } from './smtp-transport';

/** SMTP when SMTP_URL is set, the outbox table otherwise (config.ts decides). */
export function createMailTransport(config: Config, db: Db, logger: Logger): MailTransport {
  return config.mail.transport === 'smtp'
    ? createSmtpTransport({ url: config.mail.url, from: config.mail.from })
    : createOutboxTransport(db, logger);
}
