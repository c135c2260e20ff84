import { expect, type Page, test } from '@playwright/test';
import { LANGUAGES, type Language } from '@plume/core/i18n';
import { ROUTE_TABLE } from '@plume/core/routes';
import { text } from './messages';
import { appStarted } from './support/app-started';

async function expectLanguage(page: Page, language: Language) {
  await expect(page.locator('html')).toHaveAttribute('lang', language);
  await expect(page.getByRole('link', { name: text(language, 'app.homeLink') })).toBeVisible();
}

test.describe('language from the path', () => {
  const cases: [string, Language, string][] = [
    ['/en', 'en', 'auth.signInTitle'],
    ['/es/iniciar-sesion', 'es', 'auth.signInTitle'],
    ['/fr/mot-de-passe-oublie', 'fr', 'auth.forgotTitle'],
    ['/en/signup', 'en', 'auth.signUpTitle'],
    // Without a token, the reset screen says the link is invalid.
    ['/reset-password', 'en', 'reset.invalidTitle'],
    ['/restablecer-contrasena', 'es', 'reset.invalidTitle'],
    ['/pago/cancelado', 'es', 'payment.cancelTitle'],
    ['/payment/success', 'en', 'payment.successTitle'],
  ];
  for (const [path, language, heading] of cases) {
    test(`${path} shows the page in ${language}`, async ({ page }) => {
      await page.goto(path);
      await expectLanguage(page, language);
      await expect(page.getByRole('heading', { level: 1 })).toHaveText(text(language, heading));
    });
  }

  test('every localized route opens in its language and keeps its path', async ({ page }) => {
    // Two dozen page loads in one test.
    test.slow();
    for (const [id, paths] of Object.entries(ROUTE_TABLE)) {
      // Signed-in only; see their own test.
      if (id === 'changePassword' || id === 'deleteAccount') continue;
      for (const language of LANGUAGES) {
        await page.goto(paths[language]);
        await expectLanguage(page, language);
        await expect(page).toHaveURL(paths[language]);
      }
    }
  });
});

test.describe('language detection on / ', () => {
  test('/ follows the browser language', async ({ browser }) => {
    for (const [locale, language] of [
      ['es-MX', 'es'],
      ['en-GB', 'en'],
      ['fr-CA', 'fr'],
    ] as const) {
      const context = await browser.newContext({ locale });
      const page = await context.newPage();
      await page.goto('/');
      await expectLanguage(page, language);
      await expect(page).toHaveURL('/');
      await context.close();
    }
  });

  test('/ falls back to French for an unsupported browser language', async ({ browser }) => {
    const context = await browser.newContext({ locale: 'de-DE' });
    const page = await context.newPage();
    await page.goto('/');
    await expectLanguage(page, 'fr');
    await context.close();
  });

  test('a language route is remembered and wins over the browser language', async ({ browser }) => {
    const context = await browser.newContext({ locale: 'fr-FR' });
    const page = await context.newPage();
    await page.goto('/es');
    await expectLanguage(page, 'es');
    // The server drew the page in Spanish; the app stores the choice once it has started.
    await appStarted(page);
    await expect.poll(() => page.evaluate(() => localStorage.getItem('plume.language'))).toBe('es');
    await page.goto('/connexion');
    await expectLanguage(page, 'es');
    await context.close();
  });

  test('a remembered language is not written again each time the app starts', async ({
    browser,
  }) => {
    const context = await browser.newContext({ locale: 'fr-FR' });
    const page = await context.newPage();
    await page.goto('/es');
    await appStarted(page);
    // Every write to localStorage or to a cookie on the next visit, as the page makes it.
    await page.addInitScript(() => {
      const writes: string[] = [];
      Object.assign(window, { storageWrites: writes });
      const setItem = Storage.prototype.setItem;
      Storage.prototype.setItem = function (key: string, value: string) {
        writes.push(key);
        setItem.call(this, key, value);
      };
      const cookie = Object.getOwnPropertyDescriptor(Document.prototype, 'cookie');
      Object.defineProperty(Document.prototype, 'cookie', {
        configurable: true,
        get() {
          return cookie?.get?.call(this);
        },
        set(value: string) {
          writes.push(`cookie ${value.split(';')[0]}`);
          cookie?.set?.call(this, value);
        },
      });
    });
    await page.goto('/connexion');
    await appStarted(page);
    await expectLanguage(page, 'es');
    // The app remembers the language when the browser is idle: after that moment.
    await page.evaluate(() => new Promise((resolve) => requestIdleCallback(resolve)));
    expect(await page.evaluate(() => Reflect.get(window, 'storageWrites'))).toEqual([]);
    await context.close();
  });
});

