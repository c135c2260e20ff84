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

async function expectIdeaWritten(page: Page, language: Language) {
  await expectToast(page, text(language, 'generation.generationSuccess'));
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
    await expect(balance(page)).toHaveText(text('fr', 'credits.balance_other', { count: 3 }));
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
    await expect(balance(page)).toHaveText(text('fr', 'credits.balance_other', { count: 2 }));
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
    await expect(balance(page)).toHaveText(text('fr', 'credits.balance_one', { count: 1 }));
    await expectIdeaWritten(page, 'fr');
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
    await expect(balance(page)).toHaveText(text('en', 'credits.balance_other', { count: 2 }));
  });

  test('in Spanish: random genres need no pick', async ({ page }) => {
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
    await expect(balance(page)).toHaveText(text('es', 'credits.balance_other', { count: 2 }));
  });
});
