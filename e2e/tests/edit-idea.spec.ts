import type { Locator, Page } from '@playwright/test';
import type { LineCards, StoryCard } from '@plume/core/bible';
import type { HistoryEntry } from '@plume/core/contracts';
import { LANGUAGES, type Language } from '@plume/core/i18n';
import { ROUTE_TABLE } from '@plume/core/routes';
import { text } from './messages';
import { expect, postAsApp, signUpThroughApi, test, uniqueEmail } from './support/accounts';
import { checkAccessibility } from './support/axe';
import {
  expectIdeaWritten,
  GENERATION_WAIT,
  generateButton,
  idea,
  ideaTitle,
  pickGenre,
  successToast,
} from './support/generation';

const GENRES: Record<Language, string[]> = {
  fr: ['Roman noir'],
  en: ['Space opera'],
  es: ['Fantasy épique'],
};

type Person = Extract<StoryCard, { type: 'person' }>;

const screenshot = (name: string) =>
  new URL(`../../screenshots/${name}.png`, import.meta.url).pathname;

/** The built-in engine's idea as the edit form shows it: its title line, and the rest. */
function ideaTextOf(idea: string) {
  const [title = '', ...rest] = idea.split('\n');
  return { title, description: rest.join('\n').trim() };
}

/** A first name one letter off: its second letter changed, as a slip of the pen would. */
const drifted = (name: string) => `${name[0]}${name[1] === 'e' ? 'a' : 'e'}${name.slice(2)}`;

/** Every whole-word `name` of `text` written `other`. */
const replaceName = (text: string, name: string, other: string) =>
  text.replace(new RegExp(`(?<!\\p{L})${name}(?!\\p{L})`, 'gu'), other);

/**
 * An idea written through the API and kept as cards, a person's first name one letter off
 * in its text when `drift`; then the desk showing it in its history.
 */
async function deskWithAnIdea(page: Page, language: Language, { drift }: { drift: boolean }) {
  const written = await postAsApp(
    page,
    '/api/generations',
    { language, mode: 'key-points', genres: GENRES[language] },
    language,
  );
  const { entry } = (await written.json()) as { entry: HistoryEntry };
  const kept = await postAsApp(page, `/api/history/${entry.id}/cards`, {}, language);
  // A first name of 4 letters or more: a slip in a shorter one is no drift, but another name.
  const lead = ((await kept.json()) as LineCards).cards.find(
    (card): card is Person => card.type === 'person' && (card.name.split(' ')[0] ?? '').length > 3,
  );
  if (!lead) throw new Error('the idea has no person card with a first name to drift');
  const first = lead.name.split(' ')[0] ?? '';
  if (drift) {
    const { title, description } = ideaTextOf(entry.idea);
    const origin = new URL(test.info().project.use.baseURL ?? page.url()).origin;
    const response = await page.request.patch(`/api/history/${entry.id}`, {
      data: { text: { title, description: replaceName(description, first, drifted(first)) } },
      headers: { Origin: origin },
    });
    expect(response.ok()).toBe(true);
  }
  await page.goto(ROUTE_TABLE.home[language]);
  const card = historyCard(page, language, ideaTextOf(entry.idea).title);
  return { entry, card, lead, first };
}

function historyCard(page: Page, language: Language, title: string) {
  return page
    .getByRole('region', { name: text(language, 'history.title') })
    .getByRole('article')
    .filter({ has: page.getByRole('heading', { level: 3, name: title }) });
}

/**
 * Opens the story bible kept for the card's idea (its button names the count of cards);
 * its consistency notes come first.
 */
async function openNotes(card: Locator, language: Language) {
  const [prefix = ''] = text(language, 'bible.toggle_other').split('{{count}}');
  const escaped = prefix.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
  await card.getByRole('button', { name: new RegExp(`^${escaped}\\d`) }).click();
  const notes = card.getByRole('region', { name: text(language, 'bible.consistency.title') });
  await expect(notes).toBeVisible();
  return notes;
}

