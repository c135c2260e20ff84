import type { Locator, Page } from '@playwright/test';
import type { Language } from '@plume/core/i18n';
import { ROUTE_TABLE } from '@plume/core/routes';
import { text } from './messages';
import {
  emailField,
  expect,
  expectSignedIn,
  PASSWORD,
  passwordField,
  signUpThroughApi,
  test,
  uniqueEmail,
  validResetPath,
} from './support/accounts';
import { appStarted } from './support/app-started';
import { checkAccessibility } from './support/axe';
import {
  buyButton,
  buyThroughForm,
  openOffers,
  packageRadio,
  payButton,
  purchaseBlock,
  refundCheckbox,
} from './support/credits';
import { openMoreActions } from './support/favourites';
import {
  expectIdeaWritten,
  GENERATION_WAIT,
  generateButton,
  generationPanel,
  ideaTitle,
  modeRadio,
  pickGenre,
  successToast,
} from './support/generation';
import {
  branchButton,
  expectSelectedCount,
  genreCheckbox,
  genreName,
  genrePlace,
  searchBox,
} from './support/genres';
import { expectVisibleFocus, moveFocusTo, press } from './support/keyboard';

/**
 * axe on every screen (docs/PRODUCT.md, Screens), light and dark: no serious or critical
 * violation. Each screen is checked in the state worth checking (a search with its
 * suggestions, an idea written, an entry opened, a menu open...). Every screen is scanned in
 * French, the default language; English and Spanish scan the screens their words change
 * most (the sign-in and sign-up forms, the desk with an idea and its history) in the light
 * theme: axe reads structure, names and colours, which the language does not change, and
 * each page's `lang` is checked wherever it is scanned (docs/decisions/027).
 */

const DESKTOP = { width: 1280, height: 800 };
const PHONE = { width: 375, height: 740 };

/** A word of each language that the keyword dictionaries know, for the suggestions. */
const KEYWORD: Record<Language, string> = { fr: 'magie', en: 'magic', es: 'magia' };

/** A screen loaded: the desk's code comes lazily, slow on a machine busy with other journeys. */
async function visit(page: Page, path: string) {
  await page.goto(path);
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible({ timeout: 15_000 });
  await appStarted(page);
}

function historyRegion(page: Page, language: Language) {
  return page.getByRole('region', { name: text(language, 'history.title') });
}

async function openMobileMenu(page: Page, language: Language) {
  await page.setViewportSize(PHONE);
  await page.getByRole('button', { name: text(language, 'nav.openMenu') }).click();
  await expect(page.getByRole('dialog')).toBeVisible();
}

/**
 * axe on the page in the light theme, then its colour rules in the dark one (the themes are
 * CSS media queries, so one journey serves both); the page must also say it is in this
 * language (axe checks only that it says one).
 */
async function check(page: Page, language: Language, screen: string) {
  await expect(page.locator('html'), `${screen}: lang`).toHaveAttribute('lang', language);
  await page.emulateMedia({ colorScheme: 'light' });
  await checkAccessibility(page, `${screen} (${language}, light)`);
  await page.emulateMedia({ colorScheme: 'dark' });
  await checkAccessibility(page, `${screen} (${language}, dark)`, { coloursOnly: true });
  await page.emulateMedia({ colorScheme: 'light' });
}

/**
 * Writes an idea and waits for its "ready" toast to go before the scans that follow: the
 * toast lasts 2 s, less than a scan on a busy machine, and one fading out under axe would be
 * measured half transparent. Its colours are the theme's surface, ink and line, which every
 * scan checks on the cards. The pointer leaves the generate button, so it cannot hold the
 * toast (react-hot-toast pauses its toasts while one is hovered).
 */
async function writeIdea(page: Page, language: Language) {
  await generateButton(page, language).click();
  await page.mouse.move(0, 0);
  // Seen first: the toast library loads with the first toast, after the idea is shown.
  await expect(successToast(page, language)).toBeVisible(GENERATION_WAIT);
  await expect(successToast(page, language)).toBeHidden(GENERATION_WAIT);
  await expectIdeaWritten(page, language);
}

