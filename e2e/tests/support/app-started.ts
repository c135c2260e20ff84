import type { Page } from '@playwright/test';

/**
 * Waits until React has hydrated the page the server rendered (apps/web/src/app/root.tsx
 * marks it), and the writer's desk in it (a lazy chunk that hydrates after the page, marked
 * by app/desk/signed-in-home.tsx). Every navigation of the suite's `page` waits for it
 * (support/accounts.ts): a click or text given to the server's HTML before then is lost.
 */
export async function appStarted(page: Page) {
  await page.locator('html[data-hydrated]').waitFor({ state: 'attached' });
  await page.locator('[data-desk]:not([data-hydrated])').waitFor({ state: 'detached' });
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
