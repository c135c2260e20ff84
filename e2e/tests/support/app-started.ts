import type { Page } from '@playwright/test';
import { expect } from './accounts';

/**
 * Waits until the app has taken over a page the server drew (apps/web/src/app/
 * disabled-until-started.tsx). Clicks and typing wait for that by themselves, as the
 * controls are disabled until then; moving focus with the keyboard does not, as it skips
 * disabled controls instead.
 */
export async function appStarted(page: Page) {
  await expect(page.locator('[data-starting]')).toHaveCount(0);
}
