import { expect, test } from '@playwright/test';
import { LANGUAGES, type Language, ROUTE_TABLE, type RouteId } from '@plume/core';

/**
 * Screenshots of every screen in each language at desktop and phone widths, into the
 * git-ignored screenshots/ folder, for a person to look at (`npm run screenshots`). Each
 * one also checks that nothing overflows the width of the screen.
 */
const SCREENS: { id: RouteId; query?: string }[] = [
  { id: 'home' },
  { id: 'signUp' },
  { id: 'forgotPassword' },
  { id: 'resetPassword', query: '?token=example' },
  { id: 'paymentSuccess' },
  { id: 'paymentCancel' },
];

const WIDTHS = [
  { name: 'desktop', width: 1280, height: 800 },
  { name: 'mobile', width: 375, height: 740 },
];

const OUT = new URL('../../screenshots/', import.meta.url).pathname;

for (const viewport of WIDTHS) {
  for (const colorScheme of ['light', 'dark'] as const) {
    test.describe(`${viewport.name} ${colorScheme}`, () => {
      test.use({ viewport, colorScheme });

      for (const language of LANGUAGES as readonly Language[]) {
        test(`screens in ${language}`, async ({ page }) => {
          for (const { id, query = '' } of SCREENS) {
            await page.goto(`${ROUTE_TABLE[id][language]}${query}`);
            await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
            await page.evaluate(() => document.fonts.ready);
            const overflow = await page.evaluate(
              () => document.documentElement.scrollWidth - window.innerWidth,
            );
            expect(overflow, `${id} overflows by ${overflow}px`).toBeLessThanOrEqual(0);
            await page.screenshot({
              path: `${OUT}${language}-${id}-${viewport.name}-${colorScheme}.png`,
              fullPage: true,
            });
          }
        });
      }
    });
  }
}

test.describe('menus', () => {
  test.use({ viewport: { width: 375, height: 740 } });

  test('mobile menu and language dropdown', async ({ page }) => {
    await page.goto('/es');
    await page.getByRole('button', { name: /men/i }).click();
    await expect(page.getByRole('dialog')).toBeVisible();
    await page.screenshot({ path: `${OUT}es-mobile-menu.png` });
    await page.keyboard.press('Escape');
    await page.setViewportSize({ width: 1280, height: 800 });
    await page.getByTestId('language-switcher').click();
    await expect(page.getByRole('menu')).toBeVisible();
    await page.screenshot({ path: `${OUT}es-language-menu.png` });
  });
});
