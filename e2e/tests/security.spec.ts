import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import type { Page } from '@playwright/test';
import type { HistoryEntry } from '@plume/core/contracts';
import { ROUTE_TABLE } from '@plume/core/routes';
import { text } from './messages';
import { expect, openDeskInTheApp, signUpThroughApi, test, uniqueEmail } from './support/accounts';
import { generateButton, idea, ideaTitle, pickGenre, SIGNUP_CREDITS } from './support/generation';

const WEB_DIST = new URL('../../apps/web/dist/', import.meta.url).pathname;

/**
 * Values the server keeps to itself: this run's auth secret (created in the e2e server's
 * DATA_DIR at start-up) and the fixed secrets the other test suites configure.
 */
function serverSecrets(): string[] {
  const dataDir = process.env.PLUME_E2E_DATA_DIR ?? '';
  return [
    readFileSync(path.join(dataDir, 'auth-secret'), 'utf8').trim(),
    'test-secret-that-is-long-enough-for-better-auth',
    'scale-out-test-secret-of-at-least-32-chars',
    'sk_test_plume',
    'whsec_plume_test_secret',
  ];
}

/** The shapes of keys that never belong in a browser, whoever's they are. */
const SECRET_PATTERNS = [
  /sk_(live|test)_[0-9A-Za-z]{4,}/,
  /rk_(live|test)_[0-9A-Za-z]{4,}/,
  /whsec_[0-9A-Za-z]{4,}/,
  /sk-or-v1-[0-9a-f]{8,}/,
  /-----BEGIN [A-Z ]*PRIVATE KEY-----/,
  /postgres(ql)?:\/\/[^\s"'`/]+:[^\s"'`/]+@/,
];

/** An idea an engine could write (or a prompt injection could make it write). */
const HOSTILE_TITLE = '<script>window.__pwned = "script"</script>';
const HOSTILE_BODY =
  '<img src=x onerror="window.__pwned = \'img\'"> Read [the map](javascript:window.__pwned=1) ' +
  'or [home](https://evil.example/).';
const HOSTILE_IDEA = `${HOSTILE_TITLE}\n\n${HOSTILE_BODY}`;

function hostileEntry(id: string): HistoryEntry {
  return {
    id,
    idea: HOSTILE_IDEA,
    genres: ['Fantasy épique'],
    genreIds: ['epic-fantasy'],
    mode: 'quick',
    style: 'moderne',
    language: 'fr',
    parentId: null,
    parentMode: null,
    developments: [],
    redrawnFrom: { id: `${id}-parent`, title: HOSTILE_TITLE },
    redraws: [],
    elements: {
      source: 'answer',
      title: HOSTILE_TITLE,
      lead: { name: HOSTILE_TITLE, role: HOSTILE_BODY, gender: null },
      cast: [],
      setting: HOSTILE_BODY,
      conflict: null,
      twist: null,
      ending: null,
    },
    brief: {},
    shared: false,
    lineCards: 0,
    favourite: false,
    note: '',
    edited: false,
    createdAt: new Date().toISOString(),
  };
}

/**
 * The server stands in for an engine that wrote the hostile idea: a stream of it, then its
 * entry (stream-generation.ts reads these events), and a history that holds it.
 */
async function serveHostileIdeas(page: Page) {
  const sse = (event: string, data: unknown) =>
    `event: ${event}\ndata: ${JSON.stringify(data)}\n\n`;
  await page.route('**/api/generations', (route) =>
    route.fulfill({
      contentType: 'text/event-stream',
      body:
        sse('delta', { text: HOSTILE_IDEA }) +
        sse('done', {
          entry: hostileEntry('00000000-0000-4000-8000-000000000002'),
          credits: SIGNUP_CREDITS - 1,
        }),
    }),
  );
  await page.route(
    (url) => url.pathname === '/api/history',
    (route) =>
      route.fulfill({
        json: {
          items: [hostileEntry('00000000-0000-4000-8000-000000000001')],
          total: 1,
          page: 1,
          pageCount: 1,
          genres: [{ label: 'Fantasy épique', id: 'epic-fantasy', count: 1 }],
        },
      }),
  );
}

test.describe('security', () => {
  test('the built client carries no server secret', () => {
    const files = readdirSync(WEB_DIST, { recursive: true, encoding: 'utf8' }).filter((file) =>
      /\.(js|html|css|json|map|txt|webmanifest)$/.test(file),
    );
    expect(files.some((file) => file.endsWith('.js'))).toBe(true);
    const secrets = serverSecrets();
    for (const file of files) {
      const content = readFileSync(path.join(WEB_DIST, file), 'utf8');
      for (const secret of secrets) expect(content.includes(secret), file).toBe(false);
      for (const pattern of SECRET_PATTERNS) expect(content, file).not.toMatch(pattern);
    }
  });

  test("the app is served with a CSP whose inline scripts need this response's nonce", async ({
    page,
  }) => {
    const violations: string[] = [];
    page.on('console', (message) => {
      if (/Content Security Policy/i.test(message.text())) violations.push(message.text());
    });
    for (const signedIn of [false, true]) {
      if (signedIn) await signUpThroughApi(page, uniqueEmail('csp'));
      const response = await page.goto(ROUTE_TABLE.home.fr);
      const csp = response?.headers()['content-security-policy'] ?? '';
      const nonce = /'nonce-([^']+)'/.exec(csp)?.[1] ?? '';
      expect(csp.match(/script-src [^;]*/)?.[0]).toBe(`script-src 'self' 'nonce-${nonce}'`);
      const html = (await response?.text()) ?? '';
      const inline = html.match(/<script(?![^>]*\ssrc=)[^>]*>/gi) ?? [];
      expect(inline.length).toBeGreaterThan(0);
      for (const script of inline) expect(script).toContain(`nonce="${nonce}"`);
      await expect(page.getByRole('heading', { level: 1 })).toHaveText(
        text('fr', signedIn ? 'home.desk.title' : 'auth.signInTitle'),
      );
    }
    expect(violations).toEqual([]);
  });

  test('an idea carrying markup and markdown links is shown as text, inert', async ({ page }) => {
    const dialogs: string[] = [];
    page.on('dialog', async (dialog) => {
      dialogs.push(dialog.message());
      await dialog.dismiss();
    });
    await signUpThroughApi(page, uniqueEmail('security'));
    await serveHostileIdeas(page);
    await openDeskInTheApp(page, 'fr');

    // The freshly written copy, then the history's (asked again of the API once saved).
    await pickGenre(page, 'fr', 'epic-fantasy');
    await generateButton(page, 'fr').click();
    await expect(ideaTitle(page, 'fr')).toHaveText(HOSTILE_TITLE);
    await expect(idea(page, 'fr')).toContainText(HOSTILE_BODY);
    await expect(
      page
        .getByRole('region', { name: text('fr', 'history.title') })
        .getByRole('heading', { name: HOSTILE_TITLE, exact: true }),
    ).toBeVisible();

    expect(await page.evaluate(() => (window as { __pwned?: unknown }).__pwned)).toBeUndefined();
    expect(dialogs).toEqual([]);
    // The page's own scripts sit after the main area; nothing of the ideas is a script.
    await expect(page.locator('main').locator('img[onerror], img[src="x"], script')).toHaveCount(0);
    await expect(
      page.locator('a[href^="javascript:"], a[href*="evil.example"], a:has-text("the map")'),
    ).toHaveCount(0);
  });
});
