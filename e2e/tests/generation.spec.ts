import type { Page } from '@playwright/test';
import { type Language, MODE_SECTIONS, ROUTE_TABLE, SECTION_HEADINGS } from '@plume/core';
import { text } from './messages';
import { expect, expectToast, signUpThroughApi, test, uniqueEmail } from './support/accounts';
import { expectSelectedCount, genreCheckbox, genreName, searchBox } from './support/genres';

async function pickGenre(page: Page, language: Language, id: string) {
  const name = await genreName(language, id);
  await searchBox(page, language).fill(name);
  await genreCheckbox(page, name).check();
  await expectSelectedCount(page, language, 1);
}

function balance(page: Page) {
  return page.getByTestId('credit-balance');
}

function idea(page: Page) {
  return page.getByRole('article');
}

function ideaTitle(page: Page) {
  return idea(page).getByRole('heading', { level: 3 });
}

/**
 * An idea takes well under a second alone, but the e2e server is shared with other
 * journeys (sign-ups hash passwords on the same embedded database), so waits are longer.
 */
const GENERATION_WAIT = { timeout: 20_000 };

function expectBalance(page: Page, language: Language, count: number) {
  const key = count === 1 ? 'credits.balance_one' : 'credits.balance_other';
  return expect(balance(page)).toHaveText(text(language, key, { count }), GENERATION_WAIT);
}

async function expectIdeaWritten(page: Page, language: Language) {
  // The success toast stays 2 s: it is awaited as the idea ends, not after.
  await expect(
    page.getByRole('status').filter({ hasText: text(language, 'generation.generationSuccess') }),
  ).toBeVisible(GENERATION_WAIT);
  await expect(ideaTitle(page)).not.toHaveText(text(language, 'generation.writing'));
  await expect(ideaTitle(page)).not.toBeEmpty();
  await expect(idea(page)).toHaveAttribute('aria-busy', 'false');
}

test.describe('generation panel', () => {
  test('in French: refuses without genres or history, writes a quick idea, copies it, regenerates in another style', async ({
    page,
    context,
  }) => {
    await context.grantPermissions(['clipboard-read', 'clipboard-write']);
    await signUpThroughApi(page, uniqueEmail('generate-fr'));
    await page.goto(ROUTE_TABLE.home.fr);
    await expectBalance(page, 'fr', 3);
    await expect(page.getByText(text('fr', 'generation.offlineEngine'))).toBeVisible();

    const generate = page.getByRole('button', { name: text('fr', 'generation.generate') });
    await generate.click();
    await expectToast(page, text('fr', 'generation.selectGenre'));
    await page.getByRole('button', { name: text('fr', 'generation.regenerate') }).click();
    await expectToast(page, text('fr', 'generation.noHistory'));

    await pickGenre(page, 'fr', 'space-opera');
    await expect(
      page.getByRole('radio', { name: text('fr', 'generation.modes.quick.label') }),
    ).toBeChecked();
    await expect(page.getByLabel(text('fr', 'generation.styleLabel'))).toHaveValue('moderne');
    await generate.click();
    await expectIdeaWritten(page, 'fr');
    await expectBalance(page, 'fr', 2);
    // The picked genres are cleared once the idea is saved.
    await expectSelectedCount(page, 'fr', 0);

    const title = (await ideaTitle(page).innerText()).trim();
    const copyIdea = page.getByRole('button', { name: text('fr', 'generation.copyIdea') });
    await copyIdea.click();
    await expect(copyIdea).toHaveAttribute('data-copied', 'true');
    const copied = await page.evaluate(() => navigator.clipboard.readText());
    expect(copied.startsWith(title)).toBe(true);
    // The check mark goes after 2 s.
    await expect(copyIdea).not.toHaveAttribute('data-copied', 'true', { timeout: 4000 });
    await page.getByRole('button', { name: text('fr', 'generation.copyTitle') }).click();
    expect(await page.evaluate(() => navigator.clipboard.readText())).toBe(title);

    await page.getByLabel(text('fr', 'generation.regenerateStyleLabel')).selectOption('poetique');
    await page.getByRole('button', { name: text('fr', 'generation.regenerate') }).click();
    await expectIdeaWritten(page, 'fr');
    await expectBalance(page, 'fr', 1);
  });

  test('in English: key points with the shortcut, the sections shown as headings', async ({
    page,
  }) => {
    await signUpThroughApi(page, uniqueEmail('generate-en'));
    await page.goto(ROUTE_TABLE.home.en);
    await pickGenre(page, 'en', 'cozy-mystery');
    await page
      .getByRole('radio', { name: text('en', 'generation.modes.key-points.label') })
      .check();
    await page.keyboard.press('Control+Enter');
    await expectIdeaWritten(page, 'en');
    await expect(idea(page).getByRole('heading', { level: 4 })).toHaveText(
      MODE_SECTIONS['key-points'].map((section) => SECTION_HEADINGS.en[section]),
    );
    await expectBalance(page, 'en', 2);
  });

  test('in Spanish: random genres need no pick, a detailed idea, then no credits left', async ({
    page,
  }) => {
    await signUpThroughApi(page, uniqueEmail('generate-es'));
    await page.goto(ROUTE_TABLE.home.es);
    const count = page.getByLabel(text('es', 'generation.randomCountLabel'));
    await expect(count).toBeHidden();
    await page
      .getByRole('radio', { name: text('es', 'generation.modes.random-genres.label') })
      .check();
    await expect(count).toHaveValue('2');
    await count.fill('3');
    await page.getByRole('button', { name: text('es', 'generation.generate') }).click();
    await expectIdeaWritten(page, 'es');
    await expectBalance(page, 'es', 2);

    // A detailed idea has its seven sections.
    await pickGenre(page, 'es', 'cyberpunk');
    await page.getByRole('radio', { name: text('es', 'generation.modes.detailed.label') }).check();
    await page.getByRole('button', { name: text('es', 'generation.generate') }).click();
    await expectBalance(page, 'es', 1);
    await expect(idea(page).getByRole('heading', { level: 4 })).toHaveText(
      MODE_SECTIONS.detailed.map((section) => SECTION_HEADINGS.es[section]),
    );

    // The last credit, then the panel says there are none left without asking the server.
    await page.getByRole('button', { name: text('es', 'generation.regenerate') }).click();
    await expectBalance(page, 'es', 0);
    await pickGenre(page, 'es', 'cyberpunk');
    await page.getByRole('button', { name: text('es', 'generation.generate') }).click();
    await expectToast(page, text('es', 'generation.noCredits'));
  });
});
