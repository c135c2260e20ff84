import type { Page } from '@playwright/test';

/**
 * Waits until React has hydrated the page the server rendered (apps/web/src/app/root.tsx
 * marks it). Every navigation of the suite's `page` waits for it (support/accounts.ts):
 * text typed into the server's HTML before then would be lost.
 */
export async function appStarted(page: Page) {
  await page.locator('html[data-hydrated]').waitFor({ state: 'attached' });
  // The desk's code arrives after the page's (a lazy component) and hydrates its part then.
  await page.waitForLoadState('networkidle');
}

/** Console errors and uncaught exceptions: a hydration mismatch logs one. */
export function collectErrors(page: Page): string[] {
  const errors: string[] = [];
  page.on('console', (message) => {
    if (message.type() === 'error') errors.push(message.text());
  });
  page.on('pageerror', (error) => errors.push(error.message));
  return errors;
}
