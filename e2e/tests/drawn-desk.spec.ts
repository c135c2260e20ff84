import type { Browser, Page } from '@playwright/test';
import { text } from './messages';
import { expect, postAsApp, signUpThroughApi, test, uniqueEmail } from './support/accounts';
import { appStarted, collectErrors, holdTheApp } from './support/app-started';
import { expectHeaderCredits } from './support/credits';
import { generateButton } from './support/generation';
import { genreName, searchBox } from './support/genres';

// A signed-in writer's desk arrives drawn by the server (apps/server/src/web/
// signed-in-pages.ts), from the API's answers the page carries, and the app takes it over
// once its code has run (apps/web/src/main.tsx).

function filterChips(page: Page) {
  return page
    .getByRole('region', { name: text('en', 'history.title') })
    .getByRole('group', { name: text('en', 'history.filtersLabel') })
    .getByRole('button');
}

/** A writer with two ideas of different genres, in a context of `locale` and `timezoneId`. */
async function writerWithIdeas(browser: Browser, options: { locale: string; timezoneId: string }) {
  const context = await browser.newContext(options);
  const page = await context.newPage();
  await signUpThroughApi(page, uniqueEmail('drawn-desk'));
  for (const genres of [
    ['space-opera', 'cozy-mystery'],
    ['gothic-horror', 'whodunit'],
  ]) {
    await postAsApp(page, '/api/generations', { genres, mode: 'quick', language: 'en' });
  }
  return { context, page };
}

test("a writer's desk is readable before any script runs, with its controls disabled", async ({
  browser,
}) => {
  const { context, page: writer } = await writerWithIdeas(browser, {
    locale: 'en-US',
    timezoneId: 'UTC',
  });
  const me = await (await writer.request.get('/api/me')).json();
  const noScript = await browser.newContext({
    javaScriptEnabled: false,
    locale: 'en-US',
    storageState: await context.storageState(),
  });
  const page = await noScript.newPage();
  await page.goto('/');
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(text('en', 'home.desk.title'));
  await expectHeaderCredits(page, 'en', me.credits.amount);
  const history = page.getByRole('region', { name: text('en', 'history.title') });
  await expect(history.getByRole('article')).toHaveCount(2);
  await expect(
    history.getByText(text('en', 'history.ideaCount_other', { count: 2 })),
  ).toBeVisible();
  // The genres in the page's language, the picker with its tree.
  await expect(
    filterChips(page).filter({ hasText: await genreName('en', 'whodunit') }),
  ).toBeVisible();
  await expect(searchBox(page, 'en')).toBeDisabled();
  await expect(generateButton(page, 'en')).toBeDisabled();
  await noScript.close();
  await context.close();
});

test('the app takes the drawn desk over without drawing it again, then shows local times', async ({
  browser,
}) => {
  const { context, page } = await writerWithIdeas(browser, {
    locale: 'en-US',
    timezoneId: 'America/Montreal',
  });
  const errors = collectErrors(page);
  const release = await holdTheApp(page);

  await page.goto('/', { waitUntil: 'domcontentloaded' });
  const history = page.getByRole('region', { name: text('en', 'history.title') });
  const times = history.locator('time');
  await expect(times).toHaveCount(2);
  const createdAt = await times.first().getAttribute('datetime');
  const format = (timeZone: string) =>
    new Intl.DateTimeFormat('en', { dateStyle: 'medium', timeStyle: 'short', timeZone }).format(
      new Date(createdAt ?? ''),
    );
  // The server cannot know the reader's time zone: it writes UTC.
  await expect(times.first()).toHaveText(format('UTC'));
  const chipsBefore = await filterChips(page).allTextContents();
  expect(chipsBefore).toHaveLength(4);
  await page.evaluate(() => {
    const kept = window as unknown as { drawn: Element[] };
    kept.drawn = [...document.querySelectorAll('h1, article, fieldset button')];
  });
  await expect(generateButton(page, 'en')).toBeDisabled();

  release();
  await appStarted(page);
  const sameNodes = await page.evaluate(() => {
    const kept = (window as unknown as { drawn: Element[] }).drawn;
    const now = [...document.querySelectorAll('h1, article, fieldset button')];
    return kept.length > 0 && kept.every((node) => now.includes(node));
  });
  expect(sameNodes, 'the drawn desk is kept, not replaced').toBe(true);
  // The filter chips keep the random order the server drew them in.
  expect(await filterChips(page).allTextContents()).toEqual(chipsBefore);
  await expect(times.first()).toHaveText(format('America/Montreal'));

  // It is the app now: the genre tree arrives and a history filter applies.
  await expect(searchBox(page, 'en')).toBeVisible();
  await filterChips(page)
    .filter({ hasText: await genreName('en', 'whodunit') })
    .click();
  await expect(history.getByRole('article')).toHaveCount(1);
  expect(errors).toEqual([]);
  await context.close();
});

test('a browser that prefers another language than the server guessed gets its own desk', async ({
  browser,
}) => {
  const { context, page } = await writerWithIdeas(browser, { locale: 'en-US', timezoneId: 'UTC' });
  await context.addInitScript(() => localStorage.setItem('plume.language', 'es'));
  const errors = collectErrors(page);
  const response = await page.goto('/');
  expect(await response?.text()).toContain('data-signed-in-language="en"');
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(text('es', 'home.desk.title'));
  await expect(page.locator('html')).toHaveAttribute('lang', 'es');
  const history = page.getByRole('region', { name: text('es', 'history.title') });
  await expect(history.getByRole('article')).toHaveCount(2);
  await expect(generateButton(page, 'es')).toBeVisible();
  expect(errors).toEqual([]);
  await context.close();
});
