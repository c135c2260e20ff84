import type { Page } from '@playwright/test';
import { GENRE_SEARCH_MIN_CHARS, MAX_SELECTED_GENRES } from '@plume/core/genres';
import type { Language } from '@plume/core/i18n';
import { ROUTE_TABLE } from '@plume/core/routes';
import { text } from './messages';
import { expect, expectToast, signUpThroughApi, test, uniqueEmail } from './support/accounts';
import { appStarted } from './support/app-started';
import {
  branchButton,
  expectSelectedCount,
  genreCheckbox,
  genreName,
  genrePlace,
  searchBox,
  selectedChips,
} from './support/genres';

function resultsList(page: Page, language: Language) {
  return page.getByRole('list', { name: text(language, 'genres.resultsLabel') });
}

/** Types a query and checks the first result is that genre, named in the language. */
async function expectFirstResult(page: Page, language: Language, query: string, id: string) {
  await searchBox(page, language).fill(query);
  await expect(resultsList(page, language).getByRole('checkbox').first()).toHaveAccessibleName(
    await genreName(language, id),
  );
}

async function expectMinCharsHintAndNoResults(page: Page, language: Language) {
  await searchBox(page, language).fill('q');
  await expect(
    page.getByText(text(language, 'genres.minChars', { min: GENRE_SEARCH_MIN_CHARS })),
  ).toBeVisible();
  await expect(resultsList(page, language)).toBeHidden();

  await searchBox(page, language).fill('xqzwv');
  await expect(page.getByText(text(language, 'genres.noResults'), { exact: true })).toBeVisible();
  await expect(page.getByText(text(language, 'genres.trySimpler'))).toBeVisible();
}

/** Suggestions are headed by the keyword as the dictionary spells it, accents included. */
async function expectKeywordSuggestions(
  page: Page,
  language: Language,
  query: string,
  keyword = query,
) {
  await searchBox(page, language).fill(query);
  const suggestions = page.getByRole('region', {
    name: text(language, 'genres.suggestionsFor', { keyword }),
  });
  await expect(suggestions.getByRole('button').first()).toBeVisible();
}

