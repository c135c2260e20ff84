import type { AddressInfo } from 'node:net';
import { Writable } from 'node:stream';
import { MESSAGES } from '@plume/core/i18n/server';
import pino from 'pino';
import { SMTPServer, type SMTPServerEnvelope } from 'smtp-server';
import { afterEach, describe, expect, it } from 'vitest';
import { resetPasswordMail } from '../src/auth/mail-templates';
import { createMailTransport } from '../src/mail/create-mail-transport';
import type { Mail, MailTransport } from '../src/mail/mail-transport';
import { createSmtpTransport } from '../src/mail/smtp-transport';
import { TEST_DRIVERS } from './support/test-databases';
import { startTestServer, type TestServer } from './support/test-server';

const RESET_URL = 'https://plume.test/reset-password?token=t0k3n&callbackURL=%2F';

function mail(overrides: Partial<Mail> = {}): Mail {
  return {
    to: 'reader@plume.test',
    subject: 'Reset your Plume password',
    text: `To choose a new password, open ${RESET_URL}. Thanks.`,
    html: `<p><a href="${RESET_URL.replace('&', '&amp;')}">Choose a new password</a></p>`,
    ...overrides,
  };
}

type OutboxEntry = Mail & { createdAt: string };

/** The mail transport the app would build from the server's config, logging to `logs`. */
function transportFor(server: TestServer, logs: Record<string, unknown>[] = []): MailTransport {
  const sink = new Writable({
    write(chunk, _encoding, done) {
      logs.push(JSON.parse(String(chunk)));
      done();
    },
  });
  return createMailTransport(server.config, server.testDatabase.database.db, pino(sink));
}

