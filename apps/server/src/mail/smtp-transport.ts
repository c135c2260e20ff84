import nodemailer from 'nodemailer';
import type { MailTransport } from './mail-transport';

export interface SmtpOptions {
  /** smtp:// or smtps:// URL with credentials; nodemailer reads its options from the query too. */
  url: string;
  /** The From header, e.g. "Plume <no-reply@example.com>". */
  from: string;
}

/** Sends through an SMTP server; close() releases pooled connections (`?pool=true` in the URL). */
export function createSmtpTransport({ url, from }: SmtpOptions): MailTransport & { close(): void } {
  const transporter = nodemailer.createTransport(url);
  return {
    async send(mail) {
      await transporter.sendMail({
        from,
        to: mail.to,
        subject: mail.subject,
        text: mail.text,
        html: mail.html,
      });
    },
    close: () => transporter.close(),
  };
}
