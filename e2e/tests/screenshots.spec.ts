import type { Page } from '@playwright/test';
import { MAX_SELECTED_GENRES } from '@plume/core/genres';
import { LANGUAGES, type Language } from '@plume/core/i18n';
import { ROUTE_TABLE } from '@plume/core/routes';
import { text } from './messages';
import {
  emailField,
  expect,
  passwordField,
  signUpThroughApi,
  test,
  uniqueEmail,
  validResetPath,
} from './support/accounts';
import {
  buyThroughForm,
  cancelButton,
  openOffers,
  packageRadio,
  payButton,
} from './support/credits';
import { openMoreActions, starButton } from './support/favourites';
import {
  expectIdeaWritten,
  generateButton,
  generationPanel,
  modeRadio,
  pickGenre,
} from './support/generation';
import { branchButton, genreCheckbox, genreName, genrePlace, searchBox } from './support/genres';

/**
 * Screenshots of every screen in each language at desktop and phone widths, light and
 * dark, into the git-ignored screenshots/ folder, for a person to look at
 * (`npm run screenshots`). Each one also checks that nothing overflows the width of the
 * screen.
 */
interface Screen {
  name: string;
  /** Where the screen is; `resetPath` is a reset link the server accepts, made for the run. */
  path: (language: Language, links: { resetPath: string }) => string;
  /** Brings the screen into the state worth looking at, once it is shown. */
  prepare?: (page: Page, language: Language) => Promise<void>;
}

const SIGNED_OUT: Screen[] = [
  { name: 'home', path: (language) => ROUTE_TABLE.home[language] },
  { name: 'sign-in', path: (language) => ROUTE_TABLE.signIn[language] },
  {
    name: 'sign-up',
    path: (language) => ROUTE_TABLE.signUp[language],
    // The meter half way (three requirements of five) and a confirmation that differs.
    prepare: async (page, language) => {
      await passwordField(page, language).fill('Plume7');
      await passwordField(page, language, 'auth.confirmPassword').fill('Plume');
    },
  },
  {
    name: 'sign-in-refused',
    path: (language) => ROUTE_TABLE.signIn[language],
    // The refusal's toast where it stands: below the header, or at the bottom of a phone.
    prepare: async (page, language) => {
      await emailField(page, language).fill(uniqueEmail('nobody'));
      await passwordField(page, language).fill('Not-The-Password1');
      await page.getByRole('button', { name: text(language, 'auth.signIn') }).click();
      const toast = page
        .getByRole('status')
        .filter({ hasText: text(language, 'errors.invalidCredentials') });
      await expect(toast).toBeVisible();
      await toast.evaluate((element) =>
        Promise.all(
          element.getAnimations({ subtree: true }).map((animation) => animation.finished),
        ),
      );
    },
  },
  { name: 'forgot-password', path: (language) => ROUTE_TABLE.forgotPassword[language] },
  {
    name: 'reset-password',
    path: (_language, { resetPath }) => resetPath,
    prepare: async (page, language) => {
      await passwordField(page, language, 'reset.newPassword').fill('Quill&Ink');
    },
  },
  {
    name: 'reset-invalid-link',
    path: (language) => `${ROUTE_TABLE.resetPassword[language]}?token=expired`,
  },
  { name: 'payment-success', path: (language) => ROUTE_TABLE.paymentSuccess[language] },
  { name: 'payment-cancel', path: (language) => ROUTE_TABLE.paymentCancel[language] },
];

/** A word of each language that the keyword dictionaries know, for the suggestions. */
const KEYWORD: Record<Language, string> = { fr: 'magie', en: 'magic', es: 'magia' };

/** Ticks a genre from the tree, opening its category and sub-category. */
async function pickFromTree(page: Page, language: Language, id: string) {
  const place = await genrePlace(language, id);
  const category = branchButton(page, place.category);
  if ((await category.getAttribute('aria-expanded')) !== 'true') await category.click();
  const subcategory = branchButton(page, place.subcategory);
  if ((await subcategory.getAttribute('aria-expanded')) !== 'true') await subcategory.click();
  await genreCheckbox(page, place.genre).check();
}

