import type { Transporter } from 'nodemailer';
import type { MailTransport } from './mail-transport';

export interface SmtpOptions {
  /** smtp:// or smtps:// URL with credentials; nodemailer reads its options from the query too. */
  url: string;
  /** The From header, e.g. "Plume <no-reply@example.com>". */
  from: string;
}

/**
 * Sends through an SMTP server; close() releases pooled connections (`?pool=true` in the
 * URL). nodemailer is loaded with the first mail rather than at start-up.
 */
export function createSmtpTransport({ url, from }: SmtpOptions): MailTransport & { close(): void } {
  let transporter: Promise<Transporter> | undefined;
  const open = () => {
    transporter ??= import('nodemailer').then(({ default: nodemailer }) =>
      nodemailer.createTransport(url),
    );
    return transporter;
  };
  return {
    async send(mail) {
      await (await open()).sendMail({
        from,
        to: mail.to,
        subject: mail.subject,
        text: mail.text,
        html: mail.html,
      });
    },
    close: () => void transporter?.then((opened) => opened.close()),
  };
}
