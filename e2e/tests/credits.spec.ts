import { CREDIT_PACKAGES, type PackageId } from '@plume/core/credits';
import type { Language } from '@plume/core/i18n';
import { ROUTE_TABLE } from '@plume/core/routes';
import { text } from './messages';
import { expect, expectToast, signUpThroughApi, test, uniqueEmail } from './support/accounts';
import {
  buyButton,
  buyThroughForm,
  cancelButton,
  expectHeaderCredits,
  openOffers,
  packageRadio,
  payButton,
  purchaseBlock,
  refundCheckbox,
} from './support/credits';
import { expectBalance, SIGNUP_CREDITS } from './support/generation';

const BUYS: [Language, PackageId][] = [
  ['fr', '60_credits'],
  ['es', '25_credits'],
];

test.describe('credits', () => {
  for (const [language, packageId] of BUYS) {
    test(`buys ${packageId} through the local checkout in ${language}`, async ({ page }) => {
      const credits = CREDIT_PACKAGES.find((p) => p.id === packageId)?.credits ?? 0;
      await signUpThroughApi(page, uniqueEmail(`buy-${language}`));
      await page.goto(ROUTE_TABLE.home[language]);
      await expectHeaderCredits(page, language, SIGNUP_CREDITS);
      // The offers wait until asked for.
      await expect(packageRadio(page, language, packageId)).toHaveCount(0);
      await buyThroughForm(page, language, packageId);

      await expect(page.getByRole('note')).toBeVisible();
      await payButton(page, language).click();
      await page.waitForURL(`**${ROUTE_TABLE.paymentSuccess[language]}?session_id=local_*`);
      await expect(page.getByRole('heading', { level: 1 })).toHaveText(
        text(language, 'payment.successTitle'),
      );
      // After 2 s: the balance is re-fetched and the credits-added message shows.
      await expectToast(page, text(language, 'credits.added'));
      // The message comes down below the header, never over the balance it reports on. It
      // is measured while it is shown: leaving, it slides back up under the header.
      const header = await page.getByRole('banner').boundingBox();
      const toast = page.getByRole('status').filter({ hasText: text(language, 'credits.added') });
      await expect
        .poll(async () => (await toast.boundingBox())?.y)
        .toBeGreaterThanOrEqual((header?.y ?? 0) + (header?.height ?? Number.POSITIVE_INFINITY));
      await expectHeaderCredits(page, language, SIGNUP_CREDITS + credits);

      await page.getByRole('link', { name: text(language, 'payment.returnHome') }).click();
      await expect(page).toHaveURL(ROUTE_TABLE.home[language]);
      await expectBalance(page, language, SIGNUP_CREDITS + credits);
    });
  }

  test('cancels a purchase in English: no credits, the cancel screen, back home', async ({
    page,
  }) => {
    await signUpThroughApi(page, uniqueEmail('cancel-en'));
    await page.goto(ROUTE_TABLE.home.en);
    await buyThroughForm(page, 'en', '10_credits');
    await cancelButton(page, 'en').click();
    await page.waitForURL(`**${ROUTE_TABLE.paymentCancel.en}`);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(
      text('en', 'payment.cancelTitle'),
    );
    await expect(page.getByText(text('en', 'payment.cancelText'))).toBeVisible();
    await page.getByRole('link', { name: text('en', 'payment.returnHome') }).click();
    await expectBalance(page, 'en', SIGNUP_CREDITS);
    await expectHeaderCredits(page, 'en', SIGNUP_CREDITS);
  });

  test('shows the server’s refusal of an unknown product as Produit non trouvé', async ({
    page,
  }) => {
    await signUpThroughApi(page, uniqueEmail('unknown-fr'));
    // A package the server no longer sells (the list was fetched before it went).
    await page.route('**/api/checkout', (route) =>
      route.fulfill({
        status: 404,
        json: { error: { code: 'payment.productNotFound', message: 'Product not found' } },
      }),
    );
    await page.goto(ROUTE_TABLE.home.fr);
    await openOffers(page, 'fr');
    await packageRadio(page, 'fr', '150_credits').check();
    await refundCheckbox(page, 'fr').check();
    await buyButton(page, 'fr').click();
    await expectToast(page, 'Produit non trouvé');
    await expect(page).toHaveURL(ROUTE_TABLE.home.fr);
    // Unticking the policy disables the purchase again.
    await refundCheckbox(page, 'fr').uncheck();
    await expect(buyButton(page, 'fr')).toBeDisabled();
    await expect(purchaseBlock(page, 'fr')).toContainText(
      text('fr', 'credits.purchase.acceptFirst'),
    );
  });
});