/** Notes and things to avoid for the brief, as a writer of each language would put them. */
const BRIEF: Record<Language, { notes: string; avoid: string }> = {
  fr: {
    notes:
      "Une gardienne sourde veille sur le phare de Sandwick, aux Shetland. Chaque nuit, un bateau qu'aucune carte ne connaît passe au large.",
    avoid: 'prophétie, élu, amnésie',
  },
  en: {
    notes:
      'A deaf keeper guards the Sandwick lighthouse in the Shetlands. Every night a boat no chart knows sails past.',
    avoid: 'prophecy, chosen one, amnesia',
  },
  es: {
    notes:
      'Una farera sorda vigila el faro de Sandwick, en las Shetland. Cada noche pasa a lo lejos un barco que ninguna carta conoce.',
    avoid: 'profecía, elegido, amnesia',
  },
};

/** A writer's own note on an idea, on two lines. */
const NOTE: Record<Language, string> = {
  fr: "À envoyer d'abord à Maud.\nLa gardienne du phare pourrait être sa grand-mère, celle qui ne parlait jamais de la guerre.",
  en: 'Send it to Maud first.\nThe lighthouse keeper could be her grandmother, the one who never spoke of the war.',
  es: 'Enviárselo primero a Maud.\nLa farera podría ser su abuela, la que nunca hablaba de la guerra.',
};

