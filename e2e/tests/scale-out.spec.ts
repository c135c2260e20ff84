import { randomUUID } from 'node:crypto';
import { expect, test } from '@playwright/test';
import pg from 'pg';
import { text } from './messages';
import { purchaseBlock } from './support/credits';
import {
  freePortGuess,
  killServers,
  type ServerProcess,
  startServer,
  waitHealthy,
} from './support/server-process';

/**
 * Two instances of the built server on one PostgreSQL database behave as one
 * (scale-out): sessions, credits, rate limits. Runs when DATABASE_URL names a
 * PostgreSQL server, as CI does; each run gets a database of its own.
 */
const adminUrl = process.env.DATABASE_URL;
const CREDITS = 10;
const PASSWORD = 'Plume-Story7';

test.describe('two server instances on one PostgreSQL database', () => {
  test.skip(!adminUrl, 'DATABASE_URL is not set');
  test.describe.configure({ mode: 'serial' });
  test.setTimeout(120_000);

  const database = `plume_scale_${randomUUID().slice(0, 8)}`;
  const ports = [freePortGuess(), freePortGuess() + 1] as const;
  const origins = ports.map((port) => `http://127.0.0.1:${port}`);
  const servers: ServerProcess[] = [];

  /** The group's own database, where the servers keep their data. */
  const databaseUrl = () => {
    const url = new URL(adminUrl as string);
    url.pathname = `/${database}`;
    return url.toString();
  };

  async function admin<T>(
    work: (client: pg.Client) => Promise<T>,
    connectionString = adminUrl,
  ): Promise<T> {
    const client = new pg.Client({ connectionString });
    await client.connect();
    try {
      return await work(client);
    } finally {
      await client.end();
    }
  }

  test.beforeAll(async () => {
    await admin((client) => client.query(`create database ${database}`));
    // Both start at once: migrations on start-up must not trip over each other.
    for (const port of ports) {
      servers.push(
        startServer({
          PORT: String(port),
          HOST: '127.0.0.1',
          DATABASE_URL: databaseUrl(),
          // One site behind a load balancer: one public address, one secret.
          PUBLIC_URL: origins[0] as string,
          TRUSTED_ORIGINS: origins.join(','),
          AUTH_SECRET: 'scale-out-test-secret-of-at-least-32-chars',
          SIGNUP_CREDITS: String(CREDITS),
          LOG_LEVEL: 'warn',
        }),
      );
    }
    await Promise.all(
      servers.map((server, index) => waitHealthy(ports[index] as number, server.child)),
    );
  });

  test.afterAll(async () => {
    killServers();
    await Promise.all(servers.map((server) => server.exited));
    await admin((client) => client.query(`drop database if exists ${database} with (force)`));
  });

  /** A call to one instance, as the web app makes it (same origin, the session cookie). */
  function call(instance: 0 | 1, path: string, init: RequestInit & { cookie?: string } = {}) {
    return fetch(`${origins[instance]}${path}`, {
      ...init,
      headers: {
        Origin: origins[0] as string,
        'Content-Type': 'application/json',
        ...(init.cookie ? { Cookie: init.cookie } : {}),
        ...init.headers,
      },
    });
  }

  async function signUp(instance: 0 | 1, email: string): Promise<string> {
    const response = await call(instance, '/api/auth/sign-up/email', {
      method: 'POST',
      body: JSON.stringify({ email, password: PASSWORD }),
    });
    expect(response.status).toBe(200);
    return response.headers
      .getSetCookie()
      .map((cookie) => cookie.split(';')[0])
      .join('; ');
  }

  test('a session made on one instance works on the other, and ends on both', async () => {
    const cookie = await signUp(0, `scale-session-${randomUUID().slice(0, 8)}@example.com`);
    expect((await call(1, '/api/me', { cookie })).status).toBe(200);
    expect(
      (await call(1, '/api/auth/sign-out', { method: 'POST', cookie, body: '{}' })).status,
    ).toBe(200);
    expect((await call(0, '/api/me', { cookie })).status).toBe(401);
  });

  /**
   * The writer who spent every credit, for a later test: sign-ups from this address are
   * limited to three a minute, which the group's own sign-ups use.
   */
  let spentWriter: { email: string; cookie: string } | undefined;

  test('40 simultaneous generations over both instances spend exactly the 10 credits', async () => {
    const email = `scale-credits-${randomUUID().slice(0, 8)}@example.com`;
    const cookie = await signUp(1, email);
    spentWriter = { email, cookie };
    // One idea at a time per writer: a request refused as in progress tries again, as a
    // writer would, until it gets an idea or is told there are no credits left.
    // Any other answer is kept whole, so that a failure says what the server answered.
    const unexpected: string[] = [];
    async function generateUntilSettled(instance: 0 | 1): Promise<number> {
      for (;;) {
        const response = await call(instance, '/api/generations', {
          method: 'POST',
          cookie,
          body: JSON.stringify({ genres: ['space-opera'], mode: 'quick', language: 'fr' }),
        });
        if (response.status === 200 || response.status === 402) {
          await response.body?.cancel();
          return response.status;
        }
        if (response.status !== 429) {
          unexpected.push(`instance ${instance}: ${response.status} ${await response.text()}`);
          return response.status;
        }
        await response.body?.cancel();
        await new Promise((resolve) => setTimeout(resolve, 5 + Math.random() * 20));
      }
    }
    const statuses = await Promise.all(
      Array.from({ length: 40 }, (_, index) => generateUntilSettled((index % 2) as 0 | 1)),
    );
    expect(unexpected).toEqual([]);
    expect(statuses.filter((status) => status === 200)).toHaveLength(CREDITS);
    expect(statuses.filter((status) => status === 402)).toHaveLength(40 - CREDITS);

    const me = (await (await call(0, '/api/me', { cookie })).json()) as {
      credits: { amount: number };
    };
    expect(me.credits.amount).toBe(0);
    const history = (await (await call(1, '/api/history?pageSize=100', { cookie })).json()) as {
      total: number;
    };
    expect(history.total).toBe(CREDITS);
  });

  test('a payment paid through both instances at once is credited once', async () => {
    const cookie = await signUp(0, `scale-pay-${randomUUID().slice(0, 8)}@example.com`);
    const checkout = await call(0, '/api/checkout', {
      method: 'POST',
      cookie,
      body: JSON.stringify({ packageId: '10_credits', language: 'en' }),
    });
    expect(checkout.status).toBe(200);
    const { url } = (await checkout.json()) as { url: string };
    const payPath = `${new URL(url, origins[0]).pathname}/pay`;
    // The test page's Pay button, pressed on each instance several times over.
    const presses = await Promise.all(
      [0, 1, 0, 1, 0, 1].map((instance) =>
        call(instance as 0 | 1, payPath, { method: 'POST', cookie, redirect: 'manual' }),
      ),
    );
    for (const press of presses) expect(press.status).toBeLessThan(400);
    const me = (await (await call(1, '/api/me', { cookie })).json()) as {
      credits: { amount: number };
    };
    expect(me.credits.amount).toBe(CREDITS + 10);
  });

  test('an account made unlimited in the database sees ∞ and no purchase block', async ({
    browser,
  }) => {
    // The operator's command (npm run admin -- credits <email> unlimited) writes -1; with
    // PostgreSQL it can run beside the servers, as this query does.
    const { email, cookie } = spentWriter ?? { email: '', cookie: '' };
    expect(email).not.toBe('');
    await admin(
      (client) =>
        client.query(
          'update credits set amount = -1 where user_id = (select id from users where email = $1)',
          [email],
        ),
      databaseUrl(),
    );
    const context = await browser.newContext();
    await context.addCookies(
      cookie.split('; ').map((pair) => {
        const [name = '', value = ''] = pair.split(/=(.*)/s);
        return { name, value, url: origins[0] as string };
      }),
    );
    const page = await context.newPage();
    await page.goto(`${origins[0]}/en`);
    await expect(page.getByTestId('credit-balance')).toHaveText(text('en', 'credits.unlimited'));
    await expect(page.getByTestId('header-credits')).toContainText('∞');
    await expect(purchaseBlock(page, 'en')).toHaveCount(0);
    await context.close();
  });

  test('rate limits count across both instances', async () => {
    const email = `scale-limits-${randomUUID().slice(0, 8)}@example.com`;
    const statuses: number[] = [];
    for (const instance of [0, 1, 0, 1] as const) {
      const response = await call(instance, '/api/auth/sign-in/email', {
        method: 'POST',
        body: JSON.stringify({ email, password: 'Wrong-Password9' }),
      });
      statuses.push(response.status);
    }
    // Three tries per minute per address and route, whichever instance answers.
    expect(statuses).toEqual([401, 401, 401, 429]);
  });
});
