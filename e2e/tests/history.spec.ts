import { readFileSync } from 'node:fs';
import type { Page } from '@playwright/test';
import { SECTION_HEADINGS } from '@plume/core/generation';
import type { Language } from '@plume/core/i18n';
import { ROUTE_TABLE } from '@plume/core/routes';
import { text } from './messages';
import { expect, expectToast, signUpThroughApi, test, uniqueEmail } from './support/accounts';
import { openMoreActions } from './support/favourites';
import {
  expectBalance,
  expectIdeaWritten,
  GENERATION_WAIT,
  generateButton,
  ideaTitle,
  modeRadio,
  pickGenre,
  SIGNUP_CREDITS,
} from './support/generation';
import { genreName } from './support/genres';

function historyRegion(page: Page, language: Language) {
  return page.getByRole('region', { name: text(language, 'history.title') });
}

function entries(page: Page, language: Language) {
  return historyRegion(page, language).getByRole('article');
}

function entryTitles(page: Page, language: Language) {
  return entries(page, language).getByRole('heading', { level: 3 });
}

function historySearch(page: Page, language: Language) {
  return historyRegion(page, language).getByRole('searchbox', {
    name: text(language, 'history.searchLabel'),
  });
}

function countKey(count: number) {
  return count === 1 ? 'history.ideaCount_one' : 'history.ideaCount_other';
}

async function expectTotal(page: Page, language: Language, count: number) {
  await expect(
    historyRegion(page, language).getByText(text(language, countKey(count), { count }), {
      exact: true,
    }),
  ).toBeVisible(GENERATION_WAIT);
}

/** Writes an idea and returns its title, once the history shows it first. */
async function writeIdea(
  page: Page,
  language: Language,
  genreIds: string[],
  mode: string,
  style?: string,
): Promise<string> {
  for (const [index, id] of genreIds.entries()) await pickGenre(page, language, id, index + 1);
  await modeRadio(page, language, mode).check();
  if (style) await page.getByLabel(text(language, 'generation.styleLabel')).selectOption(style);
  await generateButton(page, language).click();
  await expectIdeaWritten(page, language);
  const title = (await ideaTitle(page, language).innerText()).trim();
  await expect(entryTitles(page, language).first()).toHaveText(title, GENERATION_WAIT);
  return title;
}

