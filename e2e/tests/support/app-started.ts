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

/** Console errors and uncaught exceptions: a failed take-over logs one. */
export function collectErrors(page: Page): string[] {
  const errors: string[] = [];
  page.on('console', (message) => {
    if (message.type() === 'error') errors.push(message.text());
  });
  page.on('pageerror', (error) => errors.push(error.message));
  return errors;
}

/**
 * Holds back the app's entry, which start-after-paint.js loads once a drawn page has
 * painted, so a test can look at the page as the server drew it. Returns what lets it go.
 */
export async function holdTheApp(page: Page): Promise<() => void> {
  let release = () => {};
  const released = new Promise<void>((resolve) => {
    release = resolve;
  });
  await page.route(/\/assets\/index-[\w-]+\.js$/, async (route) => {
    await released;
    await route.continue();
  });
  return release;
}