describe.each(TEST_DRIVERS)('mail outbox on %s', (driver) => {
  let server: TestServer;
  afterEach(() => server?.stop());

  it('stores a sent mail and lists it at GET /api/dev/outbox', async () => {
    server = await startTestServer(driver);
    const sent = mail();
    await transportFor(server).send(sent);

    const response = await server.fetch('/api/dev/outbox');
    expect(response.status).toBe(200);
    expect(response.headers.get('cache-control')).toBe('no-store');
    const mails = (await response.json()) as OutboxEntry[];
    expect(mails).toEqual([{ ...sent, createdAt: expect.any(String) }]);
    const createdAt = mails[0]?.createdAt ?? '';
    const age = Date.now() - Date.parse(createdAt);
    expect(createdAt).toMatch(/^\d{4}-\d\d-\d\dT\d\d:\d\d:\d\d\.\d{3}Z$/);
    expect(age).toBeGreaterThanOrEqual(-5_000);
    expect(age).toBeLessThan(60_000);
  });

  it('logs the recipient, the subject and the link, pointing at /dev/mailbox', async () => {
    server = await startTestServer(driver);
    const logs: Record<string, unknown>[] = [];
    await transportFor(server, logs).send(mail());
    expect(logs).toEqual([
      expect.objectContaining({
        level: 30,
        to: 'reader@plume.test',
        subject: 'Reset your Plume password',
        link: RESET_URL,
        msg: expect.stringContaining('/dev/mailbox'),
      }),
    ]);
  });

  it('lists the latest 50 mails, newest first', async () => {
    server = await startTestServer(driver);
    const transport = transportFor(server);
    for (let number = 1; number <= 55; number += 1) {
      await transport.send(mail({ subject: `Mail ${number}` }));
    }
    const mails = (await (await server.fetch('/api/dev/outbox')).json()) as OutboxEntry[];
    expect(mails.map((each) => each.subject)).toEqual(
      Array.from({ length: 50 }, (_, index) => `Mail ${55 - index}`),
    );
  });

  it('shows the mails at /dev/mailbox, newest first, with clickable links and no script', async () => {
    server = await startTestServer(driver);
    const transport = transportFor(server);
    await transport.send(mail({ subject: 'Older mail' }));
    await transport.send(
      mail({ to: 'a&b@plume.test', subject: '<script>alert("hi")</script> & co' }),
    );

    const response = await server.fetch('/dev/mailbox');
    expect(response.status).toBe(200);
    expect(response.headers.get('content-type')).toMatch(/^text\/html/);
    expect(response.headers.get('cache-control')).toBe('no-store');
    expect(response.headers.get('content-security-policy')).toContain("script-src 'self'");
    const page = await response.text();

    expect(page).not.toMatch(/<script/i);
    expect(page).toContain('&lt;script&gt;alert(&quot;hi&quot;)&lt;/script&gt; &amp; co');
    expect(page).toContain('a&amp;b@plume.test');
    const link = RESET_URL.replace('&', '&amp;');
    // The full stop ending the sentence stays outside the link.
    expect(page).toContain(`open <a href="${link}">${link}</a>. Thanks.`);
    expect(page.match(/<a href=/g)).toHaveLength(2);
    expect(page.indexOf('&lt;script&gt;')).toBeLessThan(page.indexOf('Older mail'));
    expect(page).not.toContain(MESSAGES.fr.mailbox.empty);
  });

  it('says there is no mail yet when the outbox is empty, in the language a page would be', async () => {
    server = await startTestServer(driver);
    expect(await (await server.fetch('/api/dev/outbox')).json()).toEqual([]);
    const page = await (await server.fetch('/dev/mailbox')).text();
    expect(page).toContain('<html lang="fr">');
    expect(page).toContain(MESSAGES.fr.mailbox.empty);
    expect(page).not.toContain('<li');
    const english = await server.fetch('/dev/mailbox', { headers: { 'accept-language': 'en' } });
    expect(await english.text()).toContain('No mail yet');
  });

  it('serves the outbox to this machine only, whatever NODE_ENV says', async () => {
    server = await startTestServer(driver, {
      env: { NODE_ENV: 'production', AUTH_SECRET: 'a production secret of 32+ characters' },
    });
    await transportFor(server).send(mail());
    expect((await server.fetch('/api/dev/outbox')).status).toBe(200);
    expect((await server.fetch('/dev/mailbox')).status).toBe(200);

    // The test server trusts its loopback proxy (TRUST_PROXY=127.0.0.1): a client it
    // forwards from elsewhere, or that names itself as local behind it, is refused.
    for (const forwardedFor of ['203.0.113.7', '127.0.0.1, 203.0.113.7', '10.1.2.3', '::2']) {
      for (const path of ['/api/dev/outbox', '/dev/mailbox']) {
        const response = await server.fetch(path, { headers: { 'x-forwarded-for': forwardedFor } });
        expect(response.status, `${path} for ${forwardedFor}`).toBe(404);
        expect(await response.json()).toEqual({
          error: { code: 'errors.notFound', message: 'Not found' },
        });
      }
    }
    // Forwarded by the trusted proxy from this very machine: still this machine.
    const local = await server.fetch('/api/dev/outbox', {
      headers: { 'x-forwarded-for': '127.0.0.1' },
    });
    expect(local.status).toBe(200);
  });

  it('refuses the outbox to a request forwarded by a proxy it does not trust', async () => {
    // A reverse proxy on the same machine connects from loopback: without TRUST_PROXY,
    // the client it forwards is unknown, and is not taken for this machine.
    server = await startTestServer(driver, { env: { TRUST_PROXY: '' } });
    expect((await server.fetch('/api/dev/outbox')).status).toBe(200);
    for (const header of ['x-forwarded-for', 'forwarded', 'x-real-ip']) {
      const response = await server.fetch('/api/dev/outbox', {
        headers: { [header]: '127.0.0.1' },
      });
      expect(response.status, header).toBe(404);
    }
  });

  it.each(['development', 'production'])(
    'has no outbox when PUBLIC_URL is not a loopback address (NODE_ENV=%s)',
    async (nodeEnv) => {
      server = await startTestServer(driver, {
        env: {
          NODE_ENV: nodeEnv,
          AUTH_SECRET: 'a production secret of 32+ characters',
          PUBLIC_URL: 'https://stories.example.org',
        },
      });
      await transportFor(server).send(mail());
      const response = await server.fetch('/api/dev/outbox');
      expect(response.status).toBe(404);
      // The path falls through to the web app, which sends it home.
      const page = await server.fetch('/dev/mailbox', { redirect: 'manual' });
      expect(page.status).toBe(302);
      expect(page.headers.get('location')).toBe('/');
    },
  );

  it('has no dev outbox when SMTP is configured', async () => {
    server = await startTestServer(driver, { env: { SMTP_URL: 'smtp://127.0.0.1:2525' } });
    expect((await server.fetch('/api/dev/outbox')).status).toBe(404);
    expect(await (await server.fetch('/dev/mailbox')).text()).not.toContain(
      MESSAGES.fr.mailbox.title,
    );
  });
});

interface ReceivedMail {
  envelope: SMTPServerEnvelope;
  raw: string;
}

/** A real SMTP server on a free loopback port that keeps every message it accepts. */
async function startSmtpServer() {
  const received: ReceivedMail[] = [];
  const smtp = new SMTPServer({
    authOptional: true,
    disabledCommands: ['STARTTLS'],
    logger: false,
    onData(stream, session, callback) {
      const chunks: Buffer[] = [];
      stream.on('data', (chunk: Buffer) => chunks.push(chunk));
      stream.on('end', () => {
        received.push({ envelope: session.envelope, raw: Buffer.concat(chunks).toString('utf8') });
        callback();
      });
    },
  });
  await new Promise<void>((resolve) => smtp.listen(0, '127.0.0.1', resolve));
  const { port } = smtp.server.address() as AddressInfo;
  return {
    url: `smtp://127.0.0.1:${port}`,
    received,
    close: () => new Promise<void>((resolve) => smtp.close(resolve)),
  };
}

