import type { Page } from '@playwright/test';
import type { HistoryEntry } from '@plume/core/contracts';
import type { Language } from '@plume/core/i18n';
import { ROUTE_TABLE } from '@plume/core/routes';
import { text } from './messages';
import { expect, signUpThroughApi, test, uniqueEmail } from './support/accounts';
import { appStarted } from './support/app-started';
import { checkAccessibility } from './support/axe';
import {
  expectBalance,
  GENERATION_WAIT,
  generationPanel,
  idea,
  pickGenre,
  SIGNUP_CREDITS,
} from './support/generation';

function candidates(page: Page, language: Language) {
  return page.getByRole('region', { name: text(language, 'generation.candidatesTitle') });
}

function candidate(page: Page, language: Language, number: number) {
  return candidates(page, language)
    .getByRole('listitem')
    .filter({ hasText: text(language, 'generation.candidateLabel', { number }) });
}

/** Three at once from the desk, the three waited for until saved. */
async function threeAtOnce(page: Page, language: Language, genre: string) {
  await page.goto(ROUTE_TABLE.home[language]);
  await appStarted(page);
  await pickGenre(page, language, genre);
  await page.getByRole('button', { name: text(language, 'generation.threeAtOnce') }).click();
  for (const number of [1, 2, 3]) {
    const card = candidate(page, language, number);
    await expect(card).toHaveAttribute('aria-busy', 'false', GENERATION_WAIT);
    await expect(card.getByRole('heading', { level: 3 })).not.toHaveText(
      text(language, 'generation.writing'),
    );
  }
}

const screenshot = (name: string) =>
  new URL(`../../screenshots/${name}.png`, import.meta.url).pathname;

test('three at once in Spanish, side by side, then A’s lead crossed with C’s twist on a phone', async ({
  page,
}) => {
  test.slow();
  await page.setViewportSize({ width: 1280, height: 900 });
  await signUpThroughApi(page, uniqueEmail('three'));
  await threeAtOnce(page, 'es', 'noir-fiction');

  // One credit for the three, which stand side by side from 1024 px.
  await expectBalance(page, 'es', SIGNUP_CREDITS - 1);
  const boxes = await Promise.all(
    [1, 2, 3].map(async (number) => candidate(page, 'es', number).boundingBox()),
  );
  const [first, second, third] = boxes;
  expect(first?.y).toBe(second?.y);
  expect(second?.y).toBe(third?.y);
  expect((first?.x ?? 0) < (second?.x ?? 0) && (second?.x ?? 0) < (third?.x ?? 0)).toBe(true);
  // Each has the usual actions.
  for (const number of [1, 2, 3]) {
    const card = candidate(page, 'es', number);
    await expect(
      card.getByRole('button', { name: text('es', 'generation.copyIdea') }),
    ).toBeVisible();
    await expect(card.getByRole('button', { name: text('es', 'redraw.open') })).toBeVisible();
  }
  await checkAccessibility(page, 'three at once, side by side (es)');
  await candidates(page, 'es').screenshot({ path: screenshot('es-three-at-once') });

  // The history marks each idea's place in its batch.
  const history = page.getByRole('region', { name: text('es', 'history.title') });
  await expect(history.getByTestId('batch-position')).toHaveText([
    text('es', 'history.batchPosition', { index: 1, size: 3 }),
    text('es', 'history.batchPosition', { index: 2, size: 3 }),
    text('es', 'history.batchPosition', { index: 3, size: 3 }),
  ]);

  // On a phone they swipe sideways, one at a time, and the page itself does not.
  await page.setViewportSize({ width: 375, height: 800 });
  await expect
    .poll(() => page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth))
    .toBeLessThanOrEqual(0);
  const [phoneFirst, phoneSecond] = await Promise.all(
    [1, 2].map(async (number) => candidate(page, 'es', number).boundingBox()),
  );
  expect(phoneSecond?.x ?? 0).toBeGreaterThan((phoneFirst?.x ?? 0) + (phoneFirst?.width ?? 0));
  await candidates(page, 'es').screenshot({ path: screenshot('es-three-at-once-mobile') });

  // Cross: the first idea's lead and the third's twist, chosen from the keyboard.
  const batch = (await (await page.request.get('/api/history')).json()) as {
    items: HistoryEntry[];
  };
  const [ideaOne, , ideaThree] = batch.items.slice(0, 3);
  await candidates(page, 'es')
    .getByRole('button', { name: text('es', 'cross.open') })
    .click();
  const pick = (element: string, number: number) =>
    candidates(page, 'es').getByRole('radio', {
      name: text('es', 'cross.fromLabel', {
        element: text('es', `redraw.elements.${element}`),
        number,
      }),
    });
  await pick('lead', 1).focus();
  await page.keyboard.press('Space');
  await pick('twist', 3).focus();
  await page.keyboard.press('Space');
  await expect(pick('lead', 1)).toBeChecked();
  await expect(pick('twist', 3)).toBeChecked();
  // The table scrolls sideways in its frame; the page does not.
  await expect
    .poll(() => page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth))
    .toBeLessThanOrEqual(0);
  await checkAccessibility(page, 'the cross table on a phone (es)');
  await candidates(page, 'es').screenshot({ path: screenshot('es-cross-mobile') });
  await candidates(page, 'es')
    .getByRole('button', { name: text('es', 'cross.submit') })
    .click();

  // The new idea shows in the panel with the first idea's lead, for one more credit.
  const crossed = idea(page, 'es');
  await expect(crossed).toHaveAttribute('aria-busy', 'false', GENERATION_WAIT);
  await expect(crossed).toContainText(ideaOne?.elements.lead?.name ?? 'no lead');
  await expectBalance(page, 'es', SIGNUP_CREDITS - 2);
  await expect(candidates(page, 'es')).toHaveCount(0);
  await expect(generationPanel(page, 'es')).toBeInViewport();
  const card = history.getByRole('article').first();
  await expect(card).toContainText(text('es', 'history.crossedFrom'));
  await expect(card).toContainText(ideaOne?.idea.split('\n')[0] ?? 'no title');
  await expect(card).toContainText(ideaThree?.idea.split('\n')[0] ?? 'no title');
});

test('three at once in French and English, at 1280 px and on a phone', async ({ page }) => {
  test.slow();
  await signUpThroughApi(page, uniqueEmail('three-fr-en'));
  for (const [language, genre] of [
    ['fr', 'cozy-mystery'],
    ['en', 'space-opera'],
  ] as const) {
    await page.setViewportSize({ width: 1280, height: 900 });
    await threeAtOnce(page, language, genre);
    await candidates(page, language).screenshot({ path: screenshot(`${language}-three-at-once`) });
    await page.setViewportSize({ width: 375, height: 800 });
    await candidates(page, language)
      .getByRole('button', { name: text(language, 'cross.open') })
      .click();
    await candidates(page, language).screenshot({
      path: screenshot(`${language}-three-at-once-mobile`),
    });
  }
  await checkAccessibility(page, 'three at once and the cross table (fr, en)');
});
