import type { Locator } from '@playwright/test';
import type { Language } from '@plume/core/i18n';
import { text } from '../messages';

/** The star of a history card or of the idea just written ("Favourites" is the filter). */
export function starButton(scope: Locator, language: Language): Locator {
  return scope.getByRole('button', { name: text(language, 'favourites.star'), exact: true });
}
