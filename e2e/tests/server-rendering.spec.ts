import { get } from 'node:http';
import { gunzipSync } from 'node:zlib';
import { LANGUAGES, TIME_ZONE_COOKIE } from '@plume/core/i18n';
import { formatDateTime } from '@plume/core/i18n/format-date-time';
import { printIdeaPath, routePath } from '@plume/core/routes';
import { text } from './messages';
import {
  expect,
  expectSignedIn,
  PASSWORD,
  postAsApp,
  signInThroughForm,
  signUpThroughApi,
  test,
  uniqueEmail,
} from './support/accounts';
import { appStarted, collectErrors } from './support/app-started';

/** As React writes text into HTML. */
const escapeHtml = (value: string) =>
  value
    .replaceAll('&', '&amp;')
    .replaceAll('<', '&lt;')
    .replaceAll('>', '&gt;')
    .replaceAll('"', '&quot;')
    .replaceAll("'", '&#x27;');

// Pages arrive rendered by React Router on the server (apps/web/src/app), in the page's
// language, and the browser hydrates them.

for (const language of LANGUAGES) {
  test(`the signed-out screen arrives rendered in ${language}`, async ({ browser }) => {
    const context = await browser.newContext({ javaScriptEnabled: false });
    const page = await context.newPage();
    await page.goto(routePath('signIn', language));
    await expect(page.locator('html')).toHaveAttribute('lang', language);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(
      text(language, 'auth.signInTitle'),
    );
    await expect(page.getByLabel(text(language, 'auth.email'))).toBeVisible();
    await context.close();
  });
}

test('the signed-out screens and the desk hydrate without an error or a warning', async ({
  page,
}) => {
  const errors = collectErrors(page);
  page.on('console', (message) => {
    if (message.type() === 'warning') errors.push(message.text());
  });
  for (const path of [
    '/',
    '/en/signup',
    '/es/olvide-contrasena',
    `${routePath('resetPassword', 'fr')}?token=unknown`,
    routePath('paymentCancel', 'en'),
  ]) {
    await page.goto(path);
    await appStarted(page);
  }
  await signUpThroughApi(page, uniqueEmail('hydration'));
  await postAsApp(page, '/api/generations', {
    genres: ['space-opera'],
    mode: 'quick',
    language: 'en',
  });
  await page.goto('/en');
  await appStarted(page);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(text('en', 'home.desk.title'));
  expect(errors).toEqual([]);
});

test("a visitor's page carries only its screens' messages, within one round trip", async ({
  baseURL,
}) => {
  const { html, sentBytes } = await new Promise<{ html: string; sentBytes: number }>(
    (resolve, reject) => {
      get(`${baseURL}/en`, { headers: { 'accept-encoding': 'gzip' } }, (response) => {
        const chunks: Buffer[] = [];
        response.on('data', (chunk: Buffer) => chunks.push(chunk));
        response.on('end', () => {
          const body = Buffer.concat(chunks);
          resolve({ html: gunzipSync(body).toString('utf8'), sentBytes: body.length });
        });
      }).on('error', reject);
    },
  );
  // The errors a visitor may meet come with the page; the desk's messages do not.
  expect(html).toContain(text('en', 'errors.connectionError'));
  expect(html).not.toContain(text('en', 'home.desk.title'));
  // A new connection's first round trip brings about 14 KB (ten packets).
  expect(sentBytes).toBeLessThan(14 * 1024);
});

test('a visitor signed in elsewhere gets the desk in their language once the page checks', async ({
  page,
}) => {
  await page.goto('/es');
  await expect(page.getByLabel(text('es', 'auth.email'))).toBeVisible();
  await signUpThroughApi(page, uniqueEmail('signed-in-elsewhere'));
  // The page checks the session again whenever the tab becomes visible.
  await page.evaluate(() => window.dispatchEvent(new Event('visibilitychange')));
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(text('es', 'home.desk.title'));
  await expect(page.getByText(text('es', 'home.desk.subtitle'))).toBeVisible();
});