test.describe('genre picker', () => {
  test('searches in French, English and Spanish: names, accents, typos, keywords, the hint, no results', async ({
    page,
  }) => {
    await signUpThroughApi(page, uniqueEmail('genres-search'));

    await page.goto(ROUTE_TABLE.home.fr);
    await expectFirstResult(page, 'fr', 'chambre close', 'locked-room-mystery');
    await expectFirstResult(page, 'fr', 'FANTASY EPIQUE', 'epic-fantasy');
    await expectFirstResult(page, 'fr', 'distopie', 'dystopia');
    await expectKeywordSuggestions(page, 'fr', 'magie');
    await expectKeywordSuggestions(page, 'fr', 'reve', 'rêve');
    await expectMinCharsHintAndNoResults(page, 'fr');

    await page.goto(ROUTE_TABLE.home.en);
    await expectFirstResult(page, 'en', 'cozy myst', 'cozy-mystery');
    await expectFirstResult(page, 'en', 'stempunk', 'steampunk');
    await expectKeywordSuggestions(page, 'en', 'magic');
    await expectMinCharsHintAndNoResults(page, 'en');

    await page.goto(ROUTE_TABLE.home.es);
    await expectFirstResult(page, 'es', 'opera espacial', 'space-opera');
    await expectFirstResult(page, 'es', 'ciberpunk', 'cyberpunk');
    await expectKeywordSuggestions(page, 'es', 'magia');
    await expectKeywordSuggestions(page, 'es', 'SUENO', 'sueño');
    await expectMinCharsHintAndNoResults(page, 'es');
  });

  test('picks from the tree, the results and the suggestions; removes a chip; stops at 10; keeps the choice in another language; resets', async ({
    page,
  }) => {
    await signUpThroughApi(page, uniqueEmail('genres-pick'));
    await page.goto(ROUTE_TABLE.home.fr);
    await expectSelectedCount(page, 'fr', 0);
    await expect(page.getByText(text('fr', 'genres.noneSelected'))).toBeVisible();

    // From the tree: category, then sub-category, then the genre's checkbox.
    const lockedRoom = await genrePlace('fr', 'locked-room-mystery');
    await branchButton(page, lockedRoom.category).click();
    await branchButton(page, lockedRoom.subcategory).click();
    await genreCheckbox(page, lockedRoom.genre).check();
    await expect(selectedChips(page, 'fr')).toHaveText([lockedRoom.genre]);
    await expectSelectedCount(page, 'fr', 1);
    // The closed branches say how many of their genres are chosen.
    await expect(branchButton(page, lockedRoom.category)).toContainText(
      text('fr', 'genres.selectedInGroup_one', { count: 1 }),
    );

    // From the results.
    const spaceOpera = await genreName('fr', 'space-opera');
    await searchBox(page, 'fr').fill('space opera');
    await genreCheckbox(page, spaceOpera).check();
    await expect(selectedChips(page, 'fr')).toHaveText([lockedRoom.genre, spaceOpera]);

    // From a keyword's suggestions.
    await searchBox(page, 'fr').fill('magie');
    const suggestion = page
      .getByRole('region', { name: text('fr', 'genres.suggestionsFor', { keyword: 'magie' }) })
      .getByRole('button', { pressed: false })
      .first();
    const suggested = (await suggestion.innerText()).trim();
    await suggestion.click();
    await expect(selectedChips(page, 'fr')).toHaveCount(3);
    await expect(selectedChips(page, 'fr').nth(2)).toHaveText(suggested);

    // Removing a chip unticks its genre in the tree.
    await page
      .getByRole('button', { name: text('fr', 'genres.remove', { name: lockedRoom.genre }) })
      .click();
    await expect(selectedChips(page, 'fr')).toHaveText([spaceOpera, suggested]);
    await page.getByRole('button', { name: text('fr', 'genres.clearSearch') }).click();
    await expect(genreCheckbox(page, lockedRoom.genre)).not.toBeChecked();

    // Up to the limit from the results of a broad search.
    // A category's name finds all its genres: more than enough.
    await searchBox(page, 'fr').fill((await genrePlace('fr', 'epic-fantasy')).category);
    await expect(
      resultsList(page, 'fr').getByRole('checkbox').nth(MAX_SELECTED_GENRES),
    ).toBeVisible();
    const unticked = resultsList(page, 'fr').getByRole('checkbox', { checked: false });
    while ((await selectedChips(page, 'fr').count()) < MAX_SELECTED_GENRES) {
      const before = await selectedChips(page, 'fr').count();
      await unticked.first().check();
      await expect(selectedChips(page, 'fr')).toHaveCount(before + 1);
    }
    await expectSelectedCount(page, 'fr', MAX_SELECTED_GENRES);
    await expect(page.getByText(text('fr', 'genres.maxReached'))).toBeVisible();

    // An eleventh is refused with the toast and stays unticked.
    const nameId = await unticked.first().getAttribute('aria-labelledby');
    const eleventh = genreCheckbox(page, await page.locator(`[id="${nameId}"]`).innerText());
    await eleventh.click();
    await expectToast(page, text('fr', 'genres.maxError'));
    await expect(eleventh).not.toBeChecked();
    await expect(selectedChips(page, 'fr')).toHaveCount(MAX_SELECTED_GENRES);

    // The choice is ids: in English, the same genres show with their English names.
    await page.getByTestId('language-switcher').click();
    await page.getByRole('menuitemradio', { name: 'English' }).click();
    await expect(page).toHaveURL(ROUTE_TABLE.home.en);
    await expectSelectedCount(page, 'en', MAX_SELECTED_GENRES);
    await expect(selectedChips(page, 'en')).toHaveCount(MAX_SELECTED_GENRES);
    await expect(selectedChips(page, 'en').first()).toHaveText(
      await genreName('en', 'space-opera'),
    );
    await expect(page.getByText(text('en', 'genres.maxReached'))).toBeVisible();

    await page.getByRole('button', { name: text('en', 'genres.reset') }).click();
    await expect(selectedChips(page, 'en')).toHaveCount(0);
    await expectSelectedCount(page, 'en', 0);
    await expect(page.getByText(text('en', 'genres.noneSelected'))).toBeVisible();
    await expect(page.getByText(text('en', 'genres.maxReached'))).toBeHidden();
  });

  test('the tree works from the keyboard', async ({ page }) => {
    await signUpThroughApi(page, uniqueEmail('genres-keys'));
    await page.goto(ROUTE_TABLE.home.es);
    // The desk arrives drawn, its controls disabled until the app takes it over: focus
    // cannot go to them before then.
    await appStarted(page);
    const place = await genrePlace('es', 'locked-room-mystery');
    const category = branchButton(page, place.category);

    await category.focus();
    await page.keyboard.press('ArrowRight');
    await expect(category).toHaveAttribute('aria-expanded', 'true');
    await page.keyboard.press('ArrowLeft');
    await expect(category).toHaveAttribute('aria-expanded', 'false');
    await page.keyboard.press('Enter');
    await expect(category).toHaveAttribute('aria-expanded', 'true');

    // Down walks the visible rows, Right opens a sub-category, Space ticks a genre.
    const subcategory = branchButton(page, place.subcategory);
    while (!(await subcategory.evaluate((element) => element === document.activeElement))) {
      await page.keyboard.press('ArrowDown');
    }
    await page.keyboard.press('ArrowRight');
    await expect(subcategory).toHaveAttribute('aria-expanded', 'true');
    const checkbox = genreCheckbox(page, place.genre);
    while (!(await checkbox.evaluate((element) => element === document.activeElement))) {
      await page.keyboard.press('ArrowDown');
    }
    await page.keyboard.press('Space');
    await expect(checkbox).toBeChecked();
    await expect(selectedChips(page, 'es')).toHaveText([place.genre]);

    // From the search box, Down goes to the first result.
    await searchBox(page, 'es').fill('cyberpunk');
    await searchBox(page, 'es').press('ArrowDown');
    await expect(genreCheckbox(page, await genreName('es', 'cyberpunk'))).toBeFocused();
  });
});

test.describe('genre picker loading', () => {
  test('a catalogue that fails to load says so and loads on retry', async ({ page }) => {
    await signUpThroughApi(page, uniqueEmail('genres-retry'));
    const lockedRoom = await genreName('en', 'locked-room-mystery');
    // The English catalogue's chunk is the script that names its genres.
    let failing = true;
    await page.route('**/assets/*.js', async (route) => {
      const response = await route.fetch();
      if (failing && (await response.text()).includes(lockedRoom)) await route.abort('failed');
      else await route.fulfill({ response });
    });
    await page.goto(ROUTE_TABLE.home.en);
    const alert = page.getByRole('alert').filter({ hasText: text('en', 'genres.loadError') });
    await expect(alert).toBeVisible();

    failing = false;
    await alert.getByRole('button', { name: text('en', 'genres.retry') }).click();
    await expect(searchBox(page, 'en')).toBeVisible();
    await expect(alert).toBeHidden();
  });
});
