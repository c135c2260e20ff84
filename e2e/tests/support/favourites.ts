import type { Locator } from '@playwright/test';
import type { Language } from '@plume/core';
import { text } from '../messages';
import { expect } from './accounts';
import { GENERATION_WAIT } from './generation';

/** The star of a history card or of the idea just written ("Favourites" is the filter). */
export function starButton(scope: Locator, language: Language): Locator {
  return scope.getByRole('button', { name: text(language, 'favourites.star'), exact: true });
}

/**
 * Clicks a toggle of the desk right after the page has loaded, until its `attribute` says
 * `value` (aria-pressed, aria-expanded). The desk's code is a lazy chunk that can be asked
 * for after the network has already gone quiet once (what appStarted waits for), so a first
 * click may land on the server's HTML before it hydrates, and do nothing. The toggles here
 * change their attribute at once (a star shows pressed while it saves), so a click that
 * counted is not repeated.
 */
export async function clickOnceHydrated(toggle: Locator, attribute: string, value = 'true') {
  await expect(toggle).not.toHaveAttribute(attribute, value);
  await expect(async () => {
    await toggle.click();
    await expect(toggle).toHaveAttribute(attribute, value, { timeout: 2_000 });
  }).toPass(GENERATION_WAIT);
}
