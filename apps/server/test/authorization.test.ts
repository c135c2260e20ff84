import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { credits } from '../src/db/schema';
import { PASSWORD, signedUpWriter } from './support/accounts';
import { BrowserSession } from './support/browser-session';
import { TEST_DRIVERS } from './support/test-databases';
import { startTestServer, type TestServer } from './support/test-server';

const NEW_PASSWORD = 'Quill&Ink-2049';

/** What a writer's data looks like from outside: anything of it in an answer is a leak. */
interface Writer {
  browser: BrowserSession;
  id: string;
  email: string;
  entryId: string;
  entryTitle: string;
  /** A card of the idea's story bible. */
  cardId: string;
  /** Local checkout sessions: one to look at and cancel, one to pay. */
  cancelSession: string;
  paySession: string;
}

/**
 * A writer with an idea, its cards and two checkouts. Each writer's idea is in a language of
 * its own, and the ideas the rows below write are in English: the built-in engine's titles
 * come from finite tables, and two ideas in one language may share a title, which would read
 * as one writer's data in the other's answers.
 */
async function writerWithData(
  server: TestServer,
  email: string,
  language: 'fr' | 'es',
): Promise<Writer> {
  const browser = await signedUpWriter(server, email);
  const user = await browser.currentUser();
  if (!user) throw new Error(`${email} is not signed in`);
  const generated = await browser.post('/api/generations', {
    genres: ['epic-fantasy'],
    mode: 'quick',
    language,
  });
  const { entry } = (await generated.json()) as { entry: { id: string; idea: string } };
  const kept = await browser.post(`/api/history/${entry.id}/cards`);
  const { cards } = (await kept.json()) as { cards: { id: string }[] };
  const openCheckout = async () => {
    const response = await browser.post('/api/checkout', {
      packageId: '10_credits',
      language: 'en',
    });
    return ((await response.json()) as { url: string }).url.split('/').at(-1) ?? '';
  };
  return {
    browser,
    id: user.id,
    email,
    entryId: entry.id,
    entryTitle: entry.idea.split('\n')[0] ?? '',
    cardId: cards[0]?.id ?? '',
    cancelSession: await openCheckout(),
    paySession: await openCheckout(),
  };
}

type Identity = 'signed out' | 'another writer' | 'the owner';

/** What a row's path and body may name of the owner's data. */
type Named = Pick<Writer, 'entryId' | 'cardId' | 'cancelSession' | 'paySession'>;

/** The names the test titles show in place of the ids. */
const PLACEHOLDERS: Named = {
  entryId: ':id',
  cardId: ':card',
  cancelSession: ':session',
  paySession: ':session',
};

interface Row {
  method: 'GET' | 'POST' | 'PATCH' | 'DELETE';
  /** The path; `owner` is whose data it names. */
  path: (owner: Named) => string;
  body?: (owner: Named) => unknown;
  expected: Record<Identity, number>;
}

const everyone = (status: number): Row['expected'] => ({
  'signed out': status,
  'another writer': status,
  'the owner': status,
});

/**
 * Every endpoint, in an order where each row leaves the next one something to act on:
 * reads first, then writes, the owner's deletions and sign-out last.
 */