const SIGNED_IN: Screen[] = [
  {
    name: 'home-signed-in',
    path: (language) => ROUTE_TABLE.home[language],
    prepare: async (page, language) => {
      await expect(searchBox(page, language)).toBeVisible();
    },
  },
  {
    name: 'brief',
    path: (language) => ROUTE_TABLE.home[language],
    // The brief unfolded and filled in; the idea's language is left alone, as the browser
    // remembers it for the screens after this one.
    prepare: async (page, language) => {
      const panel = generationPanel(page, language);
      const summary = panel.locator('summary').filter({ hasText: text(language, 'brief.title') });
      await summary.click();
      await panel
        .getByLabel(text(language, 'brief.notes'), { exact: true })
        .fill(BRIEF[language].notes);
      await panel
        .getByLabel(text(language, 'brief.avoid'), { exact: true })
        .fill(BRIEF[language].avoid);
      await expect(summary).toContainText(text(language, 'brief.filled'));
    },
  },
  {
    name: 'genre-tree',
    path: (language) => ROUTE_TABLE.home[language],
    prepare: async (page, language) => {
      await pickFromTree(page, language, 'cozy-mystery');
      await pickFromTree(page, language, 'locked-room-mystery');
    },
  },
  {
    name: 'genre-search',
    path: (language) => ROUTE_TABLE.home[language],
    // A few genres chosen, then a search showing keyword suggestions and results.
    prepare: async (page, language) => {
      await pickFromTree(page, language, 'cozy-mystery');
      const spaceOpera = await genreName(language, 'space-opera');
      await searchBox(page, language).fill(spaceOpera);
      await genreCheckbox(page, spaceOpera).check();
      await searchBox(page, language).fill(KEYWORD[language]);
      await page
        .getByRole('region', {
          name: text(language, 'genres.suggestionsFor', { keyword: KEYWORD[language] }),
        })
        .getByRole('button', { pressed: false })
        .first()
        .click();
    },
  },
  {
    name: 'genre-limit',
    path: (language) => ROUTE_TABLE.home[language],
    prepare: async (page, language) => {
      // A category's name finds all its genres: more than enough.
      await searchBox(page, language).fill((await genrePlace(language, 'epic-fantasy')).category);
      const unticked = page.getByRole('checkbox', { checked: false });
      for (let picked = 0; picked < MAX_SELECTED_GENRES; picked++) {
        await unticked.first().check();
      }
      await expect(page.getByText(text(language, 'genres.maxReached'))).toBeVisible();
      await searchBox(page, language).fill('');
    },
  },
  {
    name: 'generation-detailed',
    path: (language) => ROUTE_TABLE.home[language],
    prepare: async (page, language) => {
      await pickGenre(page, language, 'space-opera');
      await modeRadio(page, language, 'detailed').check();
      await generateButton(page, language).click();
      await expectIdeaWritten(page, language);
    },
  },
  {
    name: 'history',
    path: (language) => ROUTE_TABLE.home[language],
    // Two more ideas (the detailed one is there already), the newest opened in full.
    prepare: async (page, language) => {
      await pickGenre(page, language, 'cozy-mystery');
      await modeRadio(page, language, 'key-points').check();
      await generateButton(page, language).click();
      await expectIdeaWritten(page, language);
      await modeRadio(page, language, 'random-genres').check();
      await generateButton(page, language).click();
      await expectIdeaWritten(page, language);
      const history = page.getByRole('region', { name: text(language, 'history.title') });
      await expect(history.getByRole('article')).toHaveCount(3);
      await history
        .getByRole('article')
        .nth(1)
        .getByRole('button', { name: text(language, 'history.expand') })
        .click();
    },
  },
  {
    name: 'history-develop',
    path: (language) => ROUTE_TABLE.home[language],
    // The newest idea (random genres) developed into key points: its line, and the form.
    prepare: async (page, language) => {
      const history = page.getByRole('region', { name: text(language, 'history.title') });
      const newest = history.getByRole('article').first();
      const develop = { name: text(language, 'develop.open'), exact: true };
      await newest.getByRole('button', develop).click();
      await newest.getByRole('button', { name: text(language, 'develop.submit') }).click();
      await expectIdeaWritten(page, language);
      await expect(history.getByRole('article')).toHaveCount(4);
      await history.getByRole('article').nth(1).getByRole('button', develop).click();
    },
  },
  {
    name: 'history-redraw',
    path: (language) => ROUTE_TABLE.home[language],
    // The newest idea redrawn keeping its lead and setting: the line both ways, and the
    // form open on the new idea with its lead locked.
    prepare: async (page, language) => {
      const history = page.getByRole('region', { name: text(language, 'history.title') });
      const redraw = { name: text(language, 'redraw.open'), exact: true };
      const lock = (element: string) => ({
        name: text(language, 'redraw.keepLabel', {
          element: text(language, `redraw.elements.${element}`),
        }),
      });
      const newest = history.getByRole('article').first();
      await openMoreActions(newest, language);
      await newest.getByRole('button', redraw).click();
      await newest.getByRole('button', lock('lead')).click();
      await newest.getByRole('button', lock('setting')).click();
      await newest.getByRole('button', { name: text(language, 'redraw.submit') }).click();
      await expectIdeaWritten(page, language);
      await expect(history.getByRole('article')).toHaveCount(5);
      await openMoreActions(history.getByRole('article').first(), language);
      await history.getByRole('article').first().getByRole('button', redraw).click();
      await history.getByRole('article').first().getByRole('button', lock('lead')).click();
    },
  },
  {
    name: 'history-no-results',
    path: (language) => ROUTE_TABLE.home[language],
    prepare: async (page, language) => {
      const history = page.getByRole('region', { name: text(language, 'history.title') });
      await history
        .getByRole('searchbox', { name: text(language, 'history.searchLabel') })
        .fill('xqzwv');
      await expect(history.getByText(text(language, 'history.noResults'))).toBeVisible();
    },
  },
  {
    name: 'history-keep',
    path: (language) => ROUTE_TABLE.home[language],
    // The newest idea starred, a note written on it, its export formats open.
    prepare: async (page, language) => {
      const newest = page
        .getByRole('region', { name: text(language, 'history.title') })
        .getByRole('article')
        .first();
      await starButton(newest, language).click();
      await expect(starButton(newest, language)).toHaveAttribute('aria-pressed', 'true');
      await newest.getByRole('button', { name: text(language, 'note.add') }).click();
      await newest.getByLabel(text(language, 'note.title'), { exact: true }).fill(NOTE[language]);
      await expect(newest.getByRole('status')).toHaveText(text(language, 'note.saved'));
      await newest.getByRole('button', { name: text(language, 'note.done') }).click();
      await openMoreActions(newest, language);
      await newest.getByRole('button', { name: text(language, 'export.open') }).click();
      await expect(
        newest.getByRole('link', { name: text(language, 'export.print') }),
      ).toBeVisible();
    },
  },
  {
    name: 'print-view',
    path: (language) => ROUTE_TABLE.home[language],
    // The print view of that idea, with its note, as its export link opens it.
    prepare: async (page, language) => {
      const newest = page
        .getByRole('region', { name: text(language, 'history.title') })
        .getByRole('article')
        .first();
      await openMoreActions(newest, language);
      await newest.getByRole('button', { name: text(language, 'export.open') }).click();
      const href = await newest
        .getByRole('link', { name: text(language, 'export.print') })
        .getAttribute('href');
      await page.goto(href as string);
      await expect(page.getByText(NOTE[language].split('\n')[0] as string)).toBeVisible();
    },
  },
  {
    name: 'change-password',
    path: (language) => ROUTE_TABLE.changePassword[language],
    prepare: async (page, language) => {
      await passwordField(page, language, 'changePassword.new').fill('Quill&Ink');
    },
  },
  {
    name: 'delete-account',
    path: (language) => ROUTE_TABLE.deleteAccount[language],
    prepare: async (page, language) => {
      await passwordField(page, language, 'deleteAccount.password').fill('Quill&Ink');
    },
  },
];