describe('SMTP transport', () => {
  let smtp: Awaited<ReturnType<typeof startSmtpServer>> | undefined;
  afterEach(() => smtp?.close());

  it('delivers the text and html parts with From, To and a UTF-8 subject to a real server', async () => {
    smtp = await startSmtpServer();
    const transport = createSmtpTransport({ url: smtp.url, from: 'Plume <no-reply@plume.test>' });
    const content = resetPasswordMail({ language: 'fr', url: RESET_URL });
    await transport.send({ to: 'lectrice@plume.test', ...content });
    transport.close();

    expect(smtp.received).toHaveLength(1);
    const [{ envelope, raw }] = smtp.received as [ReceivedMail];
    expect(envelope.mailFrom).toMatchObject({ address: 'no-reply@plume.test' });
    expect(envelope.rcptTo).toEqual([expect.objectContaining({ address: 'lectrice@plume.test' })]);

    const message = parseMessage(raw);
    expect(message.headers.get('from')).toBe('Plume <no-reply@plume.test>');
    expect(message.headers.get('to')).toBe('lectrice@plume.test');
    expect(message.headers.get('subject')).toBe('Réinitialisation de votre mot de passe Plume');
    expect(message.parts.get('text/plain')).toBe(content.text);
    expect(message.parts.get('text/html')).toBe(content.html);
  });

  it('is what the app uses when SMTP_URL is set, leaving the outbox empty', async () => {
    smtp = await startSmtpServer();
    const server = await startTestServer(TEST_DRIVERS[0] ?? 'pglite', {
      env: { SMTP_URL: smtp.url, MAIL_FROM: 'Plume <hello@plume.test>' },
    });
    try {
      await transportFor(server).send(mail());
      expect(smtp.received).toHaveLength(1);
      expect(parseMessage(smtp.received[0]?.raw ?? '').headers.get('from')).toBe(
        'Plume <hello@plume.test>',
      );
      const stored = await server.testDatabase.database.db.query.mailOutbox.findMany();
      expect(stored).toEqual([]);
    } finally {
      await server.stop();
    }
  });

  it('rejects when the server refuses the connection', async () => {
    smtp = await startSmtpServer();
    const { url } = smtp;
    await smtp.close();
    smtp = undefined;
    const transport = createSmtpTransport({ url, from: 'Plume <no-reply@plume.test>' });
    await expect(transport.send(mail())).rejects.toThrow(/ECONNREFUSED/);
  });
});

interface ParsedMessage {
  headers: Map<string, string>;
  /** Decoded body of each leaf part by content type, with line ends back to \n. */
  parts: Map<string, string>;
}

/**
 * Just enough MIME for these tests (no mail parser is installed): unfolded headers with
 * encoded words decoded, multipart bodies split on their boundary, parts decoded from
 * quoted-printable or base64.
 */
function parseMessage(raw: string): ParsedMessage {
  const { headers, body } = splitEntity(raw);
  const parts = new Map<string, string>();
  collectParts(headers, body, parts);
  return { headers, parts };
}

function splitEntity(entity: string) {
  const end = entity.indexOf('\r\n\r\n');
  const head = entity.slice(0, end).replace(/\r\n[ \t]+/g, ' ');
  const headers = new Map<string, string>();
  for (const line of head.split('\r\n')) {
    const colon = line.indexOf(':');
    headers.set(
      line.slice(0, colon).trim().toLowerCase(),
      decodeWords(line.slice(colon + 1).trim()),
    );
  }
  return { headers, body: entity.slice(end + 4) };
}

function collectParts(headers: Map<string, string>, body: string, parts: Map<string, string>) {
  const contentType = headers.get('content-type') ?? 'text/plain';
  const boundary = contentType.match(/boundary="?([^";]+)"?/)?.[1];
  if (contentType.startsWith('multipart/') && boundary) {
    const sections = body.split(`--${boundary}`).slice(1, -1);
    for (const section of sections) {
      const part = splitEntity(section.replace(/^\r\n/, ''));
      collectParts(part.headers, part.body.replace(/\r\n$/, ''), parts);
    }
    return;
  }
  const encoding = headers.get('content-transfer-encoding')?.toLowerCase();
  const decoded =
    encoding === 'quoted-printable'
      ? decodeQuotedPrintable(body)
      : encoding === 'base64'
        ? Buffer.from(body, 'base64').toString('utf8')
        : body;
  parts.set(contentType.split(';')[0] ?? contentType, decoded.replaceAll('\r\n', '\n'));
}

function decodeQuotedPrintable(value: string): string {
  const input = value.replace(/=\r\n/g, '');
  const bytes: number[] = [];
  for (let index = 0; index < input.length; index += 1) {
    const hex = input.slice(index + 1, index + 3);
    if (input[index] === '=' && /^[0-9A-F]{2}$/i.test(hex)) {
      bytes.push(Number.parseInt(hex, 16));
      index += 2;
    } else {
      bytes.push(input.charCodeAt(index));
    }
  }
  return Buffer.from(bytes).toString('utf8');
}

/** RFC 2047 encoded words; whitespace between two adjacent words is not part of the text. */
function decodeWords(value: string): string {
  return value
    .replace(/(\?=)\s+(=\?)/g, '$1$2')
    .replace(/=\?[^?]+\?([BQ])\?([^?]*)\?=/gi, (_, encoding: string, data: string) =>
      encoding.toUpperCase() === 'B'
        ? Buffer.from(data, 'base64').toString('utf8')
        : decodeQuotedPrintable(data.replaceAll('_', ' ')),
    );
}
