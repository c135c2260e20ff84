import { expect, test } from '@playwright/test';
import { text } from './messages';
import { collectErrors, holdTheApp } from './support/app-started';

// Signed-out screens arrive drawn by the server (apps/server/src/web/signed-out-pages.ts)
// and the app takes them over once its code has run (apps/web/src/main.tsx).

test('a signed-out screen is readable before any script runs, with its form disabled', async ({
  browser,
}) => {
  const context = await browser.newContext({ javaScriptEnabled: false, locale: 'es-ES' });
  const page = await context.newPage();
  await page.goto('/');
  await expect(page.locator('html')).toHaveAttribute('lang', 'es');
  await expect(page).toHaveTitle(`Plume · ${text('es', 'app.tagline')}`);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(text('es', 'auth.signInTitle'));
  await expect(page.getByRole('link', { name: text('es', 'links.support') })).toBeVisible();
  // Nothing can be typed into a form that has no code behind it yet.
  const email = page.getByLabel(text('es', 'auth.email'));
  await expect(email).toBeDisabled();
  await expect(page.getByRole('button', { name: text('es', 'auth.signIn') }).last()).toBeDisabled();
  // It keeps its look meanwhile (styles.css), with a cursor that says it is coming.
  await expect(email).toHaveCSS('opacity', '1');
  await expect(email).toHaveCSS('cursor', 'progress');
  await context.close();
});

test('the app takes the drawn page over without drawing it again', async ({ page }) => {
  const errors = collectErrors(page);
  const release = await holdTheApp(page);

  await page.goto('/en', { waitUntil: 'domcontentloaded' });
  const heading = page.getByRole('heading', { level: 1 });
  await expect(heading).toHaveText(text('en', 'auth.signInTitle'));
  await page.evaluate(() => {
    (window as unknown as { drawnHeading: Element | null }).drawnHeading =
      document.querySelector('h1');
  });
  const email = page.getByLabel(text('en', 'auth.email'));
  await expect(email).toBeDisabled();

  release();
  await expect(email).toBeEnabled();
  const sameNode = await page.evaluate(
    () =>
      document.querySelector('h1') ===
      (window as unknown as { drawnHeading: Element | null }).drawnHeading,
  );
  expect(sameNode, 'the drawn heading is kept, not replaced').toBe(true);

  // It is the app now: the language menu opens and the sign-up link routes in place.
  await email.fill('writer@example.com');
  await page.getByTestId('language-switcher').click();
  await expect(page.getByRole('menuitemradio', { name: 'English' })).toBeVisible();
  await page.keyboard.press('Escape');
  expect(errors).toEqual([]);
});

test('a browser that prefers another language than the server guessed gets its own', async ({
  browser,
}) => {
  // A choice kept only in localStorage (from before the language cookie existed).
  const context = await browser.newContext({ locale: 'en-US' });
  await context.addInitScript(() => localStorage.setItem('plume.language', 'es'));
  const page = await context.newPage();
  const errors = collectErrors(page);

  const response = await page.goto('/');
  expect(await response?.text()).toContain('data-signed-out-language="en"');
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(text('es', 'auth.signInTitle'));
  await expect(page.locator('html')).toHaveAttribute('lang', 'es');
  await expect(page.getByLabel(text('es', 'auth.email'))).toBeEnabled();
  expect(errors).toEqual([]);
  await context.close();
});

test('the language a visitor picks is the one the server draws next time', async ({ page }) => {
  await page.goto('/en');
  await page.getByTestId('language-switcher').click();
  await page.getByRole('menuitemradio', { name: 'Español' }).click();
  await expect(page).toHaveURL('/es');

  // The route changes first; the app then switches its language and stores it.
  await expect
    .poll(async () => {
      const cookies = await page.context().cookies();
      return cookies.find((cookie) => cookie.name === 'plume.language')?.value;
    })
    .toBe('es');
  const html = await (await page.request.get('/')).text();
  expect(html).toContain('data-signed-out-language="es"');
  expect(html).toContain('<html lang="es"');
});
