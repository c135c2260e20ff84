import type { Page } from '@playwright/test';
import type { HistoryEntry } from '@plume/core/contracts';
import { ROUTE_TABLE } from '@plume/core/routes';
import { text } from './messages';
import {
  clientAddress,
  expect,
  postAsApp,
  signUpThroughApi,
  test,
  uniqueEmail,
} from './support/accounts';
import { appStarted } from './support/app-started';
import { checkAccessibility } from './support/axe';
import { openMoreActions } from './support/favourites';

const screenshot = (name: string) =>
  new URL(`../../screenshots/${name}.png`, import.meta.url).pathname;

function historyCard(page: Page, title: string) {
  return page
    .getByRole('region', { name: text('fr', 'history.title') })
    .getByRole('article')
    .filter({ hasText: title });
}

test('share an idea with its bible, read it without an account or JavaScript in Spanish, then stop sharing', async ({
  page,
  browser,
  baseURL,
}) => {
  test.slow();
  await signUpThroughApi(page, uniqueEmail('share'));
  const written = await postAsApp(
    page,
    '/api/generations',
    { language: 'fr', mode: 'key-points', genres: ['Roman noir'] },
    'fr',
  );
  const { entry } = (await written.json()) as { entry: HistoryEntry };
  await postAsApp(page, `/api/history/${entry.id}/cards`, undefined, 'fr');
  const title = entry.idea.split('\n')[0] ?? '';

  // From the history card: the bible included, the link made, copied.
  await page.goto(ROUTE_TABLE.home.fr);
  await appStarted(page);
  const card = historyCard(page, title);
  await openMoreActions(card, 'fr');
  await card.getByRole('button', { name: text('fr', 'share.open') }).click();
  await card.getByRole('checkbox', { name: text('fr', 'share.include.bible') }).check();
  await card.getByRole('button', { name: text('fr', 'share.create') }).click();
  const url = card.getByRole('textbox', { name: text('fr', 'share.linkLabel') });
  await expect(url).toHaveValue(/\/s\/[A-Za-z0-9_-]{43}$/u);
  await expect(card).toContainText(text('fr', 'share.views_one', { count: 0 }));
  await expect(
    card.getByRole('checkbox', { name: text('fr', 'share.include.bible') }),
  ).toBeChecked();
  await expect(card).toContainText(text('fr', 'share.sharedMark'));
  await checkAccessibility(page, 'the share panel (fr)');
  await card.screenshot({ path: screenshot('fr-share-panel') });
  const link = await url.inputValue();

  // A visitor: no cookie, no JavaScript, a Spanish browser.
  const visitor = await browser.newContext({
    baseURL,
    javaScriptEnabled: false,
    locale: 'es-ES',
    extraHTTPHeaders: { ...clientAddress(), 'Accept-Language': 'es-ES,es;q=0.9' },
  });
  const reader = await visitor.newPage();
  const response = await reader.goto(new URL(link).pathname);
  expect(response?.status()).toBe(200);
  expect(response?.headers()['x-robots-tag']).toBe('noindex, nofollow');
  expect(response?.headers()['referrer-policy']).toBe('no-referrer');
  await expect(reader.getByRole('heading', { level: 1 })).toHaveText(title);
  await expect(reader.getByRole('article')).toContainText(entry.elements.lead?.name ?? 'no lead');
  await expect(reader.locator('article > div[lang="fr"]')).toHaveCount(1);
  await expect(
    reader.getByRole('heading', { level: 2, name: text('es', 'bible.title') }),
  ).toBeVisible();
  const signUp = reader.getByRole('link', { name: text('es', 'share.page.makeYourOwn') });
  await expect(signUp).toHaveAttribute('href', ROUTE_TABLE.signUp.es);
  await expect(reader.locator('meta[name="robots"]')).toHaveAttribute(
    'content',
    'noindex, nofollow',
  );
  await expect(reader.locator('meta[property="og:title"]')).toHaveAttribute('content', title);
  // A chat's preview shows the start of the idea's own text, below its title.
  const description =
    (await reader.locator('meta[property="og:description"]').getAttribute('content')) ?? '';
  expect(description.length).toBeGreaterThan(40);
  expect(entry.idea.slice(title.length)).toContain(description.slice(0, 40));
  await reader.setViewportSize({ width: 375, height: 800 });
  await reader.screenshot({ path: screenshot('es-shared-page-mobile'), fullPage: true });
  await reader.setViewportSize({ width: 1280, height: 900 });
  await reader.screenshot({ path: screenshot('es-shared-page') });

  // Visitors in French and English read the page's words in their language, on a phone.
  for (const [language, locale] of [
    ['en', 'en-GB'],
    ['fr', 'fr-FR'],
  ] as const) {
    const other = await browser.newContext({
      baseURL,
      locale,
      viewport: { width: 375, height: 800 },
      extraHTTPHeaders: { ...clientAddress(), 'Accept-Language': locale },
    });
    const otherPage = await other.newPage();
    await otherPage.goto(new URL(link).pathname);
    await expect(
      otherPage.getByRole('link', { name: text(language, 'share.page.makeYourOwn') }),
    ).toHaveAttribute('href', ROUTE_TABLE.signUp[language]);
    await checkAccessibility(otherPage, `the shared page (${language})`);
    await otherPage.screenshot({
      path: screenshot(`${language}-shared-page-mobile`),
      fullPage: true,
    });
    await other.close();
  }

  // The writer sees the visits, then turns the link off: the visitor gets the app's 404.
  await page.reload();
  await appStarted(page);
  const again = historyCard(page, title);
  await openMoreActions(again, 'fr');
  await again.getByRole('button', { name: text('fr', 'share.openShared') }).click();
  await expect(again).toContainText(text('fr', 'share.views_other', { count: 3 }));
  await again.getByRole('button', { name: text('fr', 'share.stop') }).click();
  await expect(again.getByRole('button', { name: text('fr', 'share.create') })).toBeVisible();
  await expect(again).not.toContainText(text('fr', 'share.sharedMark'));
  const gone = await reader.goto(new URL(link).pathname);
  expect(gone?.status()).toBe(404);

  // The share panel in English and Spanish, on a phone.
  await page.setViewportSize({ width: 375, height: 800 });
  for (const language of ['en', 'es'] as const) {
    await page.goto(ROUTE_TABLE.home[language]);
    await appStarted(page);
    const local = page
      .getByRole('region', { name: text(language, 'history.title') })
      .getByRole('article')
      .filter({ hasText: title });
    await openMoreActions(local, language);
    await local.getByRole('button', { name: text(language, 'share.open') }).click();
    await expect(local.getByRole('button', { name: text(language, 'share.create') })).toBeVisible();
    await checkAccessibility(page, `the share panel (${language})`);
    await local.screenshot({ path: screenshot(`${language}-share-panel-mobile`) });
  }
  await visitor.close();
});
