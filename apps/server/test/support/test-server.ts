import { mkdir, mkdtemp, writeFile } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { Writable } from 'node:stream';
import { brotliCompressSync } from 'node:zlib';
import pino from 'pino';
import { type App, createApp } from '../../src/app';
import type { Clock } from '../../src/clock';
import { type Config, loadConfig } from '../../src/config';
import type { Database } from '../../src/db/client';
import { loadGenreCatalogues } from '../../src/genres/genre-catalogues';
import { listen, type RunningServer } from '../../src/http/listen';
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
 * A tiny stand-in for the web build, so SPA serving is tested without building the app.
 * `renderer` is the source of its page renderer (the web app's src/prerender), or null
 * for a build without one.
 */
export async function createFakeWebBuild(renderer: string | null = ECHO_RENDERER): Promise<string> {
  const dir = await mkdtemp(path.join(os.tmpdir(), 'plume-web-'));
  await mkdir(path.join(dir, 'assets'));
  await writeFile(
    path.join(dir, 'index.html'),
    [
      '<!doctype html><html lang="fr"><head><meta name="plume-config" content="" />',
      '<title>Plume</title><script type="module" crossorigin src="/assets/app-abc123.js" data-first="/assets/react-dom-abc123.js"></script>',
      '<link rel="modulepreload" crossorigin href="/assets/chunk-abc123.js">',
      '<link rel="modulepreload" crossorigin href="/assets/desk-abc123.js" data-preload="signed-in">',
      ...['fr', 'en', 'es'].map(
        (language) =>
          `<link rel="modulepreload" crossorigin href="/assets/${language}-abc123.js" data-preload-language="${language}">`,
      ),
      '</head><body><div id="root"></div></body></html>',
    ].join('\n'),
  );
  await writeFile(path.join(dir, 'assets', 'app-abc123.js'), 'console.log("app")');
  // The web build writes a Brotli copy beside each script (apps/web/vite.config.ts).
  await writeFile(
    path.join(dir, 'assets', 'app-abc123.js.br'),
    brotliCompressSync('console.log("app from br")'),
  );
  await writeFile(path.join(dir, 'favicon.svg'), '<svg xmlns="http://www.w3.org/2000/svg"/>');
  if (renderer !== null) {
    await mkdir(path.join(dir, 'ssr'));
    await writeFile(path.join(dir, 'ssr', 'render-page.mjs'), renderer);
  }
  return dir;
}

/**
 * Draws what it was asked to draw, so a test can read the server's choice in the page. A
 * desk is drawn from the balance and the history's first page, as the app's is.
 */
export const ECHO_RENDERER = `export async function renderSignedOutPage(url, language, config) {
  return {
    html: '<p>' + url + ' in ' + language + ', help at ' + config.links.support + ', $& as text</p>',
    title: 'Plume <' + language + '> & more',
  };
}
export function firstAnswerPaths(language) {
  return { me: '/api/me', history: '/api/history?page=1&pageSize=5&language=' + language };
}
export async function renderSignedInDesk({ url, language, user, answers, visitSeed }, config) {
  const { me, history } = firstAnswerPaths(language);
  return {
    html: '<p>' + url + ' in ' + language + ' for ' + user.email + ': ' +
      answers[me].credits.amount + ' credits, ' + answers[history].total + ' ideas, seed ' +
      visitSeed + ', help at ' + config.links.support + '</p>',
    title: 'Desk of ' + user.email,
  };
}`;

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
    /**
     * The connection the app uses, when not the test database's own: another route to
     * the same database (a relay a test can cut). Given the migrated test database.
     */
    connect?: (testDatabase: TestDatabase) => Promise<Database>;
  } = {},
): Promise<TestServer> {
  const testDatabase = await createTestDatabase(driver);
  await testDatabase.database.migrate();
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
  const logger = pino({ level: 'info' }, sink);
  const app = createApp({
    config,
    database,
    logger,
    authSecret: 'test-secret-that-is-long-enough-for-better-auth',
    clock: options.clock,
  });
  options.configure?.(app);
  // The app loads the genre catalogues in the background; a test file done before they
  // have arrived would tear Vitest's module loader down under those imports (an unhandled
  // error that fails the run). The modules are shared, so this waits for the app's load.
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
      await testDatabase.destroy();
    },
  };
}
