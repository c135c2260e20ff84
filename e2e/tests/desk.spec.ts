import type { Locator, Page } from '@playwright/test';
import type { Language } from '@plume/core/i18n';
import { ROUTE_TABLE } from '@plume/core/routes';
import { text } from './messages';
import { expect, postAsApp, signUpThroughApi, test, uniqueEmail } from './support/accounts';
import { checkAccessibility } from './support/axe';
import { cancelButton, purchaseBlock } from './support/credits';
import {
  briefSummary,
  expectIdeaWritten,
  GENERATION_WAIT,
  generateBar,
  generateButton,
  generationPanel,
  historyRegion,
  idea,
  ideaTitle,
  notesField,
  pickGenre,
  successToast,
} from './support/generation';
import { searchBox } from './support/genres';

const screenshot = (name: string) =>
  new URL(`../../screenshots/${name}.png`, import.meta.url).pathname;

/** The brief's notes, opening the folded brief first when it is closed. */
async function expectNotes(page: Page, language: Language, notes: string) {
  const field = notesField(page, language);
  if (!(await field.isVisible())) await briefSummary(page, language).click();
  await expect(field).toHaveValue(notes);
}

function overlap(a: { y: number; height: number }, b: { y: number; height: number }) {
  return a.y < b.y + b.height && b.y < a.y + a.height;
}

async function boxOf(locator: Locator) {
  const box = await locator.boundingBox();
  if (!box) throw new Error('the element is not shown');
  return box;
}