test('edit an idea’s text, use the card’s name for a drifted name, undo it, restore the original', async ({
  page,
}) => {
  await signUpThroughApi(page, uniqueEmail('edit-idea'));
  const { entry, card, lead, first } = await deskWithAnIdea(page, 'en', { drift: false });
  const original = ideaTextOf(entry.idea);
  const edit = card.getByRole('button', { name: text('en', 'ideaText.edit') });
  const form = card.getByRole('form', { name: text('en', 'ideaText.edit') });
  const titleField = form.getByLabel(text('en', 'ideaText.title'), { exact: true });
  const textField = form.getByLabel(text('en', 'ideaText.description'), { exact: true });

  // Escape leaves the text as it was, and gives the focus back to the button.
  await edit.click();
  await expect(titleField).toBeFocused();
  await expect(titleField).toHaveValue(original.title);
  await expect(textField).toHaveValue(original.description);
  await titleField.fill('Nothing kept');
  await page.keyboard.press('Escape');
  await expect(form).toBeHidden();
  await expect(edit).toBeFocused();
  await expect(card.getByRole('heading', { level: 3 })).toHaveText(original.title);

  // Saved, the text shows at once and after a reload, marked as edited.
  await edit.click();
  await expect(titleField).toHaveValue(original.title);
  await titleField.fill('The Quillmoor Lantern');
  await textField.fill(
    `${replaceName(original.description, first, drifted(first))}\n\nThe lantern hums.`,
  );
  await checkAccessibility(page, 'an idea’s text being edited');
  await form.getByRole('button', { name: text('en', 'ideaText.save') }).click();
  await expect(
    page.getByRole('status').filter({ hasText: text('en', 'ideaText.saved') }),
  ).toBeVisible();
  await expect(form).toBeHidden();
  const edited = historyCard(page, 'en', 'The Quillmoor Lantern');
  await expect(edited.getByTestId('edited-mark')).toHaveText(text('en', 'ideaText.edited'));
  await page.reload();
  await edited.getByRole('button', { name: text('en', 'history.expand') }).click();
  await expect(edited).toContainText('The lantern hums.');
  await expect(edited.getByTestId('edited-mark')).toBeVisible();

  // The drifted first name is a note that offers the card's name.
  const notes = await openNotes(edited, 'en');
  const finding = notes.getByRole('listitem').filter({
    hasText: text('en', 'bible.findings.nameDrift', {
      found: drifted(first),
      expected: first,
      name: lead.name,
    }),
  });
  await expect(finding).toBeVisible();
  const useName = finding.getByRole('button', {
    name: text('en', 'bible.consistency.useCardName'),
  });
  await checkAccessibility(page, 'a name that drifted, with the card’s name to use');
  await useName.click();
  const undo = notes.getByRole('button', { name: text('en', 'bible.consistency.undo') });
  await expect(undo).toBeFocused();
  await expect(undo).toHaveAccessibleDescription(
    text('en', 'bible.consistency.renamed', { found: drifted(first), expected: first }),
  );
  await expect(notes).toContainText(text('en', 'bible.consistency.none'));
  await notes.screenshot({ path: screenshot('en-name-note-undo-desktop') });
  const shown = async () =>
    (
      (await (await page.request.get(`/api/history?q=Quillmoor`)).json()) as {
        items: HistoryEntry[];
      }
    ).items[0]?.idea ?? '';
  expect(await shown()).not.toContain(drifted(first));
  expect(await shown()).toContain('The lantern hums.');

  // Undo brings the drift back, and the note with it.
  await undo.click();
  await expect(finding).toBeVisible();
  await expect(undo).toBeHidden();
  expect(await shown()).toContain(drifted(first));

  // Restoring asks first, then brings back the engine's text.
  await edited.getByRole('button', { name: text('en', 'ideaText.restore') }).click();
  const question = edited.getByText(text('en', 'ideaText.confirmRestore'));
  await expect(question).toBeVisible();
  await question.locator('..').screenshot({ path: screenshot('en-restore-question-desktop') });
  await edited.getByRole('button', { name: text('en', 'ideaText.confirmRestoreYes') }).click();
  const restored = historyCard(page, 'en', original.title);
  await expect(restored).toBeVisible();
  await expect(restored.getByTestId('edited-mark')).toBeHidden();
  await expect(restored.getByRole('button', { name: text('en', 'ideaText.edit') })).toBeFocused();
  const [after] = (
    (await (await page.request.get('/api/history')).json()) as {
      items: HistoryEntry[];
    }
  ).items;
  expect(after).toMatchObject({ idea: entry.idea, edited: false });
  await expect(
    restored.getByRole('region', { name: text('en', 'bible.consistency.title') }),
  ).toContainText(text('en', 'bible.consistency.none'));
});

