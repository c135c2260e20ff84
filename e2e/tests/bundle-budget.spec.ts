import { gzipSync } from 'node:zlib';
import { type Page, test } from '@playwright/test';
import { clientAddress, expect, signUpThroughApi, uniqueEmail } from './support/accounts';
import { appStarted } from './support/app-started';

/**
 * The JavaScript a visitor's first screen downloads, gzipped, and in how many files: each
 * is a request, six at a time over HTTP/1.1 (decision 026).
 */
const BUDGET_KB = 150;
const MAX_SCRIPTS = 10;

interface Script {
  url: string;
  /** Its size gzipped (zlib's default level), what the budget counts. */
  bytes: number;
  /** What actually crossed the wire: Brotli for browsers that accept it. */
  wireBytes: number;
}

/**
 * Every script the page fetched until the network went quiet, with its sizes; with
 * `started`, until it went quiet once the app had started (a lazy chunk is asked for only
 * as the page hydrates, which can take longer than the network's quiet).
 */
async function scriptsOf(
  page: Page,
  path: string,
  started?: (page: Page) => Promise<void>,
): Promise<Script[]> {
  const scripts: Promise<Script>[] = [];
  page.on('requestfinished', (request) => {
    if (request.resourceType() !== 'script') return;
    scripts.push(
      (async () => {
        const body = (await (await request.response())?.body()) ?? Buffer.alloc(0);
        return {
          url: new URL(request.url()).pathname,
          bytes: gzipSync(body).length,
          wireBytes: (await request.sizes()).responseBodySize,
        };
      })(),
    );
  });
  await page.goto(path, { waitUntil: 'networkidle' });
  if (started) {
    await started(page);
    await page.waitForLoadState('networkidle');
  }
  return Promise.all(scripts);
}

/** The scripts, largest first, and their total in KB gzipped. */
function report(path: string, scripts: Script[]) {
  const kb = (bytes: number) => `${(bytes / 1024).toFixed(1).padStart(7)} KB`;
  const totalKb = scripts.reduce((sum, script) => sum + script.bytes, 0) / 1024;
  const wireKb = scripts.reduce((sum, script) => sum + script.wireBytes, 0) / 1024;
  const lines = [...scripts]
    .sort((a, b) => b.bytes - a.bytes)
    .map((script) => `${kb(script.bytes)} gzip ${kb(script.wireBytes)} sent  ${script.url}`)
    .join('\n');
  const text = `${path}: ${totalKb.toFixed(1)} KB of JavaScript gzipped in ${scripts.length} files (${wireKb.toFixed(1)} KB sent)\n${lines}`;
  console.log(text);
  return { totalKb, text };
}

for (const path of ['/', '/en', '/es']) {
  test(`the signed-out first screen at ${path} loads at most ${BUDGET_KB} KB of JavaScript in ${MAX_SCRIPTS} files`, async ({
    page,
  }) => {
    const scripts = await scriptsOf(page, path);
    const { totalKb, text } = report(path, scripts);
    expect(totalKb, text).toBeLessThanOrEqual(BUDGET_KB);
    expect(scripts.length, text).toBeLessThanOrEqual(MAX_SCRIPTS);
    // The desk's code is the signed-in writer's alone.
    expect(scripts.map((script) => script.url).join('\n'), text).not.toContain('signed-in-home');
  });
}

test('the desk loads its own code beside the first screen’s, once hydrated', async ({
  page,
  browser,
  baseURL,
}) => {
  const firstScreen = new Set((await scriptsOf(page, '/en')).map((script) => script.url));
  // Another browser, with an empty cache, signed in (a client of its own for the limits).
  const context = await browser.newContext({ baseURL, extraHTTPHeaders: clientAddress() });
  const desk = await context.newPage();
  await signUpThroughApi(desk, uniqueEmail('bundle'));
  const scripts = await scriptsOf(desk, '/en', appStarted);
  report('/en signed in', scripts);
  // What only the desk fetched: its lazy chunk and what it imports.
  const deskOnly = scripts.filter((script) => !firstScreen.has(script.url));
  report('/en signed in, beyond the signed-out first screen', deskOnly);
  expect(deskOnly.map((script) => script.url).join('\n')).toContain('signed-in-home');
  await context.close();
});