test.describe('history', () => {
  test('in French: newest first, pages of five, search, filters, copy, export, delete and regenerate', async ({
    page,
    context,
  }) => {
    // Seven ideas written on a server shared with other journeys.
    test.setTimeout(180_000);
    await context.grantPermissions(['clipboard-read', 'clipboard-write']);
    await signUpThroughApi(page, uniqueEmail('history-fr'));
    await page.goto(ROUTE_TABLE.home.fr);
    await expect(
      historyRegion(page, 'fr').getByText(text('fr', 'history.noHistory')),
    ).toBeVisible();

    const titles = [
      await writeIdea(page, 'fr', ['space-opera'], 'quick'),
      await writeIdea(page, 'fr', ['cozy-mystery'], 'key-points'),
      await writeIdea(page, 'fr', ['space-opera', 'cozy-mystery'], 'quick'),
      await writeIdea(page, 'fr', ['space-opera'], 'quick', 'humoristique'),
      await writeIdea(page, 'fr', ['cyberpunk'], 'detailed', 'poetique'),
      await writeIdea(page, 'fr', ['space-opera'], 'quick'),
    ];
    await expectTotal(page, 'fr', 6);
    await expectBalance(page, 'fr', SIGNUP_CREDITS - 6);

    // Newest first, five to a page.
    const newestFirst = [...titles].reverse();
    await expect(entryTitles(page, 'fr')).toHaveText(newestFirst.slice(0, 5));
    const pages = historyRegion(page, 'fr').getByRole('navigation', {
      name: text('fr', 'history.pagination'),
    });
    await expect(
      pages.getByText(text('fr', 'history.pageOf', { page: 1, total: 2 })),
    ).toBeVisible();
    await pages.getByRole('button', { name: text('fr', 'history.nextPage') }).click();
    await expect(entryTitles(page, 'fr')).toHaveText(newestFirst.slice(5));

    // The only entry of page 2 deleted: the page index comes back to the last page there is.
    await openMoreActions(entries(page, 'fr'), 'fr');
    await entries(page, 'fr')
      .getByRole('button', { name: text('fr', 'history.delete') })
      .click();
    await page.getByRole('button', { name: text('fr', 'history.confirmDeleteYes') }).click();
    await expectToast(page, text('fr', 'history.deleteSuccess'));
    await expectTotal(page, 'fr', 5);
    await expect(entryTitles(page, 'fr')).toHaveText(newestFirst.slice(0, 5));
    await expect(pages).toBeHidden();

    // Filter chips combine: both genres on leaves the one idea that has both.
    const spaceOpera = await genreName('fr', 'space-opera');
    const cozy = await genreName('fr', 'cozy-mystery');
    const filters = historyRegion(page, 'fr').getByRole('group', {
      name: text('fr', 'history.filtersLabel'),
    });
    await filters.getByRole('button', { name: new RegExp(`^${spaceOpera}`) }).click();
    await expect(entries(page, 'fr')).toHaveCount(3);
    await filters.getByRole('button', { name: new RegExp(`^${cozy}`) }).click();
    await expect(entryTitles(page, 'fr')).toHaveText([titles[2] as string]);
    await filters.getByRole('button', { name: text('fr', 'history.clearFilters') }).click();
    await expect(entries(page, 'fr')).toHaveCount(5);

    // Fuzzy search: the key-points idea by its mode's French name, then by a word of its
    // title with its last letter mistyped (one slip is forgiven from four letters on:
    // docs/PRODUCT.md, History search).
    const keyPointsTitle = entryTitles(page, 'fr').filter({ hasText: titles[1] as string });
    await historySearch(page, 'fr').fill(text('fr', 'generation.modes.key-points.label'));
    await expect(keyPointsTitle).toHaveCount(1);
    await expect(entryTitles(page, 'fr').filter({ hasText: titles[3] as string })).toHaveCount(0);
    const longest = (titles[1] as string)
      .split(/[\s’'-]+/)
      .reduce((best, word) => (word.length > best.length ? word : best), '');
    // The built-in engine's titles vary: any has a word of four letters, not always of six.
    expect(longest.length).toBeGreaterThanOrEqual(4);
    const typo = `${longest.slice(0, -1)}${longest.endsWith('x') ? 'z' : 'x'}`;
    await historySearch(page, 'fr').fill(typo);
    await expect(keyPointsTitle).toHaveCount(1);
    await historySearch(page, 'fr').fill('xqzwv kplm');
    await expect(
      historyRegion(page, 'fr').getByText(text('fr', 'history.noResults')),
    ).toBeVisible();
    await expect(
      historyRegion(page, 'fr').getByText(text('fr', 'history.tryDifferent')),
    ).toBeVisible();
    await historySearch(page, 'fr').fill('');
    await expect(entries(page, 'fr')).toHaveCount(5);

    // Copy and export the key-points idea.
    const keyPoints = entries(page, 'fr').filter({ hasText: titles[1] as string });
    await openMoreActions(keyPoints, 'fr');
    await keyPoints.getByRole('button', { name: text('fr', 'generation.copyIdea') }).click();
    const copied = await page.evaluate(() => navigator.clipboard.readText());
    expect(copied.startsWith(titles[1] as string)).toBe(true);
    await keyPoints.getByRole('button', { name: text('fr', 'export.open') }).click();
    const [download] = await Promise.all([
      page.waitForEvent('download'),
      keyPoints.getByRole('link', { name: text('fr', 'export.markdown') }).click(),
    ]);
    expect(download.suggestedFilename()).toMatch(/\.md$/);
    const markdown = readFileSync((await download.path()) as string, 'utf8');
    expect(markdown.startsWith(`---\nlang: fr-FR\n---\n\n# ${titles[1]}\n`)).toBe(true);
    expect(markdown).toContain(`## ${SECTION_HEADINGS.fr.characters}`);

    // Read more opens the whole idea with its sections.
    await keyPoints.getByRole('button', { name: text('fr', 'history.expand') }).click();
    await expect(keyPoints.getByRole('heading', { level: 4 })).toHaveCount(4);

    // Regenerate from the entry: its mode is set and a new idea heads the history.
    await keyPoints.getByRole('button', { name: text('fr', 'history.regenerate') }).click();
    await expectIdeaWritten(page, 'fr');
    await expect(modeRadio(page, 'fr', 'key-points')).toBeChecked();
    await expectTotal(page, 'fr', 6);
    await expectBalance(page, 'fr', SIGNUP_CREDITS - 7);
    const regenerated = (await ideaTitle(page, 'fr').innerText()).trim();
    await expect(entryTitles(page, 'fr').first()).toHaveText(regenerated);
  });

  test('in Spanish: genres shown and found in Spanish, no regenerate for random genres, delete with a toast', async ({
    page,
  }) => {
    test.slow();
    await signUpThroughApi(page, uniqueEmail('history-es'));
    await page.goto(ROUTE_TABLE.home.es);
    const cozy = await genreName('es', 'cozy-mystery');
    const cozyTitle = await writeIdea(page, 'es', ['cozy-mystery'], 'quick');
    await modeRadio(page, 'es', 'random-genres').check();
    await generateButton(page, 'es').click();
    await expectIdeaWritten(page, 'es');
    await expectTotal(page, 'es', 2);

    // The stored French label is shown in Spanish, and found by its Spanish name.
    const cozyEntry = entries(page, 'es').filter({ hasText: cozyTitle });
    await expect(cozyEntry.getByRole('listitem').filter({ hasText: cozy })).toBeVisible();
    await historySearch(page, 'es').fill(cozy);
    await expect(entryTitles(page, 'es')).toContainText([cozyTitle]);
    await historySearch(page, 'es').fill('');

    // A random-genres idea has no regenerate button; the other one has.
    await openMoreActions(entries(page, 'es').first(), 'es');
    await openMoreActions(cozyEntry, 'es');
    await expect(
      entries(page, 'es')
        .first()
        .getByRole('button', { name: text('es', 'history.regenerate') }),
    ).toHaveCount(0);
    await expect(
      cozyEntry.getByRole('button', { name: text('es', 'history.regenerate') }),
    ).toBeVisible();

    // Cancel keeps the entry; confirming deletes it.
    await cozyEntry.getByRole('button', { name: text('es', 'history.delete') }).click();
    await page.getByRole('button', { name: text('es', 'history.cancel') }).click();
    await expect(cozyEntry).toBeVisible();
    await cozyEntry.getByRole('button', { name: text('es', 'history.delete') }).click();
    await page.getByRole('button', { name: text('es', 'history.confirmDeleteYes') }).click();
    await expectToast(page, text('es', 'history.deleteSuccess'));
    await expectTotal(page, 'es', 1);
    await expect(cozyEntry).toHaveCount(0);
  });
});
