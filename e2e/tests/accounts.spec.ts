import { readFile } from 'node:fs/promises';
import { ROUTE_TABLE } from '@plume/core/routes';
import { text } from './messages';
import {
  clientAddress,
  emailField,
  expect,
  expectSignedIn,
  expectSignedOut,
  expectToast,
  NEW_PASSWORD,
  openMailLink,
  PASSWORD,
  passwordField,
  postAsApp,
  signInThroughForm,
  signUpThroughApi,
  signUpThroughForm,
  test,
  uniqueEmail,
} from './support/accounts';
import { appStarted } from './support/app-started';

test.describe('accounts in French', () => {
  test('sign up, reload, sign out, sign in', async ({ page }) => {
    const email = uniqueEmail('fr-journey');
    await signUpThroughForm(page, 'fr', email);
    await expectToast(page, text('fr', 'auth.signedUp'));
    await expectSignedIn(page, 'fr', email);
    await expect(page).toHaveURL('/fr');

    // The session is a cookie: it survives a reload.
    await page.reload();
    await expectSignedIn(page, 'fr', email);

    await page.getByTestId('account-menu').click();
    await page.getByRole('menuitem', { name: text('fr', 'account.signOut') }).click();
    await expectToast(page, text('fr', 'auth.signedOut'));
    await expectSignedOut(page, 'fr');

    await signInThroughForm(page, 'fr', email, PASSWORD);
    await expectToast(page, text('fr', 'auth.signedIn'));
    await expectSignedIn(page, 'fr', email);
  });

  test('signing up twice with one address says the account exists', async ({ page }) => {
    const email = uniqueEmail('fr-twice');
    await signUpThroughApi(page, email);
    await page.context().clearCookies();
    await signUpThroughForm(page, 'fr', email);
    await expectToast(page, text('fr', 'auth.userAlreadyExists'));
  });

  test('on a phone, a refused sign-in is said where it covers neither the heading nor the form', async ({
    page,
  }) => {
    await page.setViewportSize({ width: 390, height: 844 });
    const email = uniqueEmail('fr-phone-toast');
    await signUpThroughApi(page, email);
    await page.context().clearCookies();

    // The fourth guess in a minute: the longest message, on two lines at this width.
    await signInThroughForm(page, 'fr', email, 'Not-The-Password1');
    const submit = page.getByRole('button', { name: text('fr', 'auth.signIn') });
    for (let attempt = 2; attempt <= 4; attempt++) await submit.click();
    const wait = text('fr', 'auth.tooManyAttempts', { seconds: '__' }).split('__');
    const toast = page
      .getByRole('status')
      .filter({ hasText: new RegExp(`${wait[0]}\\d+${wait[1]}`) });
    await expect(toast).toBeVisible();
    // Its entrance over, it stands where it stays.
    await toast.evaluate((element) =>
      Promise.all(element.getAnimations({ subtree: true }).map((animation) => animation.finished)),
    );
    const covered = await toast.boundingBox();
    const parts = {
      heading: page.getByRole('heading', { level: 1 }),
      email: emailField(page, 'fr'),
      password: passwordField(page, 'fr'),
      submit,
    };
    for (const [name, part] of Object.entries(parts)) {
      const box = await part.boundingBox();
      expect(box && covered && overlaps(box, covered), name).toBe(false);
    }
  });
});

