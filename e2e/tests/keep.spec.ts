import { readFileSync } from 'node:fs';
import type { Download, Page } from '@playwright/test';
import { splitIdea } from '@plume/core/generation';
import type { Language } from '@plume/core/i18n';
import { ROUTE_TABLE } from '@plume/core/routes';
import { text } from './messages';
import { expect, postAsApp, signUpThroughApi, test, uniqueEmail } from './support/accounts';
import { appStarted } from './support/app-started';
import { openMoreActions, starButton as star } from './support/favourites';
import {
  expectIdeaWritten,
  GENERATION_WAIT,
  generateButton,
  idea,
  ideaTitle,
  modeRadio,
  pickGenre,
  successToast,
} from './support/generation';

/** A word of the note that no idea would hold, for the history search (notes are searched). */
const DISTINCTIVE = 'Sandwick';
/** A note as a writer would leave it, on two lines. */
const NOTE = `Send it to Maud first.\nThe ${DISTINCTIVE} keeper could be her grandmother.`;
const CARD_NAME = 'Orla Quenneville';
const SECRET = 'She rang the bell that night.';

function historyRegion(page: Page, language: Language) {
  return page.getByRole('region', { name: text(language, 'history.title') });
}

/** The history card whose title is exactly `title`. */
function card(page: Page, language: Language, title: string) {
  return historyRegion(page, language)
    .getByRole('article')
    .filter({ has: page.getByRole('heading', { level: 3, name: title, exact: true }) });
}

/** Writes an idea through the API and returns its id and title. */
async function writeThroughApi(
  page: Page,
  genres: string[],
): Promise<{ id: string; title: string }> {
  const written = await postAsApp(
    page,
    '/api/generations',
    { language: 'en', mode: 'quick', genres },
    'en',
  );
  const { entry } = (await written.json()) as { entry: { id: string; idea: string } };
  return { id: entry.id, title: splitIdea(entry.idea).title };
}

/** A Word document: its suggested name ends in .docx and the file is a zip (PK…). */
async function expectWordFile(download: Download) {
  expect(download.suggestedFilename()).toMatch(/\.docx$/);
  const file = readFileSync((await download.path()) as string);
  expect(file.subarray(0, 2).toString('latin1')).toBe('PK');
}