/**
 * A purchase through the local checkout: the offers open with a package chosen, the test
 * payment page, then the success and the cancel screens it returns to.
 */
const CREDITS: Screen[] = [
  {
    name: 'credits-offers',
    path: (language) => ROUTE_TABLE.home[language],
    prepare: async (page, language) => {
      await openOffers(page, language);
      await packageRadio(page, language, '60_credits').check();
    },
  },
  {
    name: 'credits-checkout',
    path: (language) => ROUTE_TABLE.home[language],
    prepare: (page, language) => buyThroughForm(page, language, '25_credits'),
  },
  {
    name: 'credits-success',
    path: (language) => ROUTE_TABLE.home[language],
    prepare: async (page, language) => {
      await buyThroughForm(page, language, '10_credits');
      await payButton(page, language).click();
      await expect(
        page.getByRole('status').filter({ hasText: text(language, 'credits.added') }),
      ).toBeVisible();
    },
  },
  {
    name: 'credits-cancel',
    path: (language) => ROUTE_TABLE.home[language],
    prepare: async (page, language) => {
      await buyThroughForm(page, language, '10_credits');
      await cancelButton(page, language).click();
      await expect(page.getByRole('heading', { level: 1 })).toHaveText(
        text(language, 'payment.cancelTitle'),
      );
    },
  },
];

const WIDTHS = [
  { name: 'desktop', width: 1280, height: 800 },
  { name: 'mobile', width: 375, height: 740 },
];

const OUT = new URL('../../screenshots/', import.meta.url).pathname;

async function expectNoOverflow(page: Page, name: string) {
  const overflow = await page.evaluate(
    () => document.documentElement.scrollWidth - window.innerWidth,
  );
  expect(overflow, `${name} overflows by ${overflow}px`).toBeLessThanOrEqual(0);
}

for (const viewport of WIDTHS) {
  for (const colorScheme of ['light', 'dark'] as const) {
    test.describe(`${viewport.name} ${colorScheme}`, () => {
      test.use({ viewport, colorScheme });

      for (const language of LANGUAGES as readonly Language[]) {
        test(`screens in ${language}`, async ({ page }) => {
          // A dozen screens in one test, each loaded and prepared: more than the default time.
          test.slow();
          const file = (name: string) =>
            `${OUT}${language}-${name}-${viewport.name}-${colorScheme}.png`;
          // The reset form needs a link the server accepts, checked before it is drawn.
          const resetPath = await validResetPath(language);

          const shoot = async ({ name, path, prepare }: Screen) => {
            await page.goto(path(language, { resetPath }));
            await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
            await prepare?.(page, language);
            // Filling a field scrolls; a full-page shot taken there repeats the sticky header.
            await page.evaluate(async () => {
              window.scrollTo(0, 0);
              await document.fonts.ready;
            });
            await expectNoOverflow(page, name);
            await page.screenshot({ path: file(name), fullPage: true });
          };

          for (const screen of SIGNED_OUT) await shoot(screen);

          await signUpThroughApi(page, uniqueEmail(`shots-${language}`));
          for (const screen of SIGNED_IN) await shoot(screen);
          for (const screen of CREDITS) await shoot(screen);

          await page.goto(ROUTE_TABLE.home[language]);
          if (viewport.name === 'desktop') {
            await page.getByTestId('account-menu').click();
            await expect(page.getByRole('menu')).toBeVisible();
            await page.screenshot({ path: file('account-menu') });
          } else {
            await page.getByRole('button', { name: text(language, 'nav.openMenu') }).click();
            await expect(page.getByRole('dialog')).toBeVisible();
            await page.screenshot({ path: file('mobile-menu-signed-in') });
          }
        });
      }
    });
  }
}

test.describe('menus', () => {
  test.use({ viewport: { width: 375, height: 740 } });

  test('mobile menu and language dropdown', async ({ page }) => {
    await page.goto('/es');
    await page.getByRole('button', { name: /men/i }).click();
    await expect(page.getByRole('dialog')).toBeVisible();
    await page.screenshot({ path: `${OUT}es-mobile-menu.png` });
    await page.keyboard.press('Escape');
    await page.setViewportSize({ width: 1280, height: 800 });
    await page.getByTestId('language-switcher').click();
    await expect(page.getByRole('menu')).toBeVisible();
    await page.screenshot({ path: `${OUT}es-language-menu.png` });
  });
});