test.describe('accounts in English', () => {
  test('a wrong password is refused, then the rate limit says how long to wait', async ({
    page,
  }) => {
    const email = uniqueEmail('en-wrong');
    await signUpThroughApi(page, email);
    await page.context().clearCookies();

    await signInThroughForm(page, 'en', email, 'Not-The-Password1');
    await expectToast(page, text('en', 'errors.invalidCredentials'));
    await expectSignedOut(page, 'en');

    // 3 attempts per minute: the fourth is refused with the seconds to wait.
    for (let attempt = 2; attempt <= 4; attempt++) {
      await page.getByRole('button', { name: text('en', 'auth.signIn') }).click();
    }
    const wait = text('en', 'auth.tooManyAttempts', { seconds: '__' }).split('__');
    await expect(
      page.getByRole('status').filter({ hasText: new RegExp(`${wait[0]}\\d+${wait[1]}`) }),
    ).toBeVisible();
  });

  test('change password: the old one stops working, the new one signs in', async ({ page }) => {
    const email = uniqueEmail('en-change');
    await signUpThroughApi(page, email);
    await page.goto('/en');
    await page.getByTestId('account-menu').click();
    await page.getByRole('menuitem', { name: text('en', 'account.changePassword') }).click();
    await expect(page).toHaveURL(ROUTE_TABLE.changePassword.en);

    const current = passwordField(page, 'en', 'changePassword.current');
    const next = passwordField(page, 'en', 'changePassword.new');
    const confirmation = passwordField(page, 'en', 'changePassword.confirm');
    const submit = page.getByRole('button', { name: text('en', 'changePassword.submit') });

    await submit.click();
    await expectToast(page, text('en', 'auth.currentPasswordRequired'));

    await current.fill('Wrong-Password9');
    await next.fill(NEW_PASSWORD);
    await confirmation.fill(`${NEW_PASSWORD}x`);
    await submit.click();
    await expectToast(page, text('en', 'errors.passwordMismatch'));

    await confirmation.fill(NEW_PASSWORD);
    await submit.click();
    await expectToast(page, text('en', 'auth.currentPasswordIncorrect'));

    await current.fill(PASSWORD);
    await submit.click();
    await expectToast(page, text('en', 'auth.passwordUpdated'));
    // Two seconds later the writer is signed out and home.
    await expectToast(page, text('en', 'auth.signedOut'));
    await expect(page).toHaveURL('/');
    await expectSignedOut(page, 'en');

    await signInThroughForm(page, 'en', email, PASSWORD);
    await expectToast(page, text('en', 'errors.invalidCredentials'));
    await signInThroughForm(page, 'en', email, NEW_PASSWORD);
    await expectSignedIn(page, 'en', email);
  });

  test('change password: the server refuses the fourth attempt in a minute, and the form says how long to wait', async ({
    page,
  }) => {
    const email = uniqueEmail('en-change-limit');
    await signUpThroughApi(page, email);
    await page.goto(ROUTE_TABLE.changePassword.en);
    const current = passwordField(page, 'en', 'changePassword.current');
    await passwordField(page, 'en', 'changePassword.new').fill(NEW_PASSWORD);
    await passwordField(page, 'en', 'changePassword.confirm').fill(NEW_PASSWORD);
    const submit = page.getByRole('button', { name: text('en', 'changePassword.submit') });

    // Every attempt reaches the server; the fourth, even with the right password, is its 429.
    const statuses: number[] = [];
    for (const password of ['Wrong-Password9', 'Wrong-Password9', 'Wrong-Password9', PASSWORD]) {
      await current.fill(password);
      const answer = page.waitForResponse((response) =>
        response.url().endsWith('/api/auth/change-password'),
      );
      await submit.click();
      statuses.push((await answer).status());
    }
    expect(statuses).toEqual([400, 400, 400, 429]);
    const wait = text('en', 'auth.tooManyAttempts', { seconds: '__' }).split('__');
    await expect(
      page.getByRole('status').filter({ hasText: new RegExp(`${wait[0]}\\d+${wait[1]}`) }),
    ).toBeVisible();
  });

  test('download my data, then delete my account with its password', async ({ page }) => {
    const email = uniqueEmail('en-leaving');
    await signUpThroughApi(page, email);
    await page.goto('/en');
    await appStarted(page);

    await page.getByTestId('account-menu').click();
    const downloading = page.waitForEvent('download');
    await page.getByRole('menuitem', { name: text('en', 'account.downloadData') }).click();
    const download = await downloading;
    expect(download.suggestedFilename()).toMatch(/^plume-\d{4}-\d{2}-\d{2}\.json$/);
    const data = JSON.parse(await readFile((await download.path()) ?? '', 'utf8'));
    expect(data.profile.email).toBe(email);
    expect(data.ideas).toEqual([]);

    await page.getByTestId('account-menu').click();
    await page.getByRole('menuitem', { name: text('en', 'account.deleteAccount') }).click();
    await expect(page).toHaveURL(ROUTE_TABLE.deleteAccount.en);
    // What goes and what stays is said before anything happens.
    await expect(page.getByText(text('en', 'deleteAccount.paymentsKept'))).toBeVisible();

    const password = passwordField(page, 'en', 'deleteAccount.password');
    const submit = page.getByRole('button', { name: text('en', 'deleteAccount.submit') });
    await expect(submit).toBeDisabled();
    await password.fill('Not-The-Password1');
    await submit.click();
    await expectToast(page, text('en', 'account.passwordIncorrect'));
    await expect(page).toHaveURL(ROUTE_TABLE.deleteAccount.en);

    await password.fill(PASSWORD);
    await submit.click();
    await expectToast(page, text('en', 'account.deleted'));
    // The success takes the failure's place: the wrong password is no longer said.
    await expect(
      page.getByRole('status').filter({ hasText: text('en', 'account.passwordIncorrect') }),
    ).toHaveCount(0);
    await expect(page).toHaveURL('/');
    await expectSignedOut(page, 'en');

    await signInThroughForm(page, 'en', email, PASSWORD);
    await expectToast(page, text('en', 'errors.invalidCredentials'));
  });

  test('a password change ends the session on another device', async ({ browser, page }) => {
    const email = uniqueEmail('en-devices');
    await signUpThroughApi(page, email);
    const other = await browser.newContext({ extraHTTPHeaders: clientAddress() });
    const otherPage = await other.newPage();
    await postAsApp(otherPage, '/api/auth/sign-in/email', { email, password: PASSWORD });
    await otherPage.goto('/en');
    await expectSignedIn(otherPage, 'en', email);

    await postAsApp(page, '/api/auth/change-password', {
      currentPassword: PASSWORD,
      newPassword: NEW_PASSWORD,
    });

    // Coming back to the tab checks the session again.
    await otherPage.evaluate(() => window.dispatchEvent(new Event('visibilitychange')));
    await expectToast(otherPage, text('en', 'errors.sessionExpired'));
    await expectSignedOut(otherPage, 'en');
    await other.close();
  });

  test('an invalid reset link says so and leads home', async ({ page }) => {
    await page.goto(`${ROUTE_TABLE.resetPassword.en}?token=not-a-real-token`);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(
      text('en', 'reset.invalidTitle'),
    );
    await expect(page.getByText(text('en', 'reset.invalidText'))).toBeVisible();
    await page.getByRole('link', { name: text('en', 'reset.backHome') }).click();
    await expect(page).toHaveURL('/en');

    await page.goto(ROUTE_TABLE.resetPassword.en);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(
      text('en', 'reset.invalidTitle'),
    );
  });
});

