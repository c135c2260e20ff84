import { mkdir, mkdtemp, writeFile } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { Writable } from 'node:stream';
import { brotliCompressSync } from 'node:zlib';
import type { RandomSource } from '@plume/core/genres';
import { type App, createApp } from '../../src/app';
import type { Clock } from '../../src/clock';
import { type Config, loadConfig } from '../../src/config';
import type { Database } from '../../src/db/database';
import { loadGenreCatalogues } from '../../src/genres/genre-catalogues';
import { listen, type RunningServer } from '../../src/http/listen';
import { createLogger } from '../../src/logger';
import { fakePages } from './fake-pages';
import { createTestDatabase, type Driver, type TestDatabase } from './test-databases';

export interface TestServer extends RunningServer {
  app: App;
  config: Config;
  testDatabase: TestDatabase;
  /** Every log line written so far, parsed. */
  logs: Record<string, unknown>[];
  fetch(pathname: string, init?: RequestInit): Promise<Response>;
  stop(): Promise<void>;
}

/**
 * A stand-in for the web build's files, so serving them is tested without building the
 * app; its pages come from support/fake-pages.ts (the end-to-end suite renders the real
 * ones).
 */
export async function createFakeWebBuild(): Promise<string> {
  const dir = await mkdtemp(path.join(os.tmpdir(), 'plume-web-'));
  const client = path.join(dir, 'client');
  await mkdir(path.join(client, 'assets'), { recursive: true });
  await writeFile(path.join(client, 'assets', 'app-abc123.js'), 'console.log("app")');
  // The web build writes a Brotli copy beside each script (apps/web/vite.config.ts).
  await writeFile(
    path.join(client, 'assets', 'app-abc123.js.br'),
    brotliCompressSync('console.log("app from br")'),
  );
  await writeFile(path.join(client, 'assets', 'app-abc123.js.map'), '{"version":3,"sources":[]}');
  await writeFile(path.join(client, 'favicon.svg'), '<svg xmlns="http://www.w3.org/2000/svg"/>');
  return dir;
}

/**
 * The real app on a fresh migrated database, listening on a free loopback port.
 * `configure` may add routes before the server starts (tests only).
 */
export async function startTestServer(
  driver: Driver,
  options: {
    env?: Record<string, string>;
    configure?: (app: App) => void;
    clock?: Clock;
    /** What the app draws with (the built-in engine, random genres): seeded, ideas repeat. */
    random?: RandomSource;
    /**
     * The connection the app uses, when not the test database's own: another route to
     * the same database (a relay a test can cut). Given the migrated test database.
     */
    connect?: (testDatabase: TestDatabase) => Promise<Database>;
    /**
     * A database of the test's own that several servers share, as the instances of one
     * deployment do: used as it is (not migrated here) and left to the test to destroy.
     */
    testDatabase?: TestDatabase;
  } = {},
): Promise<TestServer> {
  const testDatabase = options.testDatabase ?? (await createTestDatabase(driver));
  if (!options.testDatabase) await testDatabase.database.migrate();
  const database = options.connect ? await options.connect(testDatabase) : testDatabase.database;
  const config = loadConfig({
    NODE_ENV: 'test',
    WEB_DIST_DIR: await createFakeWebBuild(),
    // Each BrowserSession poses as its own client through X-Forwarded-For, so per-IP
    // rate limits only meet the tests that are about them.
    TRUST_PROXY: '127.0.0.1',
    ...options.env,
  });
  const logs: Record<string, unknown>[] = [];
  const sink = new Writable({
    write(chunk, _encoding, done) {
      for (const line of String(chunk).split('\n').filter(Boolean)) logs.push(JSON.parse(line));
      done();
    },
  });
  const logger = createLogger({ logLevel: 'info', logFormat: 'json' }, sink);
  const app = createApp({
    config,
    database,
    logger,
    authSecret: 'test-secret-that-is-long-enough-for-better-auth',
    clock: options.clock,
    random: options.random,
    loadPages: fakePages(),
  });
  options.configure?.(app);
  // The app loads the genre catalogues in the background; a test file done before they
  // have arrived would tear Vitest's module loader down under those imports (an unhandled
  // error that fails the run). This is the promise the app holds, so it waits for that load.
  await loadGenreCatalogues();
  const server = await listen(app, 0, '127.0.0.1');
  return {
    ...server,
    app,
    config,
    testDatabase,
    logs,
    fetch: (pathname, init) => fetch(`${server.url}${pathname}`, init),
    stop: async () => {
      await server.close();
      if (database !== testDatabase.database) await database.close();
      if (!options.testDatabase) await testDatabase.destroy();
    },
  };
}