test.describe('keep and export', () => {
  test('in English: a star and a note on history cards outlive a reload, the favourites filter and its Word file, an idea exported to Word and opened to print', async ({
    page,
    context,
  }) => {
    // Three ideas, a reload, two downloads and a second tab on a server shared with others.
    test.slow();
    await signUpThroughApi(page, uniqueEmail('keep'));
    const written = [
      await writeThroughApi(page, ['Space opera']),
      await writeThroughApi(page, ['Cosy mystery']),
      await writeThroughApi(page, ['Space opera', 'Cosy mystery']),
    ];
    const titles = written.map((entry) => entry.title);
    // The cards are found by their titles.
    expect(new Set(titles).size, `titles: ${titles.join(' | ')}`).toBe(3);
    const [starred, noted, other] = titles as [string, string, string];
    // A person in the noted idea's story bible, her secret hidden from the engines.
    await postAsApp(
      page,
      '/api/cards',
      { ideaId: written[1]?.id, type: 'person', name: CARD_NAME, secret: SECRET },
      'en',
    );
    await page.goto(ROUTE_TABLE.home.en);
    const cards = historyRegion(page, 'en').getByRole('article');
    await expect(cards).toHaveCount(3);

    // A star on one card: pressed at once, and on no other card.
    await star(card(page, 'en', starred), 'en').click();
    await expect(star(card(page, 'en', starred), 'en')).toHaveAttribute('aria-pressed', 'true');
    await expect(star(card(page, 'en', noted), 'en')).toHaveAttribute('aria-pressed', 'false');

    // A note on another: it saves by itself once typing stops, then shows on the card.
    const notedCard = card(page, 'en', noted);
    await notedCard.getByRole('button', { name: text('en', 'note.add') }).click();
    const noteField = notedCard.getByLabel(text('en', 'note.title'), { exact: true });
    await expect(noteField).toBeFocused();
    await noteField.fill(NOTE);
    await expect(notedCard.getByRole('status')).toHaveText(
      text('en', 'note.saved'),
      GENERATION_WAIT,
    );
    await notedCard.getByRole('button', { name: text('en', 'note.done') }).click();
    await expect(noteField).toBeHidden();
    await expect(notedCard.getByText(NOTE)).toBeVisible();
    await expect(notedCard.getByRole('button', { name: text('en', 'note.edit') })).toBeVisible();

    // Both kept by the server: a reload draws them again.
    await page.reload();
    await expect(cards).toHaveCount(3);
    await expect(star(card(page, 'en', starred), 'en')).toHaveAttribute('aria-pressed', 'true');
    await expect(star(card(page, 'en', noted), 'en')).toHaveAttribute('aria-pressed', 'false');
    await expect(card(page, 'en', noted).getByText(NOTE)).toBeVisible();
    await expect(
      card(page, 'en', noted).getByRole('button', { name: text('en', 'note.edit') }),
    ).toBeVisible();
    await expect(
      card(page, 'en', other).getByRole('button', { name: text('en', 'note.add') }),
    ).toBeVisible();

    // The favourites filter leaves the starred idea alone, and combines with the search.
    const history = historyRegion(page, 'en');
    const favourites = history.getByRole('button', {
      name: text('en', 'favourites.filter'),
      exact: true,
    });
    const exportFavourites = history.getByRole('link', { name: text('en', 'favourites.export') });
    await expect(exportFavourites).toHaveCount(0);
    await favourites.click();
    await expect(favourites).toHaveAttribute('aria-pressed', 'true');
    await expect(cards).toHaveCount(1, GENERATION_WAIT);
    await expect(cards.getByRole('heading', { level: 3 })).toHaveText(starred);
    // A word of the note finds the noted idea, which is no favourite: nothing, until the
    // filter is off.
    const search = history.getByRole('searchbox', { name: text('en', 'history.searchLabel') });
    await search.fill(DISTINCTIVE);
    await expect(history.getByText(text('en', 'history.noResults'))).toBeVisible(GENERATION_WAIT);
    await favourites.click();
    await expect(cards.getByRole('heading', { level: 3 })).toHaveText([noted], GENERATION_WAIT);
    await favourites.click();
    await search.fill('');
    await expect(cards.getByRole('heading', { level: 3 })).toHaveText([starred], GENERATION_WAIT);

    // Every favourite in one Word file, without the writer's private parts once asked.
    const leaveOutOfFavourites = history.getByRole('checkbox', {
      name: text('en', 'export.withoutPrivate'),
    });
    await expect(exportFavourites).not.toHaveAttribute('href', /private=/);
    await leaveOutOfFavourites.check();
    await expect(exportFavourites).toHaveAttribute('href', /[?&]private=false(&|$)/);
    const [favouritesFile] = await Promise.all([
      page.waitForEvent('download'),
      exportFavourites.click(),
    ]);
    await expectWordFile(favouritesFile);

    // Off again: all three are back.
    await favourites.click();
    await expect(favourites).toHaveAttribute('aria-pressed', 'false');
    await expect(cards).toHaveCount(3, GENERATION_WAIT);
    await expect(exportFavourites).toHaveCount(0);

    // The noted idea's own Word file, from its export disclosure.
    const notedCardAgain = card(page, 'en', noted);
    await openMoreActions(notedCardAgain, 'en');
    const exportButton = notedCardAgain.getByRole('button', { name: text('en', 'export.open') });
    const formats = notedCardAgain.getByRole('list', { name: text('en', 'export.formats') });
    await expect(formats).toBeHidden();
    await exportButton.click();
    await expect(exportButton).toHaveAttribute('aria-expanded', 'true');
    await expect(formats).toBeVisible();
    const [wordFile] = await Promise.all([
      page.waitForEvent('download'),
      formats.getByRole('link', { name: text('en', 'export.word') }).click(),
    ]);
    await expectWordFile(wordFile);

    // Its print view opens in a new tab: the title as the page's heading, the note below.
    const [printPage] = await Promise.all([
      context.waitForEvent('page'),
      formats.getByRole('link', { name: text('en', 'export.print') }).click(),
    ]);
    await printPage.waitForLoadState();
    await appStarted(printPage);
    await expect(printPage.locator('html')).toHaveAttribute('lang', 'en');
    await expect(printPage.getByRole('heading', { level: 1 })).toHaveText(noted);
    await expect(printPage.getByText(NOTE)).toBeVisible();
    // The line's story bible follows, as in the files: the card's name, its secret too.
    await expect(
      printPage.getByRole('heading', { level: 2, name: text('en', 'bible.title') }),
    ).toBeVisible();
    await expect(printPage.getByRole('heading', { level: 3, name: CARD_NAME })).toBeVisible();
    await expect(printPage.getByText(SECRET)).toBeVisible();
    // The button opens the browser's print dialog (stood in for here).
    await printPage.evaluate(() => {
      window.print = () => document.documentElement.setAttribute('data-printed', '');
    });
    const printButton = printPage.getByRole('button', { name: text('en', 'print.print') });
    await printButton.click();
    await expect(printPage.locator('html')).toHaveAttribute('data-printed', '');
    // Printed, the page is the idea alone: no header, footer or buttons.
    await printPage.emulateMedia({ media: 'print' });
    await expect(printPage.getByRole('banner')).toBeHidden();
    await expect(printPage.getByRole('contentinfo')).toBeHidden();
    await expect(printButton).toBeHidden();
    await expect(printPage.getByRole('heading', { level: 1 })).toBeVisible();
    await expect(printPage.getByText(NOTE)).toBeVisible();
    await printPage.close();

    // "Leave out my private notes and secrets", ticked from the keyboard right after the
    // Export button: the Markdown file and the print view hold neither the note nor the secret.
    const leaveOut = notedCardAgain.getByRole('checkbox', {
      name: text('en', 'export.withoutPrivate'),
    });
    await exportButton.focus();
    await page.keyboard.press('Tab');
    await expect(leaveOut).toBeFocused();
    await page.keyboard.press('Space');
    await expect(leaveOut).toBeChecked();
    const [markdownFile] = await Promise.all([
      page.waitForEvent('download'),
      formats.getByRole('link', { name: text('en', 'export.markdown') }).click(),
    ]);
    const markdown = readFileSync((await markdownFile.path()) as string, 'utf8');
    expect(markdown).toContain(`# ${noted}`);
    expect(markdown).toContain(`### ${CARD_NAME}`);
    expect(markdown).not.toContain(DISTINCTIVE);
    expect(markdown).not.toContain(SECRET);
    const [privatePrint] = await Promise.all([
      context.waitForEvent('page'),
      formats.getByRole('link', { name: text('en', 'export.print') }).click(),
    ]);
    await privatePrint.waitForLoadState();
    await expect(privatePrint.getByRole('heading', { level: 1 })).toHaveText(noted);
    await expect(privatePrint.getByRole('heading', { level: 3, name: CARD_NAME })).toBeVisible();
    await expect(privatePrint.getByText(DISTINCTIVE)).toHaveCount(0);
    await expect(privatePrint.getByText(SECRET)).toHaveCount(0);
    await privatePrint.close();
  });

  test('in French: the idea just written starred on the panel is starred on its history card, and unstarred there, on the panel too', async ({
    page,
  }) => {
    test.slow();
    await signUpThroughApi(page, uniqueEmail('keep-panel'));
    await page.goto(ROUTE_TABLE.home.fr);
    await pickGenre(page, 'fr', 'space-opera');
    await modeRadio(page, 'fr', 'quick').check();
    await generateButton(page, 'fr').click();
    await expect(successToast(page, 'fr')).toBeVisible(GENERATION_WAIT);
    await expectIdeaWritten(page, 'fr');
    const title = (await ideaTitle(page, 'fr').innerText()).trim();
    const entry = card(page, 'fr', title);
    await expect(entry).toHaveCount(1, GENERATION_WAIT);

    const panelStar = star(idea(page, 'fr'), 'fr');
    const cardStar = star(entry, 'fr');
    await expect(panelStar).toHaveAttribute('aria-pressed', 'false');
    await expect(cardStar).toHaveAttribute('aria-pressed', 'false');
    await panelStar.click();
    await expect(panelStar).toHaveAttribute('aria-pressed', 'true');
    await expect(cardStar).toHaveAttribute('aria-pressed', 'true', GENERATION_WAIT);

    // The other way round: unstarred on the card, the panel follows.
    await cardStar.click();
    await expect(cardStar).toHaveAttribute('aria-pressed', 'false');
    await expect(panelStar).toHaveAttribute('aria-pressed', 'false', GENERATION_WAIT);

    // Starred again from the panel, and so kept by the server.
    await panelStar.click();
    await expect(cardStar).toHaveAttribute('aria-pressed', 'true', GENERATION_WAIT);
    await page.reload();
    await expect(star(card(page, 'fr', title), 'fr')).toHaveAttribute('aria-pressed', 'true');
  });
});
