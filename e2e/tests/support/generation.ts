import type { Page } from '@playwright/test';
import type { Language } from '@plume/core/i18n';
import { text } from '../messages';
import { expect } from './accounts';
import { expectSelectedCount, genreCheckbox, genreName, searchBox } from './genres';

/**
 * What a new account starts with on the e2e server (SIGNUP_CREDITS in playwright.config.ts):
 * more than the default 3, so a journey can fill more than one page of history.
 */
export const SIGNUP_CREDITS = 8;

/**
 * An idea takes well under a second alone, but the e2e server is shared with other
 * journeys (sign-ups hash passwords on the same embedded database), so waits are longer.
 */
export const GENERATION_WAIT = { timeout: 20_000 };

export async function pickGenre(page: Page, language: Language, id: string, selected = 1) {
  const name = await genreName(language, id);
  await searchBox(page, language).fill(name);
  await genreCheckbox(page, name).check();
  await expectSelectedCount(page, language, selected);
}

export function generationPanel(page: Page, language: Language) {
  return page.getByRole('region', { name: text(language, 'home.desk.nextIdeaTitle') });
}

/** The idea the panel shows (history entries are articles too). */
export function idea(page: Page, language: Language) {
  return generationPanel(page, language).getByRole('article');
}

export function ideaTitle(page: Page, language: Language) {
  return idea(page, language).getByRole('heading', { level: 3 });
}

export function expectBalance(page: Page, language: Language, count: number) {
  const key = count === 1 ? 'credits.balance_one' : 'credits.balance_other';
  return expect(page.getByTestId('credit-balance')).toHaveText(
    text(language, key, { count }),
    GENERATION_WAIT,
  );
}

/** Waits for the idea being written to be done (the click has already marked it busy). */
export async function expectIdeaWritten(page: Page, language: Language) {
  await expect(idea(page, language)).toHaveAttribute('aria-busy', 'false', GENERATION_WAIT);
  await expect(ideaTitle(page, language)).not.toHaveText(text(language, 'generation.writing'));
  await expect(ideaTitle(page, language)).not.toBeEmpty();
}

/** The toast that says an idea is ready; it stays 2 s, so it is awaited right after the click. */
export function successToast(page: Page, language: Language) {
  return page
    .getByRole('status')
    .filter({ hasText: text(language, 'generation.generationSuccess') });
}

/** The panel's Generate button (on a phone, the Generate bar below the picker has one too). */
export function generateButton(page: Page, language: Language) {
  return generationPanel(page, language).getByRole('button', {
    name: text(language, 'generation.generate'),
  });
}

/** The phone's Generate bar, at the end of the genre picker once genres are chosen. */
export function generateBar(page: Page) {
  return page.getByTestId('generate-bar');
}

export function modeRadio(page: Page, language: Language, mode: string) {
  return page.getByRole('radio', { name: text(language, `generation.modes.${mode}.label`) });
}

/** "Your brief": a <details> on the generation panel, opened from its summary. */
export function briefSummary(page: Page, language: Language) {
  return generationPanel(page, language)
    .locator('summary')
    .filter({ hasText: text(language, 'brief.title') });
}

/** The brief's notes field (shown once the brief is opened). */
export function notesField(page: Page, language: Language) {
  return generationPanel(page, language).getByLabel(text(language, 'brief.notes'), {
    exact: true,
  });
}

/** The history's region on the desk. */
export function historyRegion(page: Page, language: Language) {
  return page.getByRole('region', { name: text(language, 'history.title') });
}
