import type { Page } from '@playwright/test';
import { MODE_SECTIONS, SECTION_HEADINGS } from '@plume/core/generation';
import type { Language } from '@plume/core/i18n';
import { ROUTE_TABLE } from '@plume/core/routes';
import { text } from './messages';
import { expect, postAsApp, signUpThroughApi, test, uniqueEmail } from './support/accounts';
import {
  briefSummary,
  expectBalance,
  expectIdeaWritten,
  GENERATION_WAIT,
  generateButton,
  generationPanel,
  historyRegion,
  idea,
  ideaTitle,
  modeRadio,
  notesField,
  pickGenre,
  SIGNUP_CREDITS,
  successToast,
} from './support/generation';

/** A word of the notes that no idea without them would hold, for the history search. */
const DISTINCTIVE = 'Sandwick';
const NOTES = `A deaf keeper guards the ${DISTINCTIVE} lighthouse`;

function ideaLanguageSelect(page: Page, language: Language) {
  return generationPanel(page, language).getByLabel(text(language, 'brief.ideaLanguage'), {
    exact: true,
  });
}

test.describe('your brief', () => {
  test('in English: notes and a Spanish idea, kept after it, found by the history search from the notes, the language remembered after a reload', async ({
    page,
  }) => {
    // Two ideas and a reload on a server shared with other journeys.
    test.slow();
    await signUpThroughApi(page, uniqueEmail('brief'));
    // An idea without a brief first, so the search has one to leave out.
    await postAsApp(
      page,
      '/api/generations',
      { language: 'en', mode: 'quick', genres: ['Space opera'] },
      'en',
    );
    await page.goto(ROUTE_TABLE.home.en);

    // Folded by default: the fields show once the summary is clicked.
    const notes = notesField(page, 'en');
    await expect(notes).toBeHidden();
    await briefSummary(page, 'en').click();
    await expect(notes).toBeVisible();
    // The idea's language follows the interface until the writer picks one.
    await expect(ideaLanguageSelect(page, 'en')).toHaveValue('en');
    await notes.fill(NOTES);
    await expect(briefSummary(page, 'en')).toContainText(text('en', 'brief.filled'));
    await ideaLanguageSelect(page, 'en').selectOption('es');

    // Two genres from the English catalogue, a structured mode so the language shows.
    await pickGenre(page, 'en', 'cozy-mystery', 1);
    await pickGenre(page, 'en', 'space-opera', 2);
    await modeRadio(page, 'en', 'key-points').check();
    await generateButton(page, 'en').click();
    await expect(successToast(page, 'en')).toBeVisible(GENERATION_WAIT);
    await expectIdeaWritten(page, 'en');
    await expectBalance(page, 'en', SIGNUP_CREDITS - 2);

    // The idea is written in Spanish, inside the English interface.
    await expect(page.locator('html')).toHaveAttribute('lang', 'en');
    await expect(ideaTitle(page, 'en')).toHaveAttribute('lang', 'es');
    await expect(idea(page, 'en').getByRole('heading', { level: 4 })).toHaveText(
      MODE_SECTIONS['key-points'].map((section) => SECTION_HEADINGS.es[section]),
    );
    const title = (await ideaTitle(page, 'en').innerText()).trim();

    // The brief stays as written for the next idea.
    await expect(notes).toBeVisible();
    await expect(notes).toHaveValue(NOTES);
    await expect(ideaLanguageSelect(page, 'en')).toHaveValue('es');

    // The history search finds the idea by a word of its notes, and only that one.
    const history = historyRegion(page, 'en');
    const cards = history.getByRole('article');
    await expect(cards).toHaveCount(2, GENERATION_WAIT);
    await history
      .getByRole('searchbox', { name: text('en', 'history.searchLabel') })
      .fill(DISTINCTIVE);
    await expect(cards).toHaveCount(1, GENERATION_WAIT);
    const card = cards.first();
    await expect(card.getByRole('heading', { level: 3 })).toHaveText(title);

    // Its brief is folded on the card, and holds the notes.
    const cardNotes = card.getByText(NOTES, { exact: true });
    await expect(cardNotes).toBeHidden();
    await card
      .locator('summary')
      .filter({ hasText: text('en', 'history.brief') })
      .click();
    await expect(cardNotes).toBeVisible();

    // After a reload the idea's language is still the one chosen.
    await page.reload();
    await briefSummary(page, 'en').click();
    const select = ideaLanguageSelect(page, 'en');
    await expect(select).toBeVisible();
    await expect(select).toHaveValue('es');
    await expect(select.locator('option:checked')).toHaveText(text('en', 'language.names.es'));
  });

  test('in Spanish: the built-in engine follows notes naming Oaxaca, a curandera and a river, and the panel says what it used', async ({
    page,
  }) => {
    test.slow();
    await signUpThroughApi(page, uniqueEmail('brief-report'));
    await page.goto(ROUTE_TABLE.home.es);
    await briefSummary(page, 'es').click();
    await notesField(page, 'es').fill(
      'En Oaxaca, una curandera y su nieto periodista. Un río que se mueve cuando alguien miente.',
    );
    await pickGenre(page, 'es', 'family-saga', 1);
    await modeRadio(page, 'es', 'detailed').check();
    await generateButton(page, 'es').click();
    await expectIdeaWritten(page, 'es');

    // The idea names what the notes asked for.
    const written = idea(page, 'es');
    for (const word of ['Oaxaca', 'curandera', 'río']) await expect(written).toContainText(word);

    // The panel says what was used and what each became, in the interface's language.
    const report = generationPanel(page, 'es').getByTestId('brief-report');
    await report.locator('summary').click();
    await expect(report.getByRole('listitem').filter({ hasText: 'Oaxaca' })).toContainText(
      text('es', 'briefReport.roles.setting'),
    );
    await expect(report.getByRole('listitem').filter({ hasText: 'curandera' })).toContainText(
      text('es', 'briefReport.roles.lead'),
    );
    await expect(report).toContainText(text('es', 'briefReport.aiFollowsAll'));
    await report.screenshot({
      path: new URL('../../screenshots/es-brief-report.png', import.meta.url).pathname,
    });

    // On a phone, a history card says the same in French and in English.
    await page.setViewportSize({ width: 375, height: 800 });
    const NOTES_BY_LANGUAGE = {
      fr: "Dans l'Aveyron, une vieille guérisseuse et sa petite-fille vétérinaire. Un loup qu'on ne voit jamais.",
      en: 'An 80-year-old healer in Cornwall and her grandson, a journalist. A wolf nobody sees.',
    } as const;
    for (const language of ['fr', 'en'] as const) {
      await postAsApp(
        page,
        '/api/generations',
        {
          language,
          mode: 'key-points',
          genres: ['Saga familiale'],
          brief: { notes: NOTES_BY_LANGUAGE[language] },
        },
        language,
      );
      await page.goto(ROUTE_TABLE.home[language]);
      const card = historyRegion(page, language).getByRole('article').first();
      const cardReport = card.getByTestId('brief-report');
      await cardReport.locator('summary').click();
      const wolf = language === 'fr' ? 'loup' : 'wolf';
      await expect(cardReport.getByRole('listitem').filter({ hasText: wolf })).toContainText(
        text(language, 'briefReport.roles.motif'),
      );
      await expect(cardReport).toContainText(text(language, 'briefReport.roles.setting'));
      const overflow = await page.evaluate(
        () => document.documentElement.scrollWidth - window.innerWidth,
      );
      expect(overflow).toBeLessThanOrEqual(0);
      await cardReport.screenshot({
        path: new URL(`../../screenshots/${language}-brief-report-mobile.png`, import.meta.url)
          .pathname,
      });
    }
  });
});