/** The brief unfolded and its notes filled in; its summary, to fold it again. */
async function fillBrief(page: Page, language: Language) {
  const brief = generationPanel(page, language)
    .locator('summary')
    .filter({ hasText: text(language, 'brief.title') });
  await brief.click();
  await generationPanel(page, language)
    .getByLabel(text(language, 'brief.notes'), { exact: true })
    .fill(text(language, 'brief.notesPlaceholder'));
  await expect(brief).toContainText(text(language, 'brief.filled'));
  return brief;
}

/** The other languages' scan: the screens whose words differ most, light theme only. */
async function checkLight(page: Page, language: Language, screen: string) {
  await expect(page.locator('html'), `${screen}: lang`).toHaveAttribute('lang', language);
  await checkAccessibility(page, `${screen} (${language}, light)`);
}

test.describe('axe in English and Spanish', () => {
  test.use({ viewport: DESKTOP });

  for (const language of ['en', 'es'] as const) {
    test(`the sign-in and sign-up forms, the desk with an idea and its history in ${language}`, async ({
      page,
    }) => {
      test.setTimeout(120_000);
      await visit(page, ROUTE_TABLE.home[language]);
      await checkLight(page, language, 'home');
      await visit(page, ROUTE_TABLE.signUp[language]);
      await passwordField(page, language).fill('Plume7');
      await passwordField(page, language, 'auth.confirmPassword').fill('Plume');
      await checkLight(page, language, 'sign-up, filled in');

      await signUpThroughApi(page, uniqueEmail(`axe-${language}`));
      await visit(page, ROUTE_TABLE.home[language]);
      await pickGenre(page, language, 'space-opera');
      await modeRadio(page, language, 'key-points').check();
      await writeIdea(page, language);
      await checkLight(page, language, 'generation panel with an idea');
      await expect(historyRegion(page, language).getByRole('article')).toHaveCount(1);
      await checkLight(page, language, 'history with an entry');
    });
  }
});

