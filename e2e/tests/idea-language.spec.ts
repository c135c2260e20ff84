import type { Page } from '@playwright/test';
import { splitIdea } from '@plume/core/generation';
import { ROUTE_TABLE } from '@plume/core/routes';
import JSZip from 'jszip';
import { text } from './messages';
import { expect, postAsApp, signUpThroughApi, test, uniqueEmail } from './support/accounts';
import { openMoreActions } from './support/favourites';
import {
  expectIdeaWritten,
  generateButton,
  generationPanel,
  ideaTitle,
  modeRadio,
  pickGenre,
} from './support/generation';

/** The history card whose title is exactly `title`. */
function card(page: Page, title: string) {
  return page
    .getByRole('region', { name: text('es', 'history.title') })
    .getByRole('article')
    .filter({ has: page.getByRole('heading', { level: 3, name: title, exact: true }) });
}

test.describe('an idea in its own language', () => {
  test('in the Spanish interface, a French idea is marked French on the panel, its card, its print view and in its Word file', async ({
    page,
  }) => {
    test.slow();
    await signUpThroughApi(page, uniqueEmail('idea-language'));
    // One French idea written before, found on its card.
    const written = await postAsApp(
      page,
      '/api/generations',
      { language: 'fr', mode: 'key-points', genres: ['Space opera'] },
      'es',
    );
    const { entry } = (await written.json()) as { entry: { id: string; idea: string } };
    const title = splitIdea(entry.idea).title;
    await page.goto(ROUTE_TABLE.home.es);
    await expect(page.locator('html')).toHaveAttribute('lang', 'es');

    const saved = card(page, title);
    await expect(saved.getByRole('heading', { level: 3 })).toHaveAttribute('lang', 'fr');
    await expect(saved.locator('div[lang="fr"]')).toHaveCount(1);
    // The actions around it stay in the interface's language.
    await openMoreActions(saved, 'es');
    await expect(
      saved.getByRole('button', { name: text('es', 'history.delete') }),
    ).not.toHaveAttribute('lang', 'fr');

    // Another French idea written from the panel.
    const summary = generationPanel(page, 'es')
      .locator('summary')
      .filter({ hasText: text('es', 'brief.title') });
    await summary.click();
    await generationPanel(page, 'es')
      .getByLabel(text('es', 'brief.ideaLanguage'), { exact: true })
      .selectOption('fr');
    await pickGenre(page, 'es', 'cozy-mystery');
    await modeRadio(page, 'es', 'quick').check();
    await generateButton(page, 'es').click();
    await expectIdeaWritten(page, 'es');
    await expect(ideaTitle(page, 'es')).toHaveAttribute('lang', 'fr');

    // The print view of the first.
    await page.goto(`/print/${entry.id}`);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(title);
    await expect(
      page.locator('[lang="fr"]').filter({ has: page.getByRole('heading', { level: 1 }) }),
    ).toHaveCount(1);

    // Its Word file: the labels in Spanish, the idea's text in French.
    const word = await page.request.get(`/api/history/${entry.id}/export?format=docx&language=es`);
    expect(word.ok()).toBe(true);
    const zip = await JSZip.loadAsync(await word.body());
    const documentXml = (await zip.file('word/document.xml')?.async('string')) ?? '';
    const styles = (await zip.file('word/styles.xml')?.async('string')) ?? '';
    expect(styles).toContain('<w:lang w:val="es-ES"/>');
    expect(documentXml).toContain('<w:lang w:val="fr-FR"/>');
  });
});
