import { execFileSync } from 'node:child_process';
import { randomUUID } from 'node:crypto';
import { mkdtempSync, rmSync, statSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { expect, test } from '@playwright/test';
import pg from 'pg';
import {
  freePortGuess,
  killServers,
  type ServerProcess,
  startServer,
} from './support/server-process';

/**
 * Backups as docs/OPERATIONS.md tells them: data written through the built
 * server, `pg_dump` of the live database into a file, `pg_restore` into a fresh database,
 * and the app started on the copy: the writer signs in and finds their ideas and balance.
 * Runs when DATABASE_URL names a PostgreSQL server (as CI does) and pg_dump is installed;
 * it creates and drops databases of its own.
 */
const adminUrl = process.env.DATABASE_URL;
const hasPgDump = (() => {
  try {
    execFileSync('pg_dump', ['--version'], { stdio: 'ignore' });
    return true;
  } catch {
    return false;
  }
})();
const PASSWORD = 'Plume-Story7';
const SECRET = 'backup-restore-test-secret-of-32-chars-or-more';

test.describe('backup and restore of the PostgreSQL database', () => {
  test.skip(!adminUrl, 'DATABASE_URL is not set');
  test.skip(!hasPgDump, 'pg_dump is not installed (Debian: postgresql-client)');
  test.setTimeout(240_000);

  const suffix = randomUUID().slice(0, 8);
  const names = { live: `plume_backup_${suffix}`, copy: `plume_restored_${suffix}` };
  let dir: string;

  const urlOf = (name: string) => {
    const url = new URL(adminUrl as string);
    url.pathname = `/${name}`;
    return url.toString();
  };

  async function admin(statement: string) {
    const client = new pg.Client({ connectionString: adminUrl });
    await client.connect();
    try {
      await client.query(statement);
    } finally {
      await client.end();
    }
  }

  test.beforeAll(async () => {
    dir = mkdtempSync(path.join(os.tmpdir(), 'plume-backup-'));
    await admin(`create database ${names.live}`);
    await admin(`create database ${names.copy}`);
  });

  test.afterEach(killServers);

  test.afterAll(async () => {
    for (const name of Object.values(names)) {
      await admin(`drop database if exists ${name} with (force)`);
    }
    rmSync(dir, { recursive: true, force: true });
  });

  async function serve(database: string): Promise<{ server: ServerProcess; origin: string }> {
    const port = freePortGuess();
    const origin = `http://127.0.0.1:${port}`;
    const server = startServer({
      PORT: String(port),
      HOST: '127.0.0.1',
      DATABASE_URL: urlOf(database),
      PUBLIC_URL: origin,
      AUTH_SECRET: SECRET,
      TRUST_PROXY: '127.0.0.1',
      LOG_LEVEL: 'warn',
    });
    for (let i = 0; i < 1200 && server.child.exitCode === null; i++) {
      const response = await fetch(`${origin}/api/ready`).catch(() => null);
      if (response?.ok) return { server, origin };
      await new Promise((resolve) => setTimeout(resolve, 100));
    }
    throw new Error(`the server did not start:\n${server.output().slice(-2000)}`);
  }

  async function stop(server: ServerProcess) {
    server.child.kill('SIGTERM');
    expect(await server.exited).toBe(0);
  }

  function client(origin: string, cookie = '') {
    const headers = () => ({
      Origin: origin,
      'Content-Type': 'application/json',
      'X-Forwarded-For': '10.89.0.1',
      ...(cookie ? { Cookie: cookie } : {}),
    });
    const call = (pathname: string, init: RequestInit = {}) =>
      fetch(`${origin}${pathname}`, { ...init, headers: { ...headers(), ...init.headers } });
    return {
      call,
      async authenticate(route: 'sign-up' | 'sign-in', email: string) {
        const response = await call(`/api/auth/${route}/email`, {
          method: 'POST',
          body: JSON.stringify({ email, password: PASSWORD }),
        });
        expect(response.status).toBe(200);
        cookie = response.headers
          .getSetCookie()
          .map((line) => line.split(';')[0])
          .join('; ');
      },
      me: async () => (await (await call('/api/me')).json()) as { credits: { amount: number } },
      history: async () =>
        (await (await call('/api/history')).json()) as {
          total: number;
          items: { id: string; idea: string }[];
        },
    };
  }

  test('pg_dump of the live database restores into a fresh one that the app runs on', async () => {
    const email = `backup-${suffix}@example.com`;
    const live = await serve(names.live);
    const writer = client(live.origin);
    await writer.authenticate('sign-up', email);
    for (const mode of ['quick', 'detailed']) {
      const response = await writer.call('/api/generations', {
        method: 'POST',
        body: JSON.stringify({ genres: ['space-opera'], mode, language: 'en' }),
      });
      expect(response.status).toBe(200);
    }
    const before = { me: await writer.me(), history: await writer.history() };
    expect(before.me.credits.amount).toBe(1);
    expect(before.history.total).toBe(2);

    // While the server runs, as a nightly backup would: pg_dump reads one snapshot.
    const file = path.join(dir, 'plume.dump');
    execFileSync('pg_dump', ['--format=custom', '--no-owner', `--file=${file}`, urlOf(names.live)]);
    expect(statSync(file).size).toBeGreaterThan(0);
    await stop(live.server);

    execFileSync('pg_restore', [
      '--no-owner',
      '--exit-on-error',
      `--dbname=${urlOf(names.copy)}`,
      file,
    ]);
    const restored = await serve(names.copy);
    const again = client(restored.origin);
    await again.authenticate('sign-in', email);
    expect(await again.me()).toEqual(before.me);
    const history = await again.history();
    expect(history.total).toBe(2);
    expect(history.items.map((item) => [item.id, item.idea])).toEqual(
      before.history.items.map((item) => [item.id, item.idea]),
    );
    // The copy is a working database, not a read-only snapshot: the next idea is saved.
    const next = await again.call('/api/generations', {
      method: 'POST',
      body: JSON.stringify({ genres: ['space-opera'], mode: 'quick', language: 'en' }),
    });
    expect(next.status).toBe(200);
    expect((await again.me()).credits.amount).toBe(0);
    expect((await again.history()).total).toBe(3);
    await stop(restored.server);
  });
});
