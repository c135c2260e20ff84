import type { Locator, Page } from '@playwright/test';
import type { HistoryEntry } from '@plume/core/contracts';
import { LANGUAGE_COOKIE, LANGUAGES, type Language } from '@plume/core/i18n';
import { outlinePath, printOutlinePath, ROUTE_TABLE } from '@plume/core/routes';
import { text } from './messages';
import { expect, postAsApp, signUpThroughApi, test, uniqueEmail } from './support/accounts';
import { collectErrors } from './support/app-started';
import { checkAccessibility } from './support/axe';
import { GENERATION_WAIT, SIGNUP_CREDITS } from './support/generation';

/** The schéma quinaire's beats, as the French interface names them. */
const QUINARY = [
  'Situation initiale',
  'Élément perturbateur',
  'Péripéties',
  'Élément de résolution',
  'Situation finale',
];

/** A beat's card on the outline page, by its place and its structure's beat. */
function beatCard(page: Page, number: number, name: string, language: Language = 'fr') {
  return page.getByRole('article', {
    name: text(language, 'outline.ui.beatHeading', { number, name }),
    exact: true,
  });
}

function field(card: Locator, key: string) {
  return card.getByLabel(text('fr', `outline.ui.${key}`), { exact: true });
}

/** The header's balance, which an outline and its redraw each take a credit from. */
function expectBalance(page: Page, count: number) {
  return expect(page.getByTestId('header-credits')).toContainText(
    text('fr', 'credits.balance_other', { count }),
    GENERATION_WAIT,
  );
}

function checksPanel(page: Page) {
  return page.getByRole('complementary', { name: text('fr', 'outline.ui.checks.title') });
}

/** Every button and link of the page's main area narrower or shorter than a fingertip. */
async function smallTargets(page: Page): Promise<string[]> {
  return page.locator('main').evaluate((main) =>
    [...main.querySelectorAll<HTMLElement>('button, a[href], summary, select, input, textarea')]
      .filter((element) => element.offsetParent !== null)
      .flatMap((element) => {
        const { width, height } = element.getBoundingClientRect();
        // A link inside a sentence is exempt (WCAG 2.5.5); controls are 44 px on each side.
        const size =
          element.tagName === 'A' || element.tagName === 'SUMMARY'
            ? height
            : Math.min(width, height);
        return size < 44
          ? [`${element.tagName} "${element.textContent?.trim()}" ${width}x${height}`]
          : [];
      }),
  );
}