test.describe('accounts in Spanish', () => {
  test('forgot password: the mail link resets it, then the new one signs in', async ({ page }) => {
    const email = uniqueEmail('es-reset');
    await signUpThroughApi(page, email);
    await page.context().clearCookies();

    await page.goto(ROUTE_TABLE.signIn.es);
    await emailField(page, 'es').fill('typed-before@example.com');
    await page.getByRole('link', { name: text('es', 'auth.forgotLink') }).click();
    await expect(page).toHaveURL(ROUTE_TABLE.forgotPassword.es);
    // The forgot link starts from empty fields.
    await expect(emailField(page, 'es')).toHaveValue('');
    await emailField(page, 'es').fill(email);
    await page.getByRole('button', { name: text('es', 'auth.sendResetLink') }).click();
    await expectToast(page, text('es', 'auth.resetSent'));
    await expect(page).toHaveURL(ROUTE_TABLE.signIn.es);

    // The mail is in Spanish and links to the Spanish reset route.
    await openMailLink(page, email, ROUTE_TABLE.resetPassword.es);
    await expect(page).toHaveURL(new RegExp(`${ROUTE_TABLE.resetPassword.es}\\?token=`));
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(text('es', 'reset.title'));

    const submit = page.getByRole('button', { name: text('es', 'reset.submit') });
    await passwordField(page, 'es', 'reset.newPassword').fill(NEW_PASSWORD);
    await passwordField(page, 'es', 'reset.confirmPassword').fill('Quill&Ink-2048');
    await expect(page.getByText(text('es', 'errors.passwordMismatch'))).toBeVisible();
    await expect(submit).toBeDisabled();
    await passwordField(page, 'es', 'reset.confirmPassword').fill(NEW_PASSWORD);
    await expect(page.getByText(text('es', 'auth.passwordsMatch'))).toBeVisible();
    await submit.click();
    await expectToast(page, text('es', 'auth.passwordUpdated'));
    await expect(page).toHaveURL('/es');

    await signInThroughForm(page, 'es', email, PASSWORD);
    await expectToast(page, text('es', 'errors.invalidCredentials'));
    await signInThroughForm(page, 'es', email, NEW_PASSWORD);
    await expectToast(page, text('es', 'auth.signedIn'));
    await expectSignedIn(page, 'es', email);
  });

  test('a used reset link is invalid the second time', async ({ page }) => {
    const email = uniqueEmail('es-reuse');
    await signUpThroughApi(page, email);
    await page.context().clearCookies();
    await postAsApp(page, '/api/auth/request-password-reset', { email }, 'es');

    await openMailLink(page, email, ROUTE_TABLE.resetPassword.es);
    const link = page.url();
    await passwordField(page, 'es', 'reset.newPassword').fill(NEW_PASSWORD);
    await passwordField(page, 'es', 'reset.confirmPassword').fill(NEW_PASSWORD);
    await page.getByRole('button', { name: text('es', 'reset.submit') }).click();
    await expectToast(page, text('es', 'auth.passwordUpdated'));

    await page.goto(link);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(
      text('es', 'reset.invalidTitle'),
    );
  });

  test('the sign-up form waits for a valid, confirmed password', async ({ page }) => {
    await page.goto(ROUTE_TABLE.signUp.es);
    const submit = page.getByRole('button', { name: text('es', 'auth.createAccount') });
    const meter = page.getByTestId('password-meter');
    await emailField(page, 'es').fill('  someone@example.com  ');

    await passwordField(page, 'es').fill('plume');
    await expect(meter).toContainText(
      text('es', 'auth.meterLabel', { level: text('es', 'auth.meter.weak') }),
    );
    await passwordField(page, 'es').fill('Plume7');
    await expect(meter).toContainText(
      text('es', 'auth.meterLabel', { level: text('es', 'auth.meter.medium') }),
    );
    await passwordField(page, 'es').fill('Plume77x');
    await expect(meter).toContainText(
      text('es', 'auth.meterLabel', { level: text('es', 'auth.meter.good') }),
    );
    await passwordField(page, 'es').fill('Qwerty7!');
    await expect(meter).toContainText(
      text('es', 'auth.meterLabel', { level: text('es', 'auth.meter.excellent') }),
    );
    await expect(meter).toContainText(text('es', 'auth.passwordCommonPattern'));

    await passwordField(page, 'es').fill(PASSWORD);
    await expect(submit).toBeDisabled();
    await passwordField(page, 'es', 'auth.confirmPassword').fill(` ${PASSWORD} `);
    await expect(submit).toBeEnabled();

    // The show/hide toggle reveals what was typed.
    await page
      .getByRole('button', { name: text('es', 'auth.showPassword') })
      .first()
      .click();
    await expect(passwordField(page, 'es')).toHaveAttribute('type', 'text');
    await page.getByRole('button', { name: text('es', 'auth.hidePassword') }).click();
    await expect(passwordField(page, 'es')).toHaveAttribute('type', 'password');
  });
});