test.describe('language switcher', () => {
  test('switching from /en/login lands on /es/iniciar-sesion, replacing history', async ({
    page,
  }) => {
    await page.goto('/en/signup');
    await page.goto('/en/login');
    await page.getByTestId('language-switcher').click();
    await page.getByRole('menuitemradio', { name: 'Español' }).click();
    await expect(page).toHaveURL('/es/iniciar-sesion');
    await expectLanguage(page, 'es');
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(
      text('es', 'auth.signInTitle'),
    );
    await page.goBack();
    await expect(page).toHaveURL('/en/signup');
  });

  test('switching from the root goes to the new language home', async ({ page }) => {
    await page.goto('/');
    await page.getByTestId('language-switcher').click();
    await page.getByRole('menuitemradio', { name: 'English' }).click();
    await expect(page).toHaveURL('/en');
    await expectLanguage(page, 'en');
  });

  test('lists the three languages with the current one checked', async ({ page }) => {
    await page.goto('/fr');
    await page.getByTestId('language-switcher').click();
    const items = page.getByRole('menuitemradio');
    await expect(items).toHaveText(['Français', 'English', 'Español']);
    await expect(page.getByRole('menuitemradio', { name: 'Français' })).toHaveAttribute(
      'aria-checked',
      'true',
    );
  });

  test('a click outside closes it', async ({ page }) => {
    await page.goto('/en');
    await page.getByTestId('language-switcher').click();
    await expect(page.getByRole('menu')).toBeVisible();
    await page.getByRole('heading', { level: 1 }).click();
    await expect(page.getByRole('menu')).toBeHidden();
  });

  test('is blocked on the password reset page in any language', async ({ page }) => {
    for (const language of LANGUAGES) {
      await page.goto(`${ROUTE_TABLE.resetPassword[language]}?token=abc`);
      await page.getByTestId('language-switcher').click();
      await expect(page.getByRole('menu')).toContainText(text(language, 'language.blocked'));
      for (const item of await page.getByRole('menuitemradio').all()) {
        await expect(item).toHaveAttribute('aria-disabled', 'true');
      }
      await page.keyboard.press('Escape');
      await expect(page).toHaveURL(`${ROUTE_TABLE.resetPassword[language]}?token=abc`);
    }
  });

  test('works from the keyboard', async ({ page }) => {
    await page.goto('/fr/connexion');
    await appStarted(page);
    await page.getByTestId('language-switcher').focus();
    await page.keyboard.press('Enter');
    // Under load the menu can open after the keys were sent: wait for it, then move.
    const menu = page.getByRole('menu');
    await expect(menu).toBeVisible();
    await expect(menu.getByRole('menuitemradio').first()).toBeFocused();
    await page.keyboard.press('ArrowDown');
    await expect(menu.getByRole('menuitemradio', { name: 'English' })).toBeFocused();
    await page.keyboard.press('Enter');
    await expect(page).toHaveURL('/en/login');
  });
});

