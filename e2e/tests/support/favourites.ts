import type { Locator } from '@playwright/test';
import type { Language } from '@plume/core/i18n';
import { text } from '../messages';

/** The star of a history card or of the idea just written ("Favourites" is the filter). */
export function starButton(scope: Locator, language: Language): Locator {
  return scope.getByRole('button', { name: text(language, 'favourites.star'), exact: true });
}

/**
 * Opens a history card's "More actions", where copy, regenerate, export, redraw, share and
 * delete are; an open one stays open.
 */
export async function openMoreActions(historyCard: Locator, language: Language) {
  const more = historyCard.getByRole('button', {
    name: text(language, 'history.moreActions'),
    exact: true,
  });
  if ((await more.getAttribute('aria-expanded')) !== 'true') await more.click();
}
