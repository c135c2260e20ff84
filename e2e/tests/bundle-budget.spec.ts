import { gzipSync } from 'node:zlib';
import { type Page, test } from '@playwright/test';
import { expect } from './support/accounts';

/**
 * The JavaScript a visitor's first screen downloads, gzipped. React Router's framework
 * runtime (its data router, 38.7 KB) costs about 25 KB more than the library mode the app
 * used before; the budget follows, with the page's messages, until the first screen sheds
 * as much (decision 019).
 */
const BUDGET_KB = 185;

interface Script {
  url: string;
  /** Its size gzipped (zlib's default level), what the budget counts. */
  bytes: number;
  /** What actually crossed the wire: Brotli for browsers that accept it. */
  wireBytes: number;
}

/** Every script the page fetched until the network went quiet, with its sizes. */
async function scriptsOf(page: Page, path: string): Promise<Script[]> {
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
  return Promise.all(scripts);
}

for (const path of ['/', '/en', '/es']) {
  test(`the signed-out first screen at ${path} loads at most ${BUDGET_KB} KB of JavaScript`, async ({
    page,
  }) => {
    const scripts = await scriptsOf(page, path);
    const kb = (bytes: number) => `${(bytes / 1024).toFixed(1).padStart(7)} KB`;
    const totalKb = scripts.reduce((sum, script) => sum + script.bytes, 0) / 1024;
    const wireKb = scripts.reduce((sum, script) => sum + script.wireBytes, 0) / 1024;
    const report = scripts
      .sort((a, b) => b.bytes - a.bytes)
      .map((script) => `${kb(script.bytes)} gzip ${kb(script.wireBytes)} sent  ${script.url}`)
      .join('\n');
    console.log(
      `${path}: ${totalKb.toFixed(1)} KB of JavaScript gzipped (${wireKb.toFixed(1)} KB sent)\n${report}`,
    );
    expect(totalKb, `${path} loads ${totalKb.toFixed(1)} KB:\n${report}`).toBeLessThanOrEqual(
      BUDGET_KB,
    );
  });
}