test.describe('the desk', () => {
  test('keeps the brief as a draft across a reload, a language switch and the checkout', async ({
    page,
  }) => {
    test.slow();
    const notes = 'Une gardienne de phare sourde, à Ouessant';
    await signUpThroughApi(page, uniqueEmail('draft'));
    await page.goto(ROUTE_TABLE.home.fr);
    await briefSummary(page, 'fr').click();
    await notesField(page, 'fr').fill(notes);

    await page.reload();
    await expectNotes(page, 'fr', notes);
    // The count is written as each language writes numbers.
    await expect(generationPanel(page, 'fr')).toContainText(/41 \/ 1\s000 caractères/);

    await page.getByTestId('language-switcher').click();
    await page.getByRole('menuitemradio', { name: 'English' }).click();
    await expect(page).toHaveURL(ROUTE_TABLE.home.en);
    await expectNotes(page, 'en', notes);
    await expect(generationPanel(page, 'en')).toContainText('41 / 1,000 characters');

    // To the test checkout and back without paying.
    await purchaseBlock(page, 'en')
      .getByRole('button', { name: text('en', 'credits.purchase.showOffers') })
      .click();
    await page.getByRole('radio', { name: text('en', 'credits.packages.10_credits') }).check();
    await purchaseBlock(page, 'en').getByRole('checkbox').check();
    await purchaseBlock(page, 'en').locator('button[type="submit"]').click();
    await page.waitForURL(/\/local-checkout\/local_/);
    await cancelButton(page, 'en').click();
    await page.getByRole('link', { name: text('en', 'payment.returnHome') }).click();
    await expect(page).toHaveURL(ROUTE_TABLE.home.en);
    await expectNotes(page, 'en', notes);

    // Cleared, it stays cleared after a reload.
    await generationPanel(page, 'en')
      .getByRole('button', { name: text('en', 'brief.clear') })
      .click();
    await page.reload();
    await expectNotes(page, 'en', '');
  });

  test('at 1280 px: a reading column of 640 px or more, the picker folded to its genres, the bible’s count after a reload', async ({
    page,
  }) => {
    test.slow();
    await page.setViewportSize({ width: 1280, height: 900 });
    await signUpThroughApi(page, uniqueEmail('room'));
    await page.goto(ROUTE_TABLE.home.es);
    await pickGenre(page, 'es', 'cozy-mystery', 1);
    await pickGenre(page, 'es', 'space-opera', 2);

    // The catalogue folds to the chosen genres, and opens again.
    const fold = page.getByRole('button', { name: text('es', 'genres.foldCatalogue') });
    await expect(fold).toHaveAttribute('aria-expanded', 'true');
    await fold.click();
    await expect(searchBox(page, 'es')).toBeHidden();
    const open = page.getByRole('button', { name: text('es', 'genres.openCatalogue') });
    await expect(open).toHaveAttribute('aria-expanded', 'false');
    await checkAccessibility(page, 'desk, genres folded (es)');

    await generateButton(page, 'es').click();
    await expectIdeaWritten(page, 'es');
    // Once the idea took the genres, the catalogue is open again for the next ones.
    await expect(searchBox(page, 'es')).toBeVisible();
    expect((await boxOf(idea(page, 'es'))).width).toBeGreaterThanOrEqual(640);
    await page.screenshot({ path: screenshot('es-desk'), fullPage: true });

    const keep = idea(page, 'es').getByRole('button', { name: text('es', 'bible.keep') });
    await keep.click();
    const bible = idea(page, 'es').getByRole('button', { name: /^Biblia de la historia · \d+/ });
    await expect(bible).toHaveAttribute('aria-expanded', 'true');
    const label = (await bible.textContent()) ?? '';
    const count = Number(label.match(/\d+/)?.[0]);
    expect(count).toBeGreaterThan(0);
    // A card's fields say who sees them with the built-in engine.
    const card = idea(page, 'es').getByRole('listitem').first();
    await card.getByRole('button', { expanded: false }).first().click();
    await expect(card).toContainText(text('es', 'bible.builtIn.fieldUsed'));
    await expect(card).not.toContainText(text('es', 'bible.visibilityLabel'));
    await card.screenshot({ path: screenshot('es-card-fields') });

    await page.reload();
    const entry = historyRegion(page, 'es').getByRole('article').first();
    await expect(
      entry.getByRole('button', {
        name: text('es', count === 1 ? 'bible.toggle_one' : 'bible.toggle_other', { count }),
      }),
    ).toBeVisible();
    await expect(entry.getByRole('button', { name: text('es', 'bible.keep') })).toHaveCount(0);
  });

  for (const language of ['fr', 'en', 'es'] as const) {
    test(`at 375 px in ${language}: the Generate bar, the idea brought into view, the offer after the work`, async ({
      page,
    }) => {
      test.slow();
      await page.setViewportSize({ width: 375, height: 812 });
      await signUpThroughApi(page, uniqueEmail(`phone-${language}`));
      await page.goto(ROUTE_TABLE.home[language]);
      await expect(generateBar(page)).toHaveCount(0);
      await pickGenre(page, language, 'cozy-mystery', 1);

      // The bar stays at the bottom of the screen while the picker is scrolled.
      const bar = generateBar(page);
      await expect(bar).toBeInViewport();
      const barBox = await boxOf(bar);
      expect(barBox.y + barBox.height).toBeLessThanOrEqual(812 + 1);
      await page.screenshot({ path: screenshot(`${language}-desk-generate-bar-mobile`) });
      await checkAccessibility(page, `desk, the Generate bar (${language})`);

      // With a good balance the offer of credits waits after the work area.
      expect((await boxOf(purchaseBlock(page, language))).y).toBeGreaterThan(
        (await boxOf(historyRegion(page, language))).y,
      );

      await bar.getByRole('button', { name: text(language, 'generation.generate') }).click();
      // The idea is brought into view as it starts, and no toast covers it.
      await expect(idea(page, language)).toBeInViewport();
      await expect(successToast(page, language)).toBeVisible(GENERATION_WAIT);
      const toast = await boxOf(successToast(page, language));
      const title = await boxOf(ideaTitle(page, language));
      expect(title.y).toBeGreaterThanOrEqual(0);
      expect(overlap(toast, title)).toBe(false);
      await expectIdeaWritten(page, language);
      await page.screenshot({ path: screenshot(`${language}-desk-idea-mobile`) });
      // The selection was cleared with the idea: the bar leaves with it.
      await expect(generateBar(page)).toHaveCount(0);
    });
  }

  test('at 375 px the work does not move as the genre catalogue arrives, in fr, en and es', async ({
    page,
  }) => {
    test.slow();
    await page.setViewportSize({ width: 375, height: 812 });
    await signUpThroughApi(page, uniqueEmail('catalogue-late'));
    // The catalogue's chunk is held until the test lets it through, as a slow network would.
    const held: (() => void)[] = [];
    await page.route('**/assets/*.js', async (route) => {
      const response = await route.fetch();
      const body = await response.text();
      if (body.includes('subcategories:[')) {
        await new Promise<void>((resolve) => held.push(resolve));
      }
      await route.fulfill({ response, body });
    });
    for (const language of ['fr', 'en', 'es'] as const) {
      await page.goto(ROUTE_TABLE.home[language]);
      const loading = page
        .getByRole('status')
        .filter({ hasText: text(language, 'genres.loading') });
      await expect(loading).toBeAttached();
      // The summary of chosen genres is the real one, with its words, from the first paint.
      await expect(page.getByText(text(language, 'genres.noneSelected'))).toBeVisible();
      await expect.poll(() => held.length).toBe(1);
      const before = await boxOf(generationPanel(page, language));
      await page.screenshot({ path: screenshot(`${language}-desk-catalogue-loading-mobile`) });
      held.pop()?.();
      await expect(loading).toHaveCount(0);
      await expect(searchBox(page, language)).toBeVisible();
      await page.screenshot({ path: screenshot(`${language}-desk-catalogue-loaded-mobile`) });
      const after = await boxOf(generationPanel(page, language));
      // A category name may take a second line where the placeholder row has one.
      expect(Math.abs(after.y - before.y)).toBeLessThanOrEqual(8);
    }
  });

  test('at 375 px with one credit left, the offer comes first; under reduced motion the idea is reached at once', async ({
    page,
  }) => {
    test.slow();
    await page.setViewportSize({ width: 375, height: 812 });
    await page.emulateMedia({ reducedMotion: 'reduce' });
    await signUpThroughApi(page, uniqueEmail('low'));
    // Seven of the eight credits spent before the desk opens.
    for (let spent = 0; spent < 7; spent++) {
      await postAsApp(
        page,
        '/api/generations',
        { language: 'fr', mode: 'quick', genres: ['Noir'] },
        'fr',
      );
    }
    await page.goto(ROUTE_TABLE.home.fr);
    expect((await boxOf(purchaseBlock(page, 'fr'))).y).toBeLessThan(
      (await boxOf(generationPanel(page, 'fr'))).y,
    );
    await pickGenre(page, 'fr', 'cozy-mystery', 1);
    await generateBar(page)
      .getByRole('button', { name: text('fr', 'generation.generate') })
      .click();
    await expect(idea(page, 'fr')).toBeInViewport();
    await expectIdeaWritten(page, 'fr');
  });
});
