import { MODE_SECTIONS, SECTION_HEADINGS } from '@plume/core/generation';
import { LANGUAGES } from '@plume/core/i18n';
import { ROUTE_TABLE } from '@plume/core/routes';
import { text } from './messages';
import { expect, expectToast, signUpThroughApi, test, uniqueEmail } from './support/accounts';
import {
  expectBalance,
  expectIdeaWritten,
  GENERATION_WAIT,
  generateButton,
  generationPanel,
  idea,
  ideaTitle,
  modeRadio,
  pickGenre,
  SIGNUP_CREDITS,
  successToast,
} from './support/generation';
import { expectSelectedCount } from './support/genres';

/** A genre per language whose name is easy to search for. */
const GENRE_BY_LANGUAGE = { fr: 'space-opera', en: 'cozy-mystery', es: 'cyberpunk' } as const;

test.describe('generation panel', () => {
  test('in French: refuses without genres or history, writes a quick idea, copies it, regenerates in another style', async ({
    page,
    context,
  }) => {
    test.slow();
    await context.grantPermissions(['clipboard-read', 'clipboard-write']);
    await signUpThroughApi(page, uniqueEmail('generate-fr'));
    await page.goto(ROUTE_TABLE.home.fr);
    await expectBalance(page, 'fr', SIGNUP_CREDITS);
    await expect(page.getByText(text('fr', 'generation.engine.offline'))).toBeVisible();

    await generateButton(page, 'fr').click();
    await expectToast(page, text('fr', 'generation.selectGenre'));
    await generationPanel(page, 'fr')
      .getByRole('button', { name: text('fr', 'generation.regenerate') })
      .click();
    await expectToast(page, text('fr', 'generation.noHistory'));

    await pickGenre(page, 'fr', 'space-opera');
    await expect(modeRadio(page, 'fr', 'quick')).toBeChecked();
    await expect(page.getByLabel(text('fr', 'generation.styleLabel'))).toHaveValue('moderne');
    // Held back a moment so the wait can be seen: the engine is named while it writes.
    let releaseRequest = () => {};
    const requestHeld = new Promise<void>((resolve) => {
      releaseRequest = resolve;
    });
    await page.route('**/api/generations', async (route) => {
      await requestHeld;
      await route.continue();
    });
    await generateButton(page, 'fr').click();
    await expect(page.getByText(text('fr', 'generation.engine.offlineWriting'))).toBeVisible();
    releaseRequest();
    await expect(successToast(page, 'fr')).toBeVisible(GENERATION_WAIT);
    await page.unroute('**/api/generations');
    await expect(page.getByText(text('fr', 'generation.engine.offline'))).toBeVisible();
    await expectIdeaWritten(page, 'fr');
    await expectBalance(page, 'fr', SIGNUP_CREDITS - 1);
    // The picked genres are cleared once the idea is saved.
    await expectSelectedCount(page, 'fr', 0);

    const title = (await ideaTitle(page, 'fr').innerText()).trim();
    const copyIdea = idea(page, 'fr').getByRole('button', {
      name: text('fr', 'generation.copyIdea'),
    });
    await copyIdea.click();
    await expect(copyIdea).toHaveAttribute('data-copied', 'true');
    const copied = await page.evaluate(() => navigator.clipboard.readText());
    expect(copied.startsWith(title)).toBe(true);
    // The check mark goes after 2 s.
    await expect(copyIdea).not.toHaveAttribute('data-copied', 'true', { timeout: 4000 });
    await idea(page, 'fr')
      .getByRole('button', { name: text('fr', 'generation.copyTitle') })
      .click();
    expect(await page.evaluate(() => navigator.clipboard.readText())).toBe(title);

    await page.getByLabel(text('fr', 'generation.regenerateStyleLabel')).selectOption('poetique');
    await generationPanel(page, 'fr')
      .getByRole('button', { name: text('fr', 'generation.regenerate') })
      .click();
    await expectIdeaWritten(page, 'fr');
    await expectBalance(page, 'fr', SIGNUP_CREDITS - 2);
  });

  test('after a reload, regenerate with the same genres uses the newest saved idea', async ({
    page,
  }) => {
    await signUpThroughApi(page, uniqueEmail('regenerate-reload'));
    await page.goto(ROUTE_TABLE.home.en);
    await pickGenre(page, 'en', 'cozy-mystery');
    await generateButton(page, 'en').click();
    await expectIdeaWritten(page, 'en');
    await page.reload();
    await generationPanel(page, 'en')
      .getByRole('button', { name: text('en', 'generation.regenerate') })
      .click();
    await expectIdeaWritten(page, 'en');
    await expectBalance(page, 'en', SIGNUP_CREDITS - 2);
  });

  for (const language of LANGUAGES) {
    test(`in ${language}: every mode writes its structure, with the headings in ${language}`, async ({
      page,
    }) => {
      // Four ideas written on a server shared with other journeys.
      test.slow();
      await signUpThroughApi(page, uniqueEmail(`modes-${language}`));
      await page.goto(ROUTE_TABLE.home[language]);
      await expect(page.locator('html')).toHaveAttribute('lang', language);
      for (const [done, mode] of (['quick', 'key-points', 'detailed'] as const).entries()) {
        await pickGenre(page, language, GENRE_BY_LANGUAGE[language]);
        await modeRadio(page, language, mode).check();
        await generateButton(page, language).click();
        await expectIdeaWritten(page, language);
        await expectBalance(page, language, SIGNUP_CREDITS - done - 1);
        // The idea's own words carry its language, not the buttons around them.
        await expect(ideaTitle(page, language)).toHaveAttribute('lang', language);
        await expect(idea(page, language).getByRole('heading', { level: 4 })).toHaveText(
          MODE_SECTIONS[mode].map((section) => SECTION_HEADINGS[language][section]),
        );
        await expect(idea(page, language).getByRole('paragraph').first()).not.toBeEmpty();
      }

      // Random genres need no pick: the count field appears with its default of 2.
      const count = page.getByLabel(text(language, 'generation.randomCountLabel'));
      await expect(count).toBeHidden();
      await modeRadio(page, language, 'random-genres').check();
      await expect(count).toHaveValue('2');
      await count.fill('3');
      await generateButton(page, language).click();
      await expectIdeaWritten(page, language);
      await expectBalance(page, language, SIGNUP_CREDITS - 4);
      await expect(idea(page, language).getByRole('heading', { level: 4 })).toHaveCount(0);
    });
  }

  test('in English: an idea shown whole that the server could not save stays on screen to be copied', async ({
    page,
    context,
  }) => {
    await context.grantPermissions(['clipboard-read', 'clipboard-write']);
    await signUpThroughApi(page, uniqueEmail('unsaved'));
    const unsaved = 'The Unsaved Keeper\n\nAda keeps the light while the storm takes the island.';
    // The server's answer when both saves fail (decision 025), at the network boundary.
    await page.route('**/api/generations', (route) =>
      route.fulfill({
        contentType: 'text/event-stream',
        body:
          `event: delta\ndata: ${JSON.stringify({ text: unsaved })}\n\n` +
          `event: error\ndata: ${JSON.stringify({ code: 'generation.saveFailed', message: 'not saved' })}\n\n`,
      }),
    );
    await page.goto(ROUTE_TABLE.home.en);
    await pickGenre(page, 'en', 'cozy-mystery');
    await generateButton(page, 'en').click();
    await expectToast(page, text('en', 'generation.saveFailed'));
    await expect(ideaTitle(page, 'en')).toHaveText('The Unsaved Keeper');
    await expect(idea(page, 'en')).toContainText('Ada keeps the light');
    // Nothing was saved: no star, no develop; the text can still be copied.
    await expect(
      idea(page, 'en').getByRole('button', { name: text('en', 'favourites.star') }),
    ).toHaveCount(0);
    await idea(page, 'en')
      .getByRole('button', { name: text('en', 'generation.copyIdea') })
      .click();
    expect(await page.evaluate(() => navigator.clipboard.readText())).toBe(unsaved);
  });

  test('in Spanish: after an idea, "Again, same genres" beside Generate writes the next in one click', async ({
    page,
  }) => {
    await signUpThroughApi(page, uniqueEmail('again-es'));
    await page.goto(ROUTE_TABLE.home.es);
    const again = generationPanel(page, 'es').getByRole('button', {
      name: text('es', 'generation.again'),
    });
    await expect(again).toHaveCount(0);
    await pickGenre(page, 'es', 'cyberpunk');
    await generateButton(page, 'es').click();
    await expectIdeaWritten(page, 'es');
    const first = await ideaTitle(page, 'es').textContent();
    // The chosen genres are cleared, as the specification says; the next idea is one click.
    await expectSelectedCount(page, 'es', 0);
    await again.click();
    await expect(ideaTitle(page, 'es')).not.toHaveText(first ?? '', GENERATION_WAIT);
    await expectIdeaWritten(page, 'es');
    await expectBalance(page, 'es', SIGNUP_CREDITS - 2);
    await page.setViewportSize({ width: 375, height: 800 });
    await generationPanel(page, 'es').screenshot({
      path: new URL('../../screenshots/es-again-same-genres-mobile.png', import.meta.url).pathname,
    });
  });

  test('in English: Ctrl+Enter generates from anywhere on the desk', async ({ page }) => {
    await signUpThroughApi(page, uniqueEmail('generate-en'));
    await page.goto(ROUTE_TABLE.home.en);
    await pickGenre(page, 'en', 'cozy-mystery');
    await modeRadio(page, 'en', 'key-points').check();
    await page.keyboard.press('Control+Enter');
    await expectIdeaWritten(page, 'en');
    await expectBalance(page, 'en', SIGNUP_CREDITS - 1);
  });

  test('in Spanish: a random count out of range is refused, and with no credits left the panel says so', async ({
    page,
  }) => {
    // Every credit spent, one idea after another.
    test.setTimeout(180_000);
    await signUpThroughApi(page, uniqueEmail('generate-es'));
    await page.goto(ROUTE_TABLE.home.es);
    await modeRadio(page, 'es', 'random-genres').check();
    await page.getByLabel(text('es', 'generation.randomCountLabel')).fill('6');
    await generateButton(page, 'es').click();
    await expectToast(page, text('es', 'generation.invalidRandomCount'));

    await page.getByLabel(text('es', 'generation.randomCountLabel')).fill('2');
    for (let spent = 1; spent <= SIGNUP_CREDITS; spent += 1) {
      await generateButton(page, 'es').click();
      await expectBalance(page, 'es', SIGNUP_CREDITS - spent);
      await expect(generateButton(page, 'es')).toBeEnabled(GENERATION_WAIT);
    }
    await generateButton(page, 'es').click();
    await expectToast(page, text('es', 'generation.noCredits'));
    await generationPanel(page, 'es')
      .getByRole('button', { name: text('es', 'generation.regenerate') })
      .click();
    await expectToast(page, text('es', 'generation.noCredits'));
  });
});
