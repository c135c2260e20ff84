import { type Page, test } from '@playwright/test';
import { expect } from './support/accounts';

/** Issue 9: the JavaScript a visitor's first screen downloads, compressed. */
const BUDGET_KB = 150;

/** Every script the page fetched until the network went quiet, with its size on the wire. */
async function scriptsOf(page: Page, path: string): Promise<{ url: string; bytes: number }[]> {
  const scripts: Promise<{ url: string; bytes: number }>[] = [];
  page.on('requestfinished', (request) => {
    if (request.resourceType() !== 'script') return;
    scripts.push(
      request.sizes().then((sizes) => ({
        url: new URL(request.url()).pathname,
        bytes: sizes.responseBodySize,
      })),
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
    const totalKb = scripts.reduce((sum, script) => sum + script.bytes, 0) / 1024;
    const report = scripts
      .sort((a, b) => b.bytes - a.bytes)
      .map((script) => `${(script.bytes / 1024).toFixed(1).padStart(7)} KB  ${script.url}`)
      .join('\n');
    console.log(`${path}: ${totalKb.toFixed(1)} KB of JavaScript\n${report}`);
    expect(totalKb, `${path} loads ${totalKb.toFixed(1)} KB:\n${report}`).toBeLessThanOrEqual(
      BUDGET_KB,
    );
  });
}