test.describe('e-mail confirmation', () => {
  // The e2e server keeps mails in its outbox and needs no confirmation (docs/PRODUCT.md,
  // Accounts);
  // these answers are the ones it gives when it does.
  test('a sign-up waiting for confirmation says so and opens sign-in', async ({ page }) => {
    const email = uniqueEmail('fr-confirm');
    await page.route('**/api/auth/sign-up/email', (route) =>
      route.fulfill({ json: { token: null, user: { id: 'pending', email } } }),
    );
    await page.route('**/api/auth/sign-in/email', (route) =>
      route.fulfill({
        status: 403,
        json: { error: { code: 'errors.emailConfirmation', message: 'Confirm first' } },
      }),
    );
    await signUpThroughForm(page, 'fr', email);
    await expectToast(page, text('fr', 'errors.emailConfirmation'));
    await expect(page).toHaveURL(ROUTE_TABLE.signIn.fr);
    // The router changes the address before it draws the next form: typing before then
    // goes into the sign-up form on its way out.
    await expect(page.getByRole('link', { name: text('fr', 'auth.forgotLink') })).toBeVisible();
    await expect(emailField(page, 'fr')).toHaveValue(email);

    await passwordField(page, 'fr').fill(PASSWORD);
    await page.getByRole('button', { name: text('fr', 'auth.signIn') }).click();
    await expectToast(page, text('fr', 'errors.emailConfirmation'));
    await expectSignedOut(page, 'fr');
  });

  test('the confirmation link signs in through /auth/callback', async ({ page }) => {
    const email = uniqueEmail('en-callback');
    await signUpThroughApi(page, email);
    await page.goto('/en');
    // The app keeps the language once it has taken the drawn desk over.
    await appStarted(page);
    await page.goto('/auth/callback');
    await expectToast(page, text('en', 'auth.signedIn'));
    await expect(page).toHaveURL('/en');
    await expectSignedIn(page, 'en', email);
  });

  test('a refused confirmation link reports a sign-in error', async ({ page }) => {
    await page.goto('/es');
    // The app keeps the language once it has taken the drawn page over.
    await appStarted(page);
    await page.goto('/auth/callback?error=INVALID_TOKEN');
    await expectToast(page, text('es', 'errors.signInError'));
    await expect(page).toHaveURL('/es');
  });
});