test.describe('axe, light and dark, in French', () => {
  test.use({ viewport: DESKTOP });
  const language: Language = 'fr';
  test(`signed-out screens in ${language}`, async ({ page }) => {
    // A dozen screens, each loaded and scanned: well over the default 30 s.
    test.setTimeout(180_000);
    const screens: [string, string][] = [
      ['home', ROUTE_TABLE.home[language]],
      ['sign-in', ROUTE_TABLE.signIn[language]],
      ['sign-up', ROUTE_TABLE.signUp[language]],
      ['forgot password', ROUTE_TABLE.forgotPassword[language]],
      ['payment success', ROUTE_TABLE.paymentSuccess[language]],
      ['payment cancel', ROUTE_TABLE.paymentCancel[language]],
    ];
    for (const [name, path] of screens) {
      await visit(page, path);
      await check(page, language, name);
    }

    await visit(page, ROUTE_TABLE.signUp[language]);
    // The meter half way and a confirmation that differs: every hint is shown.
    await passwordField(page, language).fill('Plume7');
    await passwordField(page, language, 'auth.confirmPassword').fill('Plume');
    await check(page, language, 'sign-up, filled in');

    // The reset screen once the link is checked: the form, then the invalid-link message.
    await visit(page, await validResetPath(language));
    await expect(passwordField(page, language, 'reset.newPassword')).toBeVisible();
    await check(page, language, 'reset password');
    await passwordField(page, language, 'reset.newPassword').fill('Quill&Ink');
    await check(page, language, 'reset password, filled in');

    await visit(page, `${ROUTE_TABLE.resetPassword[language]}?token=expired`);
    await expect(page.getByText(text(language, 'reset.invalidText'))).toBeVisible();
    await check(page, language, 'reset password, invalid link');

    await visit(page, ROUTE_TABLE.home[language]);
    await page.getByTestId('language-switcher').click();
    await expect(page.getByRole('menu')).toBeVisible();
    await check(page, language, 'language menu');

    await visit(page, ROUTE_TABLE.home[language]);
    await openMobileMenu(page, language);
    await check(page, language, 'mobile menu, signed out');
  });

  // The signed-in screens in three journeys, each on an account of its own, so that they
  // share the two workers.
  test(`the desk, its brief, the genre picker and the purchase in ${language}`, async ({
    page,
  }) => {
    test.setTimeout(120_000);
    await signUpThroughApi(page, uniqueEmail(`axe-${language}`));

    await visit(page, ROUTE_TABLE.home[language]);
    await expect(searchBox(page, language)).toBeVisible();
    await check(page, language, 'desk');

    const brief = await fillBrief(page, language);
    await check(page, language, 'desk, brief open');
    await brief.click();

    // The tree opened down to a genre, ticked.
    const place = await genrePlace(language, 'cozy-mystery');
    await branchButton(page, place.category).click();
    await branchButton(page, place.subcategory).click();
    await genreCheckbox(page, place.genre).check();
    await check(page, language, 'genre tree');

    await searchBox(page, language).fill(KEYWORD[language]);
    await expect(
      page.getByRole('region', {
        name: text(language, 'genres.suggestionsFor', { keyword: KEYWORD[language] }),
      }),
    ).toBeVisible();
    await check(page, language, 'genre search with suggestions');
    await searchBox(page, language).fill('');

    await visit(page, ROUTE_TABLE.home[language]);
    await openOffers(page, language);
    await packageRadio(page, language, '60_credits').check();
    await check(page, language, 'purchase block opened');

    await visit(page, ROUTE_TABLE.home[language]);
    await buyThroughForm(page, language, '25_credits');
    await check(page, language, 'local checkout');
  });

  test(`an idea and the history's states in ${language}`, async ({ page }) => {
    // Two ideas written and a dozen states of their cards scanned: 1.7 min alone, over
    // 3 min in CI beside the unit tests.
    test.setTimeout(300_000);
    await signUpThroughApi(page, uniqueEmail(`axe-${language}`));
    await visit(page, ROUTE_TABLE.home[language]);
    // Folded again, the brief's notes go with the ideas, so the cards carry a brief of their own.
    await (await fillBrief(page, language)).click();
    await pickGenre(page, language, 'cozy-mystery');

    await modeRadio(page, language, 'detailed').check();
    await writeIdea(page, language);
    await check(page, language, 'generation panel with an idea');

    await pickGenre(page, language, 'space-opera');
    await modeRadio(page, language, 'key-points').check();
    await writeIdea(page, language);
    const history = historyRegion(page, language);
    await expect(history.getByRole('article')).toHaveCount(2);
    await check(page, language, 'history with entries');

    const chip = history
      .getByRole('group', { name: text(language, 'history.filtersLabel') })
      .getByRole('button')
      .first();
    await chip.click();
    await expect(chip).toHaveAttribute('aria-pressed', 'true');
    // The list is dimmed until the filtered entries arrive: axe measures them after.
    await expect(
      history.getByRole('list').filter({ has: page.getByRole('article') }),
    ).not.toHaveAttribute('aria-busy', 'true');
    await check(page, language, 'history filtered by a genre');
    await chip.click();
    await expect(history.getByRole('article')).toHaveCount(2);

    const entry = history.getByRole('article').first();
    await entry.getByRole('button', { name: text(language, 'history.expand') }).click();
    await check(page, language, 'history, an entry opened');

    // The newest idea is in key points: it can become a detailed one.
    const develop = entry.getByRole('button', {
      name: text(language, 'develop.open'),
      exact: true,
    });
    await develop.click();
    await expect(entry.getByRole('radio')).toHaveCount(1);
    await check(page, language, 'history, develop form opened');
    await develop.click();

    // Its story elements, the lead locked.
    await openMoreActions(entry, language);
    const redraw = entry.getByRole('button', { name: text(language, 'redraw.open'), exact: true });
    await redraw.click();
    const lead = entry.getByRole('button', {
      name: text(language, 'redraw.keepLabel', {
        element: text(language, 'redraw.elements.lead'),
      }),
    });
    await lead.click();
    await expect(lead).toHaveAttribute('aria-pressed', 'true');
    await check(page, language, 'history, redraw form opened, the lead locked');
    await redraw.click();

    // Starred, a note being written (saved as it is typed) and the export formats open.
    const star = entry.getByRole('button', {
      name: text(language, 'favourites.star'),
      exact: true,
    });
    await star.click();
    await expect(star).toHaveAttribute('aria-pressed', 'true');
    await entry.getByRole('button', { name: text(language, 'note.add') }).click();
    await entry
      .getByLabel(text(language, 'note.title'), { exact: true })
      .fill(text(language, 'note.placeholder'));
    await expect(entry.getByRole('status')).toHaveText(
      text(language, 'note.saved'),
      GENERATION_WAIT,
    );
    await openMoreActions(entry, language);
    await entry.getByRole('button', { name: text(language, 'export.open') }).click();
    const printLink = entry.getByRole('link', { name: text(language, 'export.print') });
    await expect(printLink).toBeVisible();
    const printPath = (await printLink.getAttribute('href')) as string;
    await check(page, language, 'history, a note being written, the export formats open');
    await entry.getByRole('button', { name: text(language, 'note.done') }).click();

    // The favourites alone, with their Word export.
    const favourites = history.getByRole('button', {
      name: text(language, 'favourites.filter'),
      exact: true,
    });
    await favourites.click();
    await expect(history.getByRole('article')).toHaveCount(1, GENERATION_WAIT);
    await expect(
      history.getByRole('link', { name: text(language, 'favourites.export') }),
    ).toBeVisible();
    await check(page, language, 'history, favourites only');
    await favourites.click();
    await expect(history.getByRole('article')).toHaveCount(2, GENERATION_WAIT);

    await openMoreActions(entry, language);
    await entry.getByRole('button', { name: text(language, 'history.delete') }).click();
    await expect(entry.getByText(text(language, 'history.confirmDelete'))).toBeVisible();
    await check(page, language, 'history, delete confirmation');

    await history
      .getByRole('searchbox', { name: text(language, 'history.searchLabel') })
      .fill('xqzwv');
    await expect(history.getByText(text(language, 'history.noResults'))).toBeVisible();
    await check(page, language, 'history, no results');

    // The starred idea's print view, with its note.
    await visit(page, printPath);
    await expect(page.getByText(text(language, 'note.placeholder'))).toBeVisible();
    await check(page, language, 'print view');
  });

  test(`the account's screens and menus in ${language}`, async ({ page }) => {
    test.setTimeout(120_000);
    await signUpThroughApi(page, uniqueEmail(`axe-${language}`));

    await visit(page, ROUTE_TABLE.changePassword[language]);
    await passwordField(page, language, 'changePassword.new').fill('Quill&Ink');
    await check(page, language, 'change password');

    await visit(page, ROUTE_TABLE.deleteAccount[language]);
    await passwordField(page, language, 'deleteAccount.password').fill('Quill&Ink');
    await check(page, language, 'delete account');

    await visit(page, ROUTE_TABLE.home[language]);
    await page.getByTestId('account-menu').click();
    await expect(page.getByRole('menu')).toBeVisible();
    await check(page, language, 'account menu');

    await visit(page, ROUTE_TABLE.home[language]);
    await page.getByTestId('language-switcher').click();
    await expect(page.getByRole('menu')).toBeVisible();
    await check(page, language, 'language menu, signed in');

    await visit(page, ROUTE_TABLE.home[language]);
    await openMobileMenu(page, language);
    await check(page, language, 'mobile menu, signed in');
  });
});