test('edit the idea just written, in the panel: the history shows the new text too', async ({
  page,
}) => {
  await signUpThroughApi(page, uniqueEmail('edit-panel'));
  await page.goto(ROUTE_TABLE.home.es);
  await pickGenre(page, 'es', 'space-opera');
  await generateButton(page, 'es').click();
  await expect(successToast(page, 'es')).toBeVisible(GENERATION_WAIT);
  await expectIdeaWritten(page, 'es');
  const written = idea(page, 'es');
  await written.getByRole('button', { name: text('es', 'ideaText.edit') }).click();
  const form = written.getByRole('form', { name: text('es', 'ideaText.edit') });
  await form
    .getByLabel(text('es', 'ideaText.title'), { exact: true })
    .fill('La linterna de Quillmoor');
  await form
    .getByLabel(text('es', 'ideaText.description'), { exact: true })
    .fill('Una guardiana enciende la linterna cada noche.');
  await form.getByRole('button', { name: text('es', 'ideaText.save') }).click();
  await expect(ideaTitle(page, 'es')).toHaveText('La linterna de Quillmoor');
  await expect(written).toContainText('Una guardiana enciende la linterna cada noche.');
  await expect(written.getByTestId('edited-mark')).toHaveText(text('es', 'ideaText.edited'));
  await expect(written.getByRole('form')).toBeHidden();
  // Tall enough for the whole idea: no sticky header over it, nothing stitched.
  await page.setViewportSize({ width: 1280, height: 3000 });
  await written.screenshot({ path: screenshot('es-edited-panel-idea-desktop') });
  await expect(
    historyCard(page, 'es', 'La linterna de Quillmoor').getByTestId('edited-mark'),
  ).toBeVisible();
});

for (const viewport of [
  { name: 'mobile', width: 375, height: 740 },
  { name: 'desktop', width: 1280, height: 900 },
]) {
  test.describe(`at ${viewport.width} px`, () => {
    test.use({ viewport: { width: viewport.width, height: viewport.height } });

    for (const language of LANGUAGES) {
      test(`the edit form and a name note in ${language}`, async ({ page }) => {
        await signUpThroughApi(page, uniqueEmail(`edit-${language}`));
        const { card, first } = await deskWithAnIdea(page, language, { drift: true });
        const notes = await openNotes(card, language);
        await expect(
          notes.getByRole('button', { name: text(language, 'bible.consistency.useCardName') }),
        ).toBeVisible();
        await expect(notes).toContainText(drifted(first));
        await expect(card.getByTestId('edited-mark')).toHaveText(text(language, 'ideaText.edited'));
        // The card's text with its mark and actions, down to the notes.
        await page.setViewportSize({ width: viewport.width, height: 4000 });
        const top = await card.boundingBox();
        const bottom = await notes.boundingBox();
        if (top && bottom) {
          await page.screenshot({
            path: screenshot(`${language}-edited-idea-${viewport.name}`),
            clip: {
              x: top.x,
              y: top.y,
              width: top.width,
              height: bottom.y + bottom.height - top.y,
            },
          });
        }
        await page.setViewportSize({ width: viewport.width, height: viewport.height });
        await card.getByRole('button', { name: text(language, 'ideaText.edit') }).click();
        const form = card.getByRole('form', { name: text(language, 'ideaText.edit') });
        await expect(
          form.getByLabel(text(language, 'ideaText.title'), { exact: true }),
        ).toBeFocused();
        const overflow = await page.evaluate(
          () => document.documentElement.scrollWidth - window.innerWidth,
        );
        expect(overflow).toBeLessThanOrEqual(0);
        if (language === 'fr') {
          await checkAccessibility(page, `the edit form and a name note (fr, ${viewport.name})`);
        }
        // Tall enough for the whole card: no sticky header over it, nothing stitched.
        await page.setViewportSize({ width: viewport.width, height: 4000 });
        await form.screenshot({ path: screenshot(`${language}-edit-idea-form-${viewport.name}`) });
        await notes.screenshot({ path: screenshot(`${language}-name-note-${viewport.name}`) });
      });
    }
  });
}
