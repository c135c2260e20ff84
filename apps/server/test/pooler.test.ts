import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { openDatabase } from '../src/db/client';
import { credits } from '../src/db/schema';
import { PASSWORD } from './support/accounts';
import { BrowserSession } from './support/browser-session';
import { findPgbouncer, type RunningPgbouncer, startPgbouncer } from './support/pgbouncer';
import { createTestDatabase, type TestDatabase } from './support/test-databases';
import { startTestServer, type TestServer } from './support/test-server';

const pgbouncer = findPgbouncer();
const skipReason = !process.env.DATABASE_URL
  ? 'DATABASE_URL is not set'
  : !pgbouncer
    ? 'no pgbouncer binary (apt-get install pgbouncer)'
    : undefined;

const WRITERS = 4;
const IDEAS_EACH = 2;
const SIGNUP_CREDITS = 3;
const PACKAGE = { id: '10_credits', credits: 10 };
const ME_REQUESTS = 400;

interface Done {
  entry: { id: string; idea: string };
  credits: number;
}

/**
 * Two instances of the app behind a load balancer, each with its own pool, both reaching
 * PostgreSQL through pgbouncer in transaction mode (docs/OPERATIONS.md, Connection
 * poolers): a server connection carries one client's transaction, then another's, so
 * anything kept on a connection between transactions (a named prepared statement, a
 * session setting) meets the other clients' statements.
 */
describe.skipIf(skipReason !== undefined)(
  `two instances behind pgbouncer in transaction mode${skipReason ? ` (skipped: ${skipReason})` : ''}`,
  () => {
    let bouncer: RunningPgbouncer | undefined;
    let testDatabase: TestDatabase | undefined;
    const instances: TestServer[] = [];
    const statuses: { path: string; status: number; errors?: unknown[] }[] = [];
    /** Each 5xx so far, with the error lines its instance logged: the message of a failure. */
    const serverErrors = () => JSON.stringify(statuses.filter((answer) => answer.status >= 500));
    let turn = 0;

    /** A load balancer: each request goes to the next instance in turn. */
    let balancer: TestServer;

    beforeAll(async () => {
      const target = new URL(process.env.DATABASE_URL as string);
      bouncer = await startPgbouncer(pgbouncer as string, {
        host: target.hostname,
        port: Number(target.port || 5432),
        user: decodeURIComponent(target.username) || 'postgres',
      });
      const shared = await createTestDatabase('postgres');
      testDatabase = shared;
      const pooled = bouncer.through(shared.url as string);
      // Both start together and migrate through the pooler, as main.ts does.
      instances.push(
        ...(await Promise.all(
          [0, 1].map(() =>
            startTestServer('postgres', {
              testDatabase: shared,
              connect: async () => {
                const database = await openDatabase({ driver: 'postgres', url: pooled });
                await database.migrate();
                return database;
              },
            }),
          ),
        )),
      );
      const [first] = instances as [TestServer];
      balancer = {
        ...first,
        fetch: async (pathname, init) => {
          const instance = instances[turn++ % instances.length] as TestServer;
          const response = await instance.fetch(pathname, init);
          const errors =
            response.status >= 500
              ? instance.logs.filter((line) => Number(line.level) >= 50).slice(-3)
              : undefined;
          statuses.push({ path: pathname, status: response.status, errors });
          return response;
        },
      };
    });

    afterAll(async () => {
      for (const instance of instances) await instance.stop();
      await testDatabase?.destroy();
      await bouncer?.stop();
    });

    it('signs up, signs in, writes ideas, searches, pays and answers /api/me in hundreds, without a 5xx', async () => {
      const emails = Array.from({ length: WRITERS }, (_, i) => `pooled-${i}@example.com`);
      for (const email of emails) {
        const response = await new BrowserSession(balancer).signUp(email, PASSWORD);
        expect(response.status, serverErrors()).toBe(200);
      }
      const writers = await Promise.all(
        emails.map(async (email) => {
          const browser = new BrowserSession(balancer);
          expect((await browser.signIn(email, PASSWORD)).status, serverErrors()).toBe(200);
          return browser;
        }),
      );

      await Promise.all(
        writers.map(async (browser) => {
          // One idea in flight per writer; the writers side by side.
          const ideas: Done[] = [];
          for (let i = 0; i < IDEAS_EACH; i++) {
            const response = await browser.post('/api/generations', {
              language: 'en',
              mode: 'quick',
              genres: ['Epic fantasy'],
            });
            expect(response.status, serverErrors()).toBe(200);
            ideas.push((await response.json()) as Done);
          }
          expect(ideas.map((idea) => idea.credits)).toEqual([
            SIGNUP_CREDITS - 1,
            SIGNUP_CREDITS - 2,
          ]);

          const [idea] = ideas as [Done];
          const word = idea.entry.idea.split(/[^\p{L}]+/u).find((one) => one.length >= 6) ?? '';
          const search = await browser.request(`/api/history?q=${encodeURIComponent(word)}`);
          expect(search.status, serverErrors()).toBe(200);
          const found = (await search.json()) as { items: { id: string }[] };
          expect(found.items.map((item) => item.id)).toContain(idea.entry.id);
          const all = (await (await browser.request('/api/history')).json()) as { total: number };
          expect(all.total).toBe(IDEAS_EACH);

          const checkout = await browser.post('/api/checkout', {
            packageId: PACKAGE.id,
            language: 'en',
          });
          expect(checkout.status, serverErrors()).toBe(200);
          const { url } = (await checkout.json()) as { url: string };
          const paid = await browser.request(`${new URL(url).pathname}/pay`, { method: 'POST' });
          expect(paid.status, serverErrors()).toBe(303);
        }),
      );

      const expected = SIGNUP_CREDITS - IDEAS_EACH + PACKAGE.credits;
      const answers = await Promise.all(
        Array.from({ length: ME_REQUESTS }, async (_, i) => {
          const response = await (writers[i % WRITERS] as BrowserSession).request('/api/me');
          return { status: response.status, body: (await response.json()) as unknown };
        }),
      );
      expect(
        answers.filter((answer) => answer.status !== 200),
        serverErrors(),
      ).toEqual([]);
      for (const [i, answer] of answers.entries()) {
        expect(answer.body).toMatchObject({
          user: { email: emails[i % WRITERS] },
          credits: { amount: expected },
        });
      }

      expect(statuses.filter((answer) => answer.status >= 500)).toEqual([]);
      const balances = await testDatabase?.database.db
        .select({ amount: credits.amount })
        .from(credits);
      expect(balances?.map((row) => row.amount)).toEqual(Array(WRITERS).fill(expected));
    });
  },
);