test.describe('keyboard only', () => {
  test.use({ viewport: DESKTOP });

  test('in English: sign in, pick genres from the search and the tree, write ideas, search, open and delete an entry, buy credits, focus always visible', async ({
    page,
    context,
  }) => {
    // Two ideas written and a purchase started, every stop checked, on a shared server.
    test.setTimeout(240_000);
    const language = 'en';
    const email = uniqueEmail('keyboard');
    await signUpThroughApi(page, email);
    await context.clearCookies();

    // Sign in.
    await visit(page, ROUTE_TABLE.signIn[language]);
    await moveFocusTo(page, emailField(page, language));
    await page.keyboard.type(email);
    await press(page, 'Tab');
    await expect(passwordField(page, language)).toBeFocused();
    await page.keyboard.type(PASSWORD);
    const signIn = page.getByRole('button', { name: text(language, 'auth.signIn') });
    await moveFocusTo(page, signIn);
    await page.keyboard.press('Enter');
    await expectSignedIn(page, language, email);

    // A genre through the search: typed, then Down into the results and Space.
    await moveFocusTo(page, searchBox(page, language));
    const found = await genreName(language, 'space-opera');
    await page.keyboard.type(found);
    await moveFocusTo(page, genreCheckbox(page, found), 'ArrowDown');
    await press(page, 'Space');
    await expectSelectedCount(page, language, 1);

    // Another through the tree: Right opens a branch, Down walks the rows.
    await moveFocusTo(page, searchBox(page, language), 'Shift+Tab');
    await page.keyboard.press('Control+A');
    await page.keyboard.press('Backspace');
    const place = await genrePlace(language, 'cozy-mystery');
    await moveFocusTo(page, branchButton(page, place.category), 'ArrowDown');
    await press(page, 'ArrowRight');
    await expect(branchButton(page, place.category)).toHaveAttribute('aria-expanded', 'true');
    await moveFocusTo(page, branchButton(page, place.subcategory), 'ArrowDown');
    await press(page, 'ArrowRight');
    await moveFocusTo(page, genreCheckbox(page, place.genre), 'ArrowDown');
    await press(page, 'Space');
    await expectSelectedCount(page, language, 2);

    // Both chips removed from the keyboard: focus goes to the other chip, then to the
    // chips' heading; then the tree's genre is ticked again.
    const removeChip = (name: string) =>
      page.getByRole('button', { name: text(language, 'genres.remove', { name }) });
    await moveFocusTo(page, removeChip(place.genre), 'Shift+Tab', 150);
    await press(page, 'Enter');
    await expect(removeChip(found)).toBeFocused();
    await press(page, 'Enter');
    await expect(
      page.getByRole('heading', { name: text(language, 'genres.selectedTitle') }),
    ).toBeFocused();
    await expectSelectedCount(page, language, 0);
    await moveFocusTo(page, searchBox(page, language));
    await moveFocusTo(page, genreCheckbox(page, place.genre), 'ArrowDown', 150);
    await press(page, 'Space');
    await expectSelectedCount(page, language, 1);

    // An idea from them, the mode chosen with the arrows; then one on random genres.
    await moveFocusTo(
      page,
      generationPanel(page, language).getByRole('radio', { checked: true }),
      'Tab',
      150,
    );
    await moveFocusTo(page, modeRadio(page, language, 'detailed'), 'ArrowDown');
    await expect(modeRadio(page, language, 'detailed')).toBeChecked();
    await moveFocusTo(page, generateButton(page, language));
    await page.keyboard.press('Enter');
    await expectIdeaWritten(page, language);
    const title = (await ideaTitle(page, language).innerText()).trim();

    await moveFocusTo(page, modeRadio(page, language, 'detailed'), 'Shift+Tab');
    await moveFocusTo(page, modeRadio(page, language, 'random-genres'), 'ArrowDown');
    await moveFocusTo(page, generateButton(page, language));
    await page.keyboard.press('Enter');
    await expectIdeaWritten(page, language);
    const history = historyRegion(page, language);
    await expect(history.getByRole('article')).toHaveCount(2, GENERATION_WAIT);

    // The history: a search for the first idea, opened, then deleted after a change of mind.
    const historySearch = history.getByRole('searchbox', {
      name: text(language, 'history.searchLabel'),
    });
    await moveFocusTo(page, historySearch, 'Tab', 150);
    await page.keyboard.type(title);
    const entry = history.getByRole('article').filter({ hasText: title });
    await expect(history.getByRole('article')).toHaveCount(1, GENERATION_WAIT);
    const readMore = entry.getByRole('button', { name: text(language, 'history.expand') });
    await moveFocusTo(page, readMore);
    await press(page, 'Enter');
    await expect(
      entry.getByRole('button', { name: text(language, 'history.collapse') }),
    ).toHaveAttribute('aria-expanded', 'true');
    const more = entry.getByRole('button', { name: text(language, 'history.moreActions') });
    await moveFocusTo(page, more);
    await press(page, 'Enter');
    await expect(more).toHaveAttribute('aria-expanded', 'true');
    const deleteButton = entry.getByRole('button', { name: text(language, 'history.delete') });
    await moveFocusTo(page, deleteButton);
    await press(page, 'Enter');
    const confirm = entry.getByRole('button', { name: text(language, 'history.confirmDeleteYes') });
    await expect(confirm).toBeFocused();
    await expectVisibleFocus(page);
    await moveFocusTo(page, entry.getByRole('button', { name: text(language, 'history.cancel') }));
    await press(page, 'Enter');
    await expect(deleteButton).toBeFocused();
    await press(page, 'Enter');
    await expect(confirm).toBeFocused();
    await page.keyboard.press('Enter');
    await expect(history.getByText(text(language, 'history.noResults'))).toBeVisible(
      GENERATION_WAIT,
    );
    // The card is gone: focus goes on from the history's heading, not the top of the page.
    await expect(history.getByRole('heading', { level: 2 })).toBeFocused();
    await expectVisibleFocus(page);

    // A purchase: the offers opened, a package picked with the arrows, the refund policy
    // ticked, on to the payment page.
    await visit(page, ROUTE_TABLE.home[language]);
    await moveFocusTo(
      page,
      purchaseBlock(page, language).getByRole('button', {
        name: text(language, 'credits.purchase.showOffers'),
      }),
    );
    await press(page, 'Enter');
    await moveFocusTo(page, purchaseBlock(page, language).getByRole('radio').first());
    await press(page, 'Space');
    await moveFocusTo(page, packageRadio(page, language, '25_credits'), 'ArrowRight');
    await expect(packageRadio(page, language, '25_credits')).toBeChecked();
    await moveFocusTo(page, refundCheckbox(page, language));
    await press(page, 'Space');
    await expect(refundCheckbox(page, language)).toBeChecked();
    await moveFocusTo(page, buyButton(page, language));
    await page.keyboard.press('Enter');
    await page.waitForURL(/\/local-checkout\/local_/);
    await moveFocusTo(page, payButton(page, language));
  });
});