test('outline an idea with the schéma quinaire: lock, edit, redraw, move, check and export', async ({
  page,
  browser,
  baseURL,
}) => {
  // Several screens and three languages' screenshots for one writer.
  test.slow();
  const errors = collectErrors(page);
  await signUpThroughApi(page, uniqueEmail('outline'));
  const written = await postAsApp(
    page,
    '/api/generations',
    { language: 'fr', mode: 'key-points', genres: ['Roman noir'] },
    'fr',
  );
  const { entry } = (await written.json()) as { entry: HistoryEntry };
  const title = entry.idea.split('\n')[0] ?? '';

  // From the idea's history card: the choice of a structure and a length, for a credit.
  await page.goto(ROUTE_TABLE.home.fr);
  const card = page
    .getByRole('region', { name: text('fr', 'history.title') })
    .getByRole('article')
    .filter({ hasText: title });
  await card.getByRole('button', { name: text('fr', 'outline.ui.open'), exact: true }).click();
  const quinary = card.getByRole('radio', { name: /^Schéma quinaire/ });
  await quinary.check();
  await expect(card.getByText(QUINARY[2] as string, { exact: true })).toBeVisible();
  await card
    .getByRole('radio', { name: new RegExp(`^${text('fr', 'outline.ui.lengths.shortStory')}`) })
    .check();
  await expect(card.getByText(text('fr', 'outline.ui.price'))).toBeVisible();
  await checkAccessibility(page, 'outline: the choice of a structure (fr)');
  // Tall enough for the whole card: no sticky header over it.
  await page.setViewportSize({ width: 1280, height: 3000 });
  await card.screenshot({
    path: new URL('../../screenshots/fr-outline-chooser-desktop.png', import.meta.url).pathname,
  });
  await page.setViewportSize({ width: 1280, height: 800 });
  await card.getByRole('button', { name: text('fr', 'outline.ui.write') }).click();

  // The outline's own page, the idea's title above its acts and beats.
  await expect(page).toHaveURL(outlinePath(entry.id, 'fr'), GENERATION_WAIT);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(title);
  for (const [index, name] of QUINARY.entries()) {
    await expect(beatCard(page, index + 1, name)).toBeVisible();
  }
  await expectBalance(page, SIGNUP_CREDITS - 2);
  await expect(checksPanel(page).getByRole('status')).toHaveText(
    text('fr', 'outline.ui.checks.none'),
  );

  // The first beat locked; the second edited, saved after a pause.
  const first = beatCard(page, 1, QUINARY[0] as string);
  const lockedTitle = await field(first, 'title').inputValue();
  const lockedSummary = await field(first, 'summary').inputValue();
  const lock = first.getByRole('button', { name: text('fr', 'outline.ui.lock'), exact: true });
  await lock.click();
  await expect(lock).toHaveAttribute('aria-pressed', 'true');
  const second = beatCard(page, 2, QUINARY[1] as string);
  await field(second, 'summary').fill('Un inconnu dépose une lettre sans timbre.');
  await expect(second.getByRole('status')).toHaveText(text('fr', 'outline.ui.status.saved'));

  // Redrawn, for a credit: the unlocked beats anew, the locked one word for word.
  await page.getByRole('button', { name: text('fr', 'outline.ui.redraw') }).click();
  await expect(page.getByText(text('fr', 'outline.ui.redrawnBadge'), { exact: true })).toHaveCount(
    4,
    GENERATION_WAIT,
  );
  await expect(field(first, 'title')).toHaveValue(lockedTitle);
  await expect(field(first, 'summary')).toHaveValue(lockedSummary);
  await expect(field(second, 'summary')).not.toHaveValue(
    'Un inconnu dépose une lettre sans timbre.',
  );
  await expectBalance(page, SIGNUP_CREDITS - 3);

  // The third beat moved up with the keyboard: said aloud, and noted by the checks.
  const third = beatCard(page, 3, QUINARY[2] as string);
  await third.getByRole('button', { name: text('fr', 'outline.ui.moveUp') }).focus();
  await page.keyboard.press('Enter');
  const moved = beatCard(page, 2, QUINARY[2] as string);
  await expect(moved).toBeVisible();
  await expect(moved.getByRole('button', { name: text('fr', 'outline.ui.moveUp') })).toBeFocused();
  const order = text('fr', 'outline.findings.beatOrder', {
    beat: QUINARY[2] as string,
    after: QUINARY[1] as string,
  });
  const note = checksPanel(page).getByRole('button', { name: order });
  await expect(note).toBeVisible();
  // The note takes the writer to its beat.
  await note.click();
  await expect(moved).toBeFocused();
  await checkAccessibility(page, 'outline page with a note (fr)');
  // The dark theme changes the colours only (decision 027): its colour rules are enough.
  await page.emulateMedia({ colorScheme: 'dark' });
  await checkAccessibility(page, 'outline page with a note (fr, dark)', { coloursOnly: true });
  await page.emulateMedia({ colorScheme: 'light' });

  // Dragged back after the disruption: the order note goes, and the beat goes back near
  // its place (halfway to the next beat) rather than pushing its neighbour: no note is left.
  // A screen tall enough for both beats: a drag does not scroll the page the way a hand would.
  await page.setViewportSize({ width: 1280, height: 2400 });
  await moved
    .getByTestId('beat-handle')
    .dragTo(beatCard(page, 3, QUINARY[1] as string).getByRole('heading'));
  await expect(beatCard(page, 3, QUINARY[2] as string)).toBeVisible();
  await expect(note).toHaveCount(0);
  await expect(checksPanel(page).getByRole('status')).toHaveText(
    text('fr', 'outline.ui.checks.none'),
  );

  // Exported as OPML: an outline per act, one per beat inside it.
  const download = page.waitForEvent('download');
  await page.getByRole('link', { name: text('fr', 'outline.ui.exports.opml') }).click();
  const opml = await (await download).createReadStream().then(async (stream) => {
    const chunks: Buffer[] = [];
    for await (const chunk of stream) chunks.push(chunk as Buffer);
    return Buffer.concat(chunks).toString('utf8');
  });
  const parsed = await page.evaluate((xml) => {
    const document = new DOMParser().parseFromString(xml, 'application/xml');
    return {
      error: document.querySelector('parsererror')?.textContent ?? null,
      beats: [...document.querySelectorAll('body > outline > outline')].map((outline) =>
        outline.getAttribute('text'),
      ),
    };
  }, opml);
  expect(parsed.error).toBeNull();
  expect(opml.match(/<outline\b/g)?.length ?? 0).toBeGreaterThanOrEqual(QUINARY.length);
  expect(parsed.beats).toHaveLength(QUINARY.length);
  expect(parsed.beats[0]).toBe(lockedTitle);

  // The print view: the same beats under their acts, in the outline's language, with its
  // locked beat's title, and a way back to the outline.
  const printView = await page.context().newPage();
  const printLink = page.getByRole('link', { name: text('fr', 'outline.ui.exports.print') });
  await printView.goto((await printLink.getAttribute('href')) ?? '');
  await expect(printView.getByRole('heading', { level: 1 })).toHaveText(title);
  await expect(printView.locator('article')).toHaveAttribute('lang', 'fr');
  const printedBeats = printView.getByRole('heading', { level: 3 });
  await expect(printedBeats).toHaveCount(QUINARY.length);
  await expect(printedBeats.first()).toContainText(lockedTitle);
  await checkAccessibility(printView, 'outline print view (fr)');
  await printView.screenshot({
    path: new URL('../../screenshots/fr-outline-print.png', import.meta.url).pathname,
    fullPage: true,
  });
  await printView.getByRole('link', { name: text('fr', 'outline.ui.print.back') }).click();
  await expect(printView).toHaveURL(outlinePath(entry.id, 'fr'));
  await printView.close();

  // A beat of the writer's added after the last one, then deleted after asking.
  const last = beatCard(page, 5, QUINARY[4] as string);
  await last.getByRole('button', { name: text('fr', 'outline.ui.addAfter') }).click();
  await last.getByLabel(text('fr', 'outline.ui.newBeatTitle')).fill('Épilogue');
  await last.getByRole('button', { name: text('fr', 'outline.ui.addBeat'), exact: true }).click();
  const added = beatCard(page, 6, text('fr', 'outline.ui.ownBeat'));
  await expect(added).toBeFocused();
  await expect(field(added, 'title')).toHaveValue('Épilogue');
  await added.getByRole('button', { name: text('fr', 'outline.ui.deleteBeat') }).click();
  await added
    .getByRole('button', { name: text('fr', 'outline.ui.deleteBeatConfirm'), exact: true })
    .click();
  await expect(added).toHaveCount(0);
  await expect(last).toBeFocused();

  // The language switch keeps the idea.
  await page.getByTestId('language-switcher').click();
  await page.getByRole('menuitemradio', { name: 'English' }).click();
  await expect(page).toHaveURL(outlinePath(entry.id, 'en'));
  await expect(
    page.getByRole('heading', { name: text('en', 'outline.ui.beatsTitle') }),
  ).toBeVisible();

  // Screenshots of the page in each language, on a wide screen and on a phone.
  for (const language of LANGUAGES) {
    for (const viewport of [
      { name: 'desktop', width: 1280, height: 800 },
      { name: 'mobile', width: 375, height: 740 },
    ]) {
      await page.setViewportSize(viewport);
      await page.goto(outlinePath(entry.id, language));
      await expect(page.getByRole('heading', { level: 1 })).toHaveText(title);
      await expect(
        page.getByRole('img', { name: text(language, 'outline.ui.shape.title') }),
      ).toBeVisible();
      await expect(
        page
          .getByRole('complementary', { name: text(language, 'outline.ui.checks.title') })
          .getByRole('status'),
      ).toHaveText(text(language, 'outline.ui.checks.none'));
      if (viewport.name === 'mobile') {
        // One act open at a time, nothing wider than the screen, every control a fingertip wide.
        const acts = page.getByRole('button', { expanded: true });
        await expect(acts).toHaveCount(1);
        const overflow = await page.evaluate(
          () => document.documentElement.scrollWidth - window.innerWidth,
        );
        expect(overflow, `the ${language} outline overflows by ${overflow}px`).toBeLessThanOrEqual(
          0,
        );
        expect(await smallTargets(page), language).toEqual([]);
        if (language === 'fr') await checkAccessibility(page, 'outline page on a phone (fr)');
      }
      await page.evaluate(async () => {
        window.scrollTo(0, 0);
        await document.fonts.ready;
      });
      await page.screenshot({
        path: new URL(`../../screenshots/${language}-outline-${viewport.name}.png`, import.meta.url)
          .pathname,
        fullPage: true,
      });
      // Its print view: the buttons in the interface's language, the outline in French.
      await page.goto(printOutlinePath(entry.id));
      await expect(
        page.getByRole('link', { name: text(language, 'outline.ui.print.back') }),
      ).toBeVisible();
      await expect(page.locator('article')).toHaveAttribute('lang', 'fr');
      await page.screenshot({
        path: new URL(
          `../../screenshots/${language}-outline-print-${viewport.name}.png`,
          import.meta.url,
        ).pathname,
        fullPage: true,
      });
    }
  }

  // Drawn by the server, hydrated without a mismatch, used without a failure. The one 404 is
  // the desk asking whether the idea had an outline before offering to write one.
  expect(errors.filter((error) => !error.includes('status of 404'))).toEqual([]);
  expect(errors.length).toBeLessThanOrEqual(1);

  // Another writer's idea, or none, is the app's 404, for the outline and its print view; a
  // visitor goes to the sign-in card.
  const notFound = page.getByRole('heading', { level: 1 });
  await page.goto(outlinePath('00000000-0000-4000-8000-000000000000', 'fr'));
  await expect(notFound).toHaveText(text('fr', 'errorScreen.notFound.title'));
  // The print view's path names no language: it speaks the one the browser last remembered,
  // which each page writes once the browser is idle (the Spanish ones above, perhaps). The
  // pages before are gone now, so the test can say which.
  await page.context().addCookies([{ name: LANGUAGE_COOKIE, value: 'fr', url: baseURL ?? '' }]);
  await page.goto(printOutlinePath('00000000-0000-4000-8000-000000000000'));
  await expect(notFound).toHaveText(text('fr', 'errorScreen.notFound.title'));
  const visitor = await browser.newContext({ baseURL });
  const visitorPage = await visitor.newPage();
  await visitorPage.goto(outlinePath(entry.id, 'fr'));
  await expect(visitorPage).toHaveURL(`${baseURL}/`);
  await visitor.close();
});
