import type { Locator, Page } from '@playwright/test';
import type { PackageId } from '@plume/core/credits';
import type { Language } from '@plume/core/i18n';
import { text } from '../messages';
import { expect } from './accounts';

/** The purchase block of the signed-in screen. */
export function purchaseBlock(page: Page, language: Language): Locator {
  return page.getByRole('region', { name: text(language, 'credits.purchase.title') });
}

/** The header's balance; its text (for screen readers) says the count in words. */
export function expectHeaderCredits(page: Page, language: Language, count: number) {
  const key = count === 1 ? 'credits.balance_one' : 'credits.balance_other';
  return expect(page.getByTestId('header-credits')).toContainText(text(language, key, { count }));
}

export async function openOffers(page: Page, language: Language) {
  await purchaseBlock(page, language)
    .getByRole('button', { name: text(language, 'credits.purchase.showOffers') })
    .click();
}

export function packageRadio(page: Page, language: Language, id: PackageId): Locator {
  return page.getByRole('radio', { name: text(language, `credits.packages.${id}`) });
}

export function refundCheckbox(page: Page, language: Language): Locator {
  return purchaseBlock(page, language).getByRole('checkbox');
}

/** The purchase button, whatever its label says (it names the chosen package). */
export function buyButton(page: Page, language: Language): Locator {
  return purchaseBlock(page, language).locator('button[type="submit"]');
}

/**
 * Chooses a package and accepts the refund policy, checking on the way that the purchase
 * button waits for both (docs/PRODUCT.md, Screens), then buys: the local test checkout opens.
 */
export async function buyThroughForm(page: Page, language: Language, id: PackageId) {
  await openOffers(page, language);
  await expect(buyButton(page, language)).toBeDisabled();
  await expect(purchaseBlock(page, language)).toContainText(
    text(language, 'credits.purchase.chooseFirst'),
  );
  await packageRadio(page, language, id).check();
  await expect(buyButton(page, language)).toBeDisabled();
  await expect(purchaseBlock(page, language)).toContainText(
    text(language, 'credits.purchase.acceptFirst'),
  );
  await refundCheckbox(page, language).check();
  await expect(buyButton(page, language)).toBeEnabled();
  await buyButton(page, language).click();
  await page.waitForURL(/\/local-checkout\/local_/);
}

/** The local checkout's Pay button, whatever price it names (the catalogue's checkoutPage.pay). */
export function payButton(page: Page, language: Language): Locator {
  const [before = ''] = text(language, 'checkoutPage.pay').split('{{price}}');
  const escaped = before.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
  return page.getByRole('button', { name: new RegExp(`^${escaped}`) });
}

export function cancelButton(page: Page, language: Language): Locator {
  return page.getByRole('button', { name: text(language, 'checkoutPage.cancel'), exact: true });
}