test.describe("the writer's time zone", () => {
  test.use({ timezoneId: 'America/Toronto' });

  test("dates a writer's pages from sign-in on; a visitor's screen does without it", async ({
    page,
    context,
  }) => {
    const zone = async () =>
      (await context.cookies()).find((cookie) => cookie.name === TIME_ZONE_COOKIE)?.value;
    const email = uniqueEmail('time-zone');
    await signUpThroughApi(page, email);
    const answer = await postAsApp(page, '/api/generations', {
      genres: ['space-opera'],
      mode: 'quick',
      language: 'en',
    });
    const createdAt = new Date((await answer.json()).entry.createdAt);
    await context.clearCookies();

    await page.goto(routePath('signIn', 'en'));
    await appStarted(page);
    expect(await zone()).toBeUndefined();

    await signInThroughForm(page, 'en', email, PASSWORD);
    await expectSignedIn(page, 'en', email);
    expect(await zone()).toBe(encodeURIComponent('America/Toronto'));
    // The desk drawn right after sign-in is dated in the zone already.
    await expect(
      page.getByText(formatDateTime(createdAt, 'en', 'America/Toronto'), { exact: true }),
    ).toBeVisible();
    expect(await (await page.request.get('/en')).text()).toContain('America/Toronto');
  });

  test('follows a writer whose zone has changed once their dates are shown', async ({
    page,
    context,
    baseURL,
  }) => {
    await signUpThroughApi(page, uniqueEmail('time-zone-moved'));
    await postAsApp(page, '/api/generations', {
      genres: ['space-opera'],
      mode: 'quick',
      language: 'en',
    });
    await context.addCookies([
      { name: TIME_ZONE_COOKIE, value: encodeURIComponent('Europe/Paris'), url: baseURL },
    ]);

    await page.goto('/en');
    await appStarted(page);
    await expect
      .poll(
        async () =>
          (await context.cookies()).find((cookie) => cookie.name === TIME_ZONE_COOKIE)?.value,
      )
      .toBe(encodeURIComponent('America/Toronto'));
  });
});

test("a signed-in writer's page arrives with their balance and latest ideas", async ({ page }) => {
  await signUpThroughApi(page, uniqueEmail('rendered-desk'));
  const titles: string[] = [];
  for (const genres of [['space-opera'], ['gothic-horror']]) {
    const answer = await postAsApp(page, '/api/generations', {
      genres,
      mode: 'quick',
      language: 'en',
    });
    titles.push(String((await answer.json()).entry.idea).split('\n')[0] ?? '');
  }
  const me = await (await page.request.get('/api/me')).json();

  const html = await (await page.request.get('/en')).text();
  expect(html).toContain('<html lang="en"');
  expect(html).toContain(text('en', 'credits.balance_other', { count: me.credits.amount }));
  for (const title of titles) expect(html).toContain(escapeHtml(title));
});

test('the language a visitor picks is the one the server renders next time', async ({ page }) => {
  await page.goto('/en');
  await appStarted(page);
  await page.getByTestId('language-switcher').click();
  await page.getByRole('menuitemradio', { name: 'Español' }).click();
  await expect(page).toHaveURL('/es');
  await expect
    .poll(async () => {
      const cookies = await page.context().cookies();
      return cookies.find((cookie) => cookie.name === 'plume.language')?.value;
    })
    .toBe('es');
  const html = await (await page.request.get('/')).text();
  expect(html).toContain('<html lang="es"');
});

test('a browser that prefers Spanish gets the root in Spanish', async ({ browser }) => {
  const context = await browser.newContext({ locale: 'es-MX' });
  const page = await context.newPage();
  await page.goto('/');
  await expect(page.locator('html')).toHaveAttribute('lang', 'es');
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(text('es', 'auth.signInTitle'));
  await context.close();
});

test('a page that fails shows a translated error screen with a way home', async ({ page }) => {
  await signUpThroughApi(page, uniqueEmail('error-screen'));
  // The desk's code cannot be had (a deploy replaced it under an open tab).
  await page.route(/\/assets\/signed-in-home-[\w-]+\.js$/, (route) => route.abort());
  await page.goto('/es');
  await expect(page.getByRole('alert')).toContainText(text('es', 'errorScreen.failed.title'));
  await expect(page.getByRole('link', { name: text('es', 'errorScreen.home') })).toHaveAttribute(
    'href',
    routePath('home', 'es'),
  );
});

test('an idea that does not exist says so, inside the page, with a way home', async ({ page }) => {
  await signUpThroughApi(page, uniqueEmail('not-found-screen'));
  const response = await page.goto(printIdeaPath('no-such-idea'));
  expect(response?.status()).toBe(404);
  await expect(page.getByRole('alert')).toContainText(text('fr', 'errorScreen.notFound.title'));
  await expect(page.getByRole('banner')).toBeVisible();
  await expect(page.getByRole('link', { name: text('fr', 'errorScreen.home') })).toHaveAttribute(
    'href',
    routePath('home', 'fr'),
  );
});
