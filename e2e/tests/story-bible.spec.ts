import type { Locator, Page } from '@playwright/test';
import type { HistoryEntry } from '@plume/core/contracts';
import { LANGUAGES, type Language } from '@plume/core/i18n';
import { ROUTE_TABLE } from '@plume/core/routes';
import { text } from './messages';
import { expect, postAsApp, signUpThroughApi, test, uniqueEmail } from './support/accounts';
import { appStarted } from './support/app-started';
import { checkAccessibility } from './support/axe';
import {
  expectBalance,
  expectIdeaWritten,
  GENERATION_WAIT,
  generateButton,
  generationPanel,
  idea,
  modeRadio,
  SIGNUP_CREDITS,
  successToast,
} from './support/generation';

const GENRES: Record<Language, string[]> = {
  fr: ['Roman noir'],
  en: ['Space opera'],
  es: ['Fantasy épique'],
};

function history(page: Page, language: Language) {
  return page.getByRole('region', { name: text(language, 'history.title') });
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
  return { entry, card };
}

/** Keeps the idea of a history card as cards; its bible opens under it. */
async function keepAsCards(card: Locator, language: Language) {
  await card.getByRole('button', { name: text(language, 'bible.keep') }).click();
  const bible = card.getByRole('region', { name: new RegExp(`^${text(language, 'bible.title')}`) });
  await expect(bible.getByRole('listitem').first()).toBeVisible();
  return bible;
}

/** The button that opens one card of a bible, by the card's name. */
function cardToggle(bible: Locator, name: string) {
  return bible.getByRole('button', { name: new RegExp(`^${name}`) });
}

test('keep an idea as cards, edit a role, develop it with the card, pin the card into a new idea', async ({
  page,
}) => {
  await signUpThroughApi(page, uniqueEmail('bible'));
  const { entry, card } = await deskWithAnIdea(page, 'en', 'key-points');
  const lead = entry.elements.lead?.name ?? '';
  expect(lead).not.toBe('');

  const bible = await keepAsCards(card, 'en');
  await expect(bible).toContainText(lead);
  await expect(bible).toContainText(text('en', 'bible.badges.plan'));

  // The lead's card opens with the keyboard; its role is edited in place and saved.
  await cardToggle(bible, lead).focus();
  await page.keyboard.press('Enter');
  const role = bible.getByLabel(text('en', 'bible.fields.role'), { exact: true });
  await role.fill('ice cartographer');
  await expect(bible.getByRole('status')).toHaveText(text('en', 'bible.status.saved'));
  // The secret is hidden from the AI by default; the eye shows it.
  const secretEye = bible.getByRole('button', {
    name: text('en', 'bible.builtIn.showField', { field: text('en', 'bible.fields.secret') }),
  });
  await expect(secretEye).toHaveAttribute('aria-pressed', 'true');
  await expect(bible.getByText(text('en', 'bible.consistency.none'))).toBeVisible();
  await checkAccessibility(page, 'story bible, a card open');
  // The dark theme changes the colours only (decision 027): its colour rules are enough.
  await page.emulateMedia({ colorScheme: 'dark' });
  await checkAccessibility(page, 'story bible, a card open (dark)', { coloursOnly: true });
  await page.emulateMedia({ colorScheme: 'light' });

  // Developed, the idea is written with the card: the lead keeps the new role.
  await card.getByRole('button', { name: text('en', 'develop.open'), exact: true }).click();
  await card.getByRole('radio', { name: text('en', 'generation.modes.detailed.label') }).check();
  await card.getByRole('button', { name: text('en', 'develop.submit') }).click();
  await expect(successToast(page, 'en')).toBeVisible(GENERATION_WAIT);
  await expectIdeaWritten(page, 'en');
  await expect(idea(page, 'en')).toContainText(`${lead}, `);
  await expect(idea(page, 'en')).toContainText('ice cartographer');
  await expect(idea(page, 'en').getByTestId('cards-told')).toContainText(lead);

  // Pinned, the card's person is in a new idea of other genres.
  const panel = generationPanel(page, 'en');
  await panel.getByRole('button', { name: /^Pin cards/ }).click();
  await panel.getByRole('checkbox', { name: new RegExp(`^${lead}`) }).check();
  await expect(
    panel.getByRole('button', { name: text('en', 'bible.pins.remove', { name: lead }) }),
  ).toBeVisible();
  await checkAccessibility(page, 'pin picker, a card pinned');
  await modeRadio(page, 'en', 'random-genres').check();
  await generateButton(page, 'en').click();
  await expect(successToast(page, 'en')).toBeVisible(GENERATION_WAIT);
  await expectIdeaWritten(page, 'en');
  await expect(idea(page, 'en')).toContainText(lead);
  await expectBalance(page, 'en', SIGNUP_CREDITS - 3);
  const [pinned] = (
    (await (await page.request.get('/api/history')).json()) as {
      items: HistoryEntry[];
    }
  ).items;
  expect(pinned?.parentId).toBeNull();
  expect(pinned?.idea).toContain(lead);
});

test.describe('on a phone', () => {
  test.use({ viewport: { width: 375, height: 740 } });

  for (const language of LANGUAGES) {
    test(`the story bible in ${language}`, async ({ page }) => {
      await signUpThroughApi(page, uniqueEmail(`bible-${language}`));
      const { entry, card } = await deskWithAnIdea(page, language, 'quick');
      const bible = await keepAsCards(card, language);
      await cardToggle(bible, entry.elements.lead?.name ?? '').click();
      await expect(
        bible.getByLabel(text(language, 'bible.fields.role'), { exact: true }),
      ).toBeVisible();
      const overflow = await page.evaluate(
        () => document.documentElement.scrollWidth - window.innerWidth,
      );
      expect(overflow).toBeLessThanOrEqual(0);
      if (language === 'fr') await checkAccessibility(page, 'story bible on a phone (fr)');
      // A card pinned to a new idea, and the idea telling which cards it was written with.
      const panel = generationPanel(page, language);
      const pins = text(language, 'bible.pins.open', { count: 0, max: 3 }).split(' · ')[0];
      await panel.getByRole('button', { name: new RegExp(`^${pins}`) }).click();
      await panel.getByRole('checkbox').first().check();
      await modeRadio(page, language, 'random-genres').check();
      await generateButton(page, language).click();
      await expect(successToast(page, language)).toBeVisible(GENERATION_WAIT);
      await expectIdeaWritten(page, language);
      await expect(idea(page, language).getByTestId('cards-told')).toBeVisible();
      // Tall enough for the whole card: no sticky header over it, nothing stitched.
      await page.setViewportSize({ width: 375, height: 4000 });
      const shot = (name: string) =>
        new URL(`../../screenshots/${language}-${name}-mobile.png`, import.meta.url).pathname;
      await card.screenshot({ path: shot('story-bible') });
      await panel.screenshot({ path: shot('pin-cards') });
    });
  }
});