test.describe('session checks', () => {
  test('a server that is briefly unreachable does not sign the writer out', async ({ page }) => {
    const email = uniqueEmail('retry');
    await signUpThroughApi(page, email);
    await page.goto('/en');
    await expectSignedIn(page, 'en', email);

    let failures = 0;
    await page.route('**/api/auth/get-session', async (route) => {
      if (failures < 3) {
        failures += 1;
        await (failures === 1 ? route.abort('failed') : route.fulfill({ status: 503 }));
        return;
      }
      await route.continue();
    });
    await page.evaluate(() => window.dispatchEvent(new Event('visibilitychange')));
    await expect.poll(() => failures).toBe(3);
    await expectSignedIn(page, 'en', email);
    await expect(
      page.getByRole('status').filter({ hasText: text('en', 'errors.sessionExpired') }),
    ).toHaveCount(0);
  });
});

test.describe('on a phone', () => {
  test.use({ viewport: { width: 375, height: 740 } });

  test('the slide-over menu has the account, change password and sign out', async ({ page }) => {
    const email = uniqueEmail('mobile');
    await signUpThroughApi(page, email);
    await page.goto('/fr');
    await page.getByRole('button', { name: text('fr', 'nav.openMenu') }).click();
    const menu = page.getByRole('dialog', { name: text('fr', 'nav.menuTitle') });
    await expect(menu).toContainText(email);
    await menu.getByRole('link', { name: text('fr', 'account.changePassword') }).click();
    await expect(page).toHaveURL(ROUTE_TABLE.changePassword.fr);
    await expect(menu).toBeHidden();

    await page.getByRole('button', { name: text('fr', 'nav.openMenu') }).click();
    await menu.getByRole('button', { name: text('fr', 'account.signOut') }).click();
    await expectToast(page, text('fr', 'auth.signedOut'));
    await expect(page).toHaveURL('/');
    await expectSignedOut(page, 'fr');
  });
});

type Box = { x: number; y: number; width: number; height: number };

function overlaps(a: Box, b: Box): boolean {
  return a.x < b.x + b.width && b.x < a.x + a.width && a.y < b.y + b.height && b.y < a.y + a.height;
}
