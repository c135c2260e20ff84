import type { Locator, Page } from '@playwright/test';
import type { HistoryEntry } from '@plume/core/contracts';
import { LANGUAGES, type Language } from '@plume/core/i18n';
import { ROUTE_TABLE } from '@plume/core/routes';
import { text } from './messages';
import { expect, postAsApp, signUpThroughApi, test, uniqueEmail } from './support/accounts';
import { appStarted } from './support/app-started';
import { checkAccessibility } from './support/axe';
import { openMoreActions } from './support/favourites';
import {
  expectBalance,
  expectIdeaWritten,
  GENERATION_WAIT,
  SIGNUP_CREDITS,
  successToast,
} from './support/generation';

const GENRES: Record<Language, string[]> = {
  fr: ['Roman noir', 'Fantasy épique'],
  en: ['Space opera', 'Cosy mystery'],
  es: ['Space opera', 'Fantasy épique'],
};

function history(page: Page, language: Language) {
  return page.getByRole('region', { name: text(language, 'history.title') });
}

/** The lock of one element of an opened redraw form. */
function lock(card: Locator, language: Language, element: string) {
  const name = text(language, 'redraw.keepLabel', {
    element: text(language, `redraw.elements.${element}`),
  });
  return card.getByRole('button', { name, exact: true });
}

/** Every lock of an opened redraw form, pressed or not. */
function locks(card: Locator, language: Language) {
  const prefix = text(language, 'redraw.keepLabel', { element: '' }).replace(
    /[.*+?^${}()|[\]\\]/g,
    '\\$&',
  );
  return card.getByRole('button', { name: new RegExp(`^${prefix}`) });
}

/** An idea written through the API, then the desk showing it in its history. */
async function deskWithAnIdea(page: Page, language: Language, mode: string) {
  const written = await postAsApp(
    page,
    '/api/generations',
    { language, mode, genres: GENRES[language] },
    language,
  );
  const { entry } = (await written.json()) as { entry: HistoryEntry };
  await page.goto(ROUTE_TABLE.home[language]);
  await appStarted(page);
  const title = entry.idea.split('\n')[0] ?? '';
  const card = history(page, language).getByRole('article').filter({ hasText: title });
  await openMoreActions(card, language);
  await card.getByRole('button', { name: text(language, 'redraw.open'), exact: true }).click();
  return { entry, card };
}

async function entries(page: Page): Promise<HistoryEntry[]> {
  const response = await page.request.get('/api/history');
  return ((await response.json()) as { items: HistoryEntry[] }).items;
}

test('redraw an idea from its history card, keeping the lead and the setting', async ({ page }) => {
  await signUpThroughApi(page, uniqueEmail('redraw'));
  const { entry, card } = await deskWithAnIdea(page, 'en', 'key-points');

  // Every element the idea has, each with its phrase and an open lock.
  await expect(locks(card, 'en')).toHaveCount(7);
  for (const button of await locks(card, 'en').all()) {
    await expect(button).toHaveAttribute('aria-pressed', 'false');
  }
  await expect(card).toContainText(entry.elements.setting ?? '');
  await expect(card).toContainText(entry.elements.lead?.name ?? '');

  // The lead locked with the mouse, the setting with the keyboard.
  await lock(card, 'en', 'lead').click();
  await lock(card, 'en', 'setting').focus();
  await page.keyboard.press('Space');
  await expect(lock(card, 'en', 'lead')).toHaveAttribute('aria-pressed', 'true');
  await expect(lock(card, 'en', 'setting')).toHaveAttribute('aria-pressed', 'true');
  await checkAccessibility(page, 'redraw form, two parts locked');

  await card.getByRole('button', { name: text('en', 'redraw.submit') }).click();
  await expect(successToast(page, 'en')).toBeVisible(GENERATION_WAIT);
  await expectIdeaWritten(page, 'en');
  await expectBalance(page, 'en', SIGNUP_CREDITS - 2);

  const [redrawn, parent] = await entries(page);
  expect(parent?.id).toBe(entry.id);
  expect(redrawn?.redrawnFrom?.id).toBe(entry.id);
  expect(redrawn?.elements.lead).toEqual(entry.elements.lead);
  expect(redrawn?.elements.setting).toBe(entry.elements.setting);
  expect(redrawn?.elements.conflict).not.toBe(entry.elements.conflict);

  // The line both ways; a title finds the other idea.
  const cards = history(page, 'en').getByRole('article');
  await expect(cards).toHaveCount(2);
  const parentTitle = entry.idea.split('\n')[0] ?? '';
  const newTitle = redrawn?.idea.split('\n')[0] ?? '';
  await expect(cards.nth(0)).toContainText(text('en', 'history.redrawnFrom'));
  await expect(cards.nth(1)).toContainText(text('en', 'history.redrawnInto'));
  await cards
    .nth(1)
    .getByRole('button', { name: text('en', 'history.quoted', { title: newTitle }) })
    .click();
  await expect(
    history(page, 'en').getByRole('searchbox', { name: text('en', 'history.searchLabel') }),
  ).toHaveValue(newTitle);
  expect(newTitle).not.toBe(parentTitle);
});

test('every part locked leaves nothing to redraw', async ({ page }) => {
  await signUpThroughApi(page, uniqueEmail('redraw-all'));
  const { card } = await deskWithAnIdea(page, 'fr', 'quick');
  for (const button of await locks(card, 'fr').all()) await button.click();
  await expect(card.getByRole('status')).toHaveText(text('fr', 'redraw.allKept'));
  await expect(card.getByRole('button', { name: text('fr', 'redraw.submit') })).toBeDisabled();
});

test.describe('on a phone', () => {
  test.use({ viewport: { width: 375, height: 740 } });

  for (const language of LANGUAGES) {
    test(`the redraw form in ${language}`, async ({ page }) => {
      await signUpThroughApi(page, uniqueEmail(`redraw-${language}`));
      const { card } = await deskWithAnIdea(page, language, 'detailed');
      await lock(card, language, 'lead').click();
      await lock(card, language, 'twist').click();
      const overflow = await page.evaluate(
        () => document.documentElement.scrollWidth - window.innerWidth,
      );
      expect(overflow).toBeLessThanOrEqual(0);
      await checkAccessibility(page, `redraw form on a phone (${language})`);
      // Tall enough for the whole card: no sticky header over it, nothing stitched.
      await page.setViewportSize({ width: 375, height: 3000 });
      await card.screenshot({
        path: new URL(`../../screenshots/${language}-redraw-form-mobile.png`, import.meta.url)
          .pathname,
      });
    });
  }
});
