import { afterEach, describe, expect, it } from 'vitest';
import { openDatabase } from '../src/db/client';
import { generationHistory } from '../src/db/schema';
import { BrowserSession } from './support/browser-session';
import { errorCode } from './support/error-code';
import { startTcpProxy } from './support/tcp-proxy';
import { startTestServer, type TestServer } from './support/test-server';

const PASSWORD = 'Plume-Story-42';

/**
 * PostgreSQL out of reach (faults): the app talks to the database through a relay
 * the test cuts, as if the database had stopped, then restores.
 */
describe.runIf(process.env.DATABASE_URL)('with PostgreSQL out of reach', () => {
  let server: TestServer;
  let proxy: Awaited<ReturnType<typeof startTcpProxy>>;
  afterEach(async () => {
    // The database is dropped through the relay's target directly, whatever state it is in.
    await server?.stop();
    await proxy?.close();
  });

  async function serverBehindRelay() {
    const target = new URL(process.env.DATABASE_URL as string);
    proxy = await startTcpProxy({ host: target.hostname, port: Number(target.port || 5432) });
    server = await startTestServer('postgres', {
      connect: (testDatabase) => {
        const url = new URL(testDatabase.url as string);
        url.host = `127.0.0.1:${proxy.port()}`;
        return openDatabase({ driver: 'postgres', url: url.toString() });
      },
    });
  }

  it('answers 503 errors.databaseUnavailable, writes nothing, and recovers by itself', async () => {
    await serverBehindRelay();
    const browser = new BrowserSession(server);
    await browser.signUp('faults@example.com', PASSWORD);

    await proxy.cut();
    const health = await server.fetch('/api/health');
    expect(health.status).toBe(503);
    expect(await errorCode(health)).toBe('errors.databaseUnavailable');
    for (const response of [
      await browser.request('/api/me'),
      await browser.post('/api/generations', {
        genres: ['Space opera'],
        mode: 'quick',
        language: 'fr',
      }),
      await browser.request('/api/history'),
    ]) {
      expect(response.status).toBe(503);
      expect(response.headers.get('retry-after')).toBe('5');
      expect(await errorCode(response)).toBe('errors.databaseUnavailable');
    }
    const signIn = await new BrowserSession(server).post('/api/auth/sign-in/email', {
      email: 'faults@example.com',
      password: PASSWORD,
    });
    expect(signIn.status).toBe(503);
    expect(await errorCode(signIn)).toBe('errors.databaseUnavailable');

    await proxy.restore();
    expect((await server.fetch('/api/health')).status).toBe(200);
    const me = (await (await browser.request('/api/me')).json()) as {
      credits: { amount: number };
    };
    // The generation refused while the database was away spent nothing and saved nothing.
    expect(me.credits.amount).toBe(3);
    expect(await server.testDatabase.database.db.$count(generationHistory)).toBe(0);
    const generated = await browser.post('/api/generations', {
      genres: ['Space opera'],
      mode: 'quick',
      language: 'fr',
    });
    expect(generated.status).toBe(200);
  });
});
