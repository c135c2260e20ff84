import type { TestServer } from './test-server';

export interface OutboxMail {
  to: string;
  subject: string;
  text: string;
  html: string;
  createdAt: string;
}

/** The outbox as the dev mailbox shows it, newest first. */
export async function readOutbox(server: TestServer): Promise<OutboxMail[]> {
  const response = await server.fetch('/api/dev/outbox');
  return (await response.json()) as OutboxMail[];
}

/**
 * The newest mail to `to`, waiting for it: auth mails leave after the answer (so known
 * and unknown addresses answer alike), hence a short poll.
 */
export async function waitForMail(server: TestServer, to: string, count = 1): Promise<OutboxMail> {
  const deadline = Date.now() + 5_000;
  for (;;) {
    const mails = (await readOutbox(server)).filter((mail) => mail.to === to);
    const newest = mails[0];
    if (newest && mails.length >= count) return newest;
    if (Date.now() > deadline) throw new Error(`no mail number ${count} to ${to} within 5 s`);
    await new Promise((resolve) => setTimeout(resolve, 25));
  }
}

/** The first link of a mail's text that starts with `prefix`. */
export function linkIn(mail: OutboxMail, prefix: string): URL {
  const link = mail.text.match(/https?:\/\/\S+/g)?.find((url) => url.startsWith(prefix));
  if (!link) throw new Error(`no ${prefix} link in: ${mail.text}`);
  return new URL(link);
}