const ROWS: Row[] = [
  { method: 'GET', path: () => '/api/health', expected: everyone(200) },
  { method: 'GET', path: () => '/api/packages', expected: everyone(200) },
  { method: 'GET', path: () => '/api/genres?language=en', expected: everyone(200) },
  {
    method: 'GET',
    path: () => '/api/genres/search?language=en&q=fantasy',
    expected: everyone(200),
  },
  { method: 'GET', path: () => '/api/auth/get-session', expected: everyone(200) },
  {
    method: 'POST',
    path: () => '/api/password-reset/verify',
    body: () => ({ token: 'abc' }),
    expected: everyone(200),
  },
  {
    method: 'GET',
    path: () => '/api/me',
    expected: { 'signed out': 401, 'another writer': 200, 'the owner': 200 },
  },
  {
    method: 'GET',
    path: () => '/api/history',
    expected: { 'signed out': 401, 'another writer': 200, 'the owner': 200 },
  },
  {
    method: 'GET',
    path: () => '/api/history?q=fantasy&genre=epic-fantasy&pageSize=100',
    expected: { 'signed out': 401, 'another writer': 200, 'the owner': 200 },
  },
  {
    method: 'GET',
    path: (owner) => `/api/history/${owner.entryId}/cards`,
    expected: { 'signed out': 401, 'another writer': 404, 'the owner': 200 },
  },
  {
    method: 'GET',
    path: (owner) => `/api/history/${owner.entryId}/consistency`,
    expected: { 'signed out': 401, 'another writer': 404, 'the owner': 200 },
  },
  {
    method: 'GET',
    path: (owner) => `/local-checkout/${owner.cancelSession}`,
    expected: { 'signed out': 401, 'another writer': 404, 'the owner': 200 },
  },
  {
    method: 'POST',
    path: () => '/api/checkout/confirm',
    body: (owner) => ({ sessionId: owner.cancelSession }),
    expected: { 'signed out': 401, 'another writer': 404, 'the owner': 200 },
  },
  {
    method: 'POST',
    path: () => '/api/generations',
    body: () => ({ genres: ['space-opera'], mode: 'quick', language: 'en' }),
    expected: { 'signed out': 401, 'another writer': 200, 'the owner': 200 },
  },
  {
    method: 'POST',
    path: () => '/api/checkout',
    body: () => ({ packageId: '25_credits', language: 'en' }),
    expected: { 'signed out': 401, 'another writer': 200, 'the owner': 200 },
  },
  {
    method: 'POST',
    path: (owner) => `/local-checkout/${owner.cancelSession}/cancel`,
    expected: { 'signed out': 401, 'another writer': 404, 'the owner': 303 },
  },
  {
    method: 'POST',
    path: (owner) => `/local-checkout/${owner.paySession}/pay`,
    expected: { 'signed out': 401, 'another writer': 404, 'the owner': 303 },
  },
  {
    method: 'POST',
    path: (owner) => `/api/history/${owner.entryId}/cards`,
    // Kept already: the owner's second ask adds nothing.
    expected: { 'signed out': 401, 'another writer': 404, 'the owner': 200 },
  },
  {
    method: 'POST',
    path: () => '/api/cards',
    body: (owner) => ({ ideaId: owner.entryId, type: 'thing', name: 'A brass key' }),
    expected: { 'signed out': 401, 'another writer': 404, 'the owner': 201 },
  },
  {
    method: 'PATCH',
    path: (owner) => `/api/cards/${owner.cardId}`,
    body: () => ({ role: 'keeper' }),
    expected: { 'signed out': 401, 'another writer': 404, 'the owner': 200 },
  },
  {
    method: 'DELETE',
    path: (owner) => `/api/cards/${owner.cardId}`,
    expected: { 'signed out': 401, 'another writer': 404, 'the owner': 204 },
  },
  {
    method: 'DELETE',
    path: (owner) => `/api/history/${owner.entryId}`,
    expected: { 'signed out': 401, 'another writer': 404, 'the owner': 204 },
  },
  {
    method: 'POST',
    path: () => '/api/auth/change-password',
    body: () => ({ currentPassword: PASSWORD, newPassword: NEW_PASSWORD }),
    // Another writer changes their own password with it, never the owner's.
    expected: { 'signed out': 401, 'another writer': 200, 'the owner': 200 },
  },
  {
    method: 'POST',
    path: () => '/api/auth/sign-out',
    body: () => ({}),
    expected: everyone(200),
  },
];

describe.each(TEST_DRIVERS)('authorization on %s: who reaches what', (driver) => {
  let server: TestServer;
  let owner: Writer;
  let other: Writer;
  let anonymous: BrowserSession;
  /** Every answer's text, by who received it. */
  const answers: Record<Identity, string[]> = {
    'signed out': [],
    'another writer': [],
    'the owner': [],
  };

  beforeAll(async () => {
    server = await startTestServer(driver);
    owner = await writerWithData(server, 'owner@example.com', 'fr');
    other = await writerWithData(server, 'other@example.com', 'es');
    anonymous = new BrowserSession(server);
  });
  afterAll(() => server?.stop());

  it.each(ROWS.map((row) => [`${row.method} ${row.path(PLACEHOLDERS)}`, row] as const))(
    '%s',
    async (_name, row) => {
      const sessions: Record<Identity, BrowserSession> = {
        'signed out': anonymous,
        'another writer': other.browser,
        'the owner': owner.browser,
      };
      for (const identity of ['signed out', 'another writer', 'the owner'] as const) {
        const response = await sessions[identity].request(row.path(owner), {
          method: row.method,
          body: row.body?.(owner),
        });
        const text = await response.text();
        // An answer may repeat the address it was asked for (the sign-in link of a payment
        // page opened signed out comes back to it): that is the asker's own, no leak.
        answers[identity].push(text.replaceAll(encodeURIComponent(row.path(owner)), ''));
        expect(response.status, `${identity}: ${text.slice(0, 200)}`).toBe(row.expected[identity]);
      }
    },
  );

  it('let no writer’s data reach anyone else', async () => {
    const traces = (writer: Writer) => [
      writer.id,
      writer.email,
      writer.entryId,
      writer.entryTitle,
      writer.cardId,
      writer.cancelSession,
      writer.paySession,
    ];
    for (const text of answers['signed out']) {
      for (const trace of [...traces(owner), ...traces(other)]) expect(text).not.toContain(trace);
    }
    for (const text of answers['another writer']) {
      for (const trace of traces(owner)) expect(text).not.toContain(trace);
    }
    for (const text of answers['the owner']) {
      for (const trace of traces(other)) expect(text).not.toContain(trace);
    }
  });

  it('kept each writer’s credits and password their own', async () => {
    const balance = async (writer: Writer) => {
      const [row] = await server.testDatabase.database.db
        .select({ amount: credits.amount })
        .from(credits)
        .where(eq(credits.userId, writer.id));
      return row?.amount;
    };
    // 3 at sign-up, two ideas each; only the owner paid for 10 more.
    expect(await balance(owner)).toBe(11);
    expect(await balance(other)).toBe(1);
    for (const writer of [owner, other]) {
      const browser = new BrowserSession(server);
      expect((await browser.signIn(writer.email, NEW_PASSWORD)).status, writer.email).toBe(200);
    }
  });
});
