import type { Page } from '@playwright/test';
import { text } from './messages';
import { expect, postAsApp, signUpThroughApi, test, uniqueEmail } from './support/accounts';
import { appStarted } from './support/app-started';
import { expectBalance, GENERATION_WAIT, SIGNUP_CREDITS, successToast } from './support/generation';

function history(page: Page) {
  return page.getByRole('region', { name: text('en', 'history.title') });
}

test('develop a quick idea from its history card, then follow its line', async ({ page }) => {
  await signUpThroughApi(page, uniqueEmail('develop'));
  const written = await postAsApp(
    page,
    '/api/generations',
    { language: 'en', mode: 'quick', genres: ['Space opera', 'Cosy mystery'] },
    'en',
  );
  const { entry } = (await written.json()) as { entry: { idea: string } };
  const title = entry.idea.split('\n')[0] ?? '';
  await page.goto('/en');
  await appStarted(page);

  const card = history(page).getByRole('article').filter({ hasText: title });
  await card.getByRole('button', { name: text('en', 'develop.open'), exact: true }).click();
  // Only the richer modes are offered.
  await expect(card.getByRole('radio')).toHaveCount(2);
  await card.getByRole('radio', { name: text('en', 'generation.modes.detailed.label') }).check();
  await card.getByRole('button', { name: text('en', 'develop.submit') }).click();
  await expect(successToast(page, 'en')).toBeVisible(GENERATION_WAIT);
  await expectBalance(page, 'en', SIGNUP_CREDITS - 2);

  // The panel shows the developed idea under the same title.
  const panelIdea = page
    .getByRole('region', { name: text('en', 'home.desk.nextIdeaTitle') })
    .getByRole('article');
  await expect(panelIdea.getByRole('heading', { level: 3 })).toHaveText(title);

  const cards = history(page).getByRole('article');
  await expect(cards).toHaveCount(2);
  await expect(cards.nth(0)).toContainText(
    text('en', 'history.developedFrom', { mode: text('en', 'generation.modes.quick.label') }),
  );
  await expect(cards.nth(1)).toContainText(
    text('en', 'history.developedInto', { modes: text('en', 'generation.modes.detailed.label') }),
  );
  // A detailed idea cannot be developed further.
  await expect(
    cards.nth(0).getByRole('button', { name: text('en', 'develop.open'), exact: true }),
  ).toHaveCount(0);

  await cards
    .nth(0)
    .getByRole('button', { name: text('en', 'history.showLine') })
    .click();
  await expect(
    history(page).getByRole('searchbox', { name: text('en', 'history.searchLabel') }),
  ).toHaveValue(title);
  await expect(cards).toHaveCount(2);
});