test.describe('routing', () => {
  test('an unknown path lands on the root', async ({ page }) => {
    await page.goto('/this/does/not/exist');
    await expect(page).toHaveURL('/');
    await expectLanguage(page, 'fr');
  });

  test('a reload on a deep route stays there', async ({ page }) => {
    await page.goto('/es/olvide-contrasena');
    await page.reload();
    await expect(page).toHaveURL('/es/olvide-contrasena');
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(
      text('es', 'auth.forgotTitle'),
    );
  });

  test('/inscription and ?signup=true open sign-up', async ({ page }) => {
    await page.goto('/inscription');
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(
      text('fr', 'auth.signUpTitle'),
    );
    await page.goto('/?signup=true');
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(
      text('fr', 'auth.signUpTitle'),
    );
  });

  test('the sign-in and sign-up links move between the two', async ({ page }) => {
    await page.goto('/en/login');
    const signUp = page.getByRole('link', { name: text('en', 'auth.signUp'), exact: true });
    await signUp.click();
    await expect(page).toHaveURL('/en/signup');
    await expect(signUp).toHaveAttribute('aria-current', 'page');
    await page.getByRole('link', { name: text('en', 'auth.signIn'), exact: true }).click();
    await expect(page).toHaveURL('/en/login');
    await expect(signUp).not.toHaveAttribute('aria-current');
    await page.getByRole('link', { name: text('en', 'auth.forgotLink') }).click();
    await expect(page).toHaveURL('/en/forgot-password');
    await page.getByRole('button', { name: text('en', 'auth.backToLogin') }).click();
    await expect(page).toHaveURL('/en/login');
  });

  test('the sign-in and sign-up links and the forms work from the keyboard', async ({ page }) => {
    await page.goto('/en/login');
    await appStarted(page);
    const signUp = page.getByRole('link', { name: text('en', 'auth.signUp'), exact: true });
    await page.getByRole('link', { name: text('en', 'auth.signIn'), exact: true }).focus();
    await page.keyboard.press('Tab');
    await expect(signUp).toBeFocused();
    await page.keyboard.press('Enter');
    await expect(page).toHaveURL('/en/signup');
    await expect(signUp).toBeFocused();
    // The address changes before React has drawn the sign-up form in a transition: a Tab
    // pressed sooner moves on from the link within the sign-in form.
    const email = page.getByLabel(text('en', 'auth.email'), { exact: true });
    await expect(
      page.getByLabel(text('en', 'auth.confirmPassword'), { exact: true }),
    ).toBeVisible();
    await page.keyboard.press('Tab');
    await expect(email).toBeFocused();
    await page.keyboard.press('Tab');
    await expect(page.getByLabel(text('en', 'auth.password'), { exact: true })).toBeFocused();
    await page.keyboard.press('Tab');
    await expect(
      page.getByRole('button', { name: text('en', 'auth.showPassword') }).first(),
    ).toBeFocused();
  });

  test('the change-password and delete-account routes send a signed-out visitor to /', async ({
    page,
  }) => {
    for (const language of LANGUAGES) {
      for (const paths of [ROUTE_TABLE.changePassword, ROUTE_TABLE.deleteAccount]) {
        await page.goto(paths[language]);
        await expect(page).toHaveURL('/');
      }
    }
  });

  test('/auth/callback without a session reports a sign-in error and goes home', async ({
    page,
  }) => {
    await page.goto('/en');
    // The app keeps the language once it has taken the drawn page over.
    await appStarted(page);
    await page.goto('/auth/callback');
    await expect(
      page.getByRole('status').filter({ hasText: text('en', 'errors.signInError') }),
    ).toBeVisible();
    await expect(page).toHaveURL('/en');
  });

  test('the payment screens lead back home', async ({ page }) => {
    await page.goto('/payment/cancel');
    await page.getByRole('link', { name: text('en', 'payment.returnHome') }).click();
    await expect(page).toHaveURL('/en');
  });
});

test.describe('small screens', () => {
  test.use({ viewport: { width: 375, height: 740 } });

  test('the slide-over menu changes the language and links to support', async ({ page }) => {
    await page.goto('/fr/inscription');
    await expect(page.getByTestId('language-switcher')).toBeHidden();
    await page.getByRole('button', { name: text('fr', 'nav.openMenu') }).click();
    const menu = page.getByRole('dialog', { name: text('fr', 'nav.menuTitle') });
    await expect(menu.getByRole('link', { name: text('fr', 'links.support') })).toHaveAttribute(
      'href',
      /\/fr/,
    );
    await menu.getByRole('button', { name: 'English' }).click();
    await expect(page).toHaveURL('/en/signup');
    await expectLanguage(page, 'en');
  });
});