test.describe('reduced motion', () => {
  test.use({ viewport: DESKTOP });

  /** The longest animation and transition durations, in seconds, of an element. */
  function motionOf(locator: Locator) {
    return locator.evaluate((element) => {
      const longest = (value: string) =>
        Math.max(
          ...value
            .split(',')
            .map((part) => Number.parseFloat(part) * (part.trim().endsWith('ms') ? 0.001 : 1)),
        );
      const style = getComputedStyle(element);
      return {
        animation: longest(style.animationDuration),
        transition: longest(style.transitionDuration),
      };
    });
  }

  /**
   * The home while the session check hangs: its loading spinner stays. A session cookie
   * makes the server leave the page to the app (a signed-out visitor gets it drawn).
   */
  /**
   * The sign-in link's landing spinner, held while the session check never answers, in a
   * page of its own: the suite's pages wait for the network to go quiet after loading.
   */
  async function spinnerWhileLoading(page: Page) {
    const loading = await page.context().newPage();
    await loading.route('**/api/auth/get-session', () => {});
    await loading.goto('/auth/callback');
    const spinner = loading.getByRole('status').locator('.animate-spin');
    await expect(spinner).toBeVisible();
    return spinner;
  }

  async function treeChevron(page: Page) {
    await page.unrouteAll({ behavior: 'ignoreErrors' });
    await signUpThroughApi(page, uniqueEmail('motion'));
    await visit(page, ROUTE_TABLE.home.en);
    const place = await genrePlace('en', 'cozy-mystery');
    return branchButton(page, place.category).locator('svg');
  }

  test('moves by default: the spinner turns and the tree chevron turns smoothly', async ({
    page,
  }) => {
    expect((await motionOf(await spinnerWhileLoading(page))).animation).toBeGreaterThan(0.1);
    expect((await motionOf(await treeChevron(page))).transition).toBeGreaterThan(0.1);
  });

  test.describe('with reduced motion asked for', () => {
    test.use({ reducedMotion: 'reduce' });

    test('the spinner and the tree chevron do not move', async ({ page }) => {
      expect((await motionOf(await spinnerWhileLoading(page))).animation).toBeLessThan(0.001);
      expect((await motionOf(await treeChevron(page))).transition).toBeLessThan(0.001);
    });
  });
});
