import { mkdtempSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { ROUTE_TABLE } from '@plume/core/routes';
import { text } from './messages';
import {
  emailField,
  expect,
  expectSignedIn,
  PASSWORD,
  passwordField,
  signUpThroughForm,
  test,
  uniqueEmail,
} from './support/accounts';
import { appStarted } from './support/app-started';
import { buyThroughForm, expectHeaderCredits, payButton } from './support/credits';
import { freePortGuess, killServers, startServer, waitHealthy } from './support/server-process';

/**
 * `npm start` as it comes, without PUBLIC_URL: the server's own address is
 * http://localhost:<port>, and the writer opens the app at 127.0.0.1 instead. The two names
 * keep separate cookies, so the payment page must be on the address the browser used; and
 * one opened on the other name, where the writer is signed out, asks them to sign in. The
 * suite's shared server has PUBLIC_URL set, so these journeys start a server of their own.
 */
test.describe('buying credits on a server without PUBLIC_URL', () => {
  test.describe.configure({ mode: 'serial' });
  const port = freePortGuess();
  const origin = `http://127.0.0.1:${port}`;
  test.use({ baseURL: origin });
  let dataDir: string;

  test.beforeAll(async () => {
    dataDir = mkdtempSync(path.join(os.tmpdir(), 'plume-no-public-url-'));
    const server = startServer({
      PORT: String(port),
      HOST: '127.0.0.1',
      DATA_DIR: dataDir,
      // Empty counts as unset, whatever the environment running the suite says.
      PUBLIC_URL: '',
      LOG_LEVEL: 'warn',
      ...(process.env.E2E_WEB_DIST_DIR ? { WEB_DIST_DIR: process.env.E2E_WEB_DIST_DIR } : {}),
    });
    await waitHealthy(port, server.child);
  });
  test.afterAll(() => {
    killServers();
    rmSync(dataDir, { recursive: true, force: true });
  });

  test('buys a package from 127.0.0.1: the payment page and the success page stay on it', async ({
    page,
  }) => {
    const email = uniqueEmail('loopback');
    await signUpThroughForm(page, 'fr', email);
    await expectSignedIn(page, 'fr', email);
    await expectHeaderCredits(page, 'fr', 3);

    await buyThroughForm(page, 'fr', '10_credits');
    expect(page.url()).toMatch(new RegExp(`^${origin}/local-checkout/local_`));
    await payButton(page, 'fr').click();
    await page.waitForURL(`${origin}${ROUTE_TABLE.paymentSuccess.fr}?session_id=local_*`);
    await appStarted(page);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(
      text('fr', 'payment.successTitle'),
    );
    await expectHeaderCredits(page, 'fr', 3 + 10);
  });

  test('a payment page opened on localhost, signed out there, asks to sign in and comes back to it', async ({
    page,
  }) => {
    const email = uniqueEmail('other-name');
    await signUpThroughForm(page, 'fr', email);
    await expectSignedIn(page, 'fr', email);
    await buyThroughForm(page, 'fr', '25_credits');
    const checkoutPath = new URL(page.url()).pathname;

    const elsewhere = `http://localhost:${port}`;
    await page.goto(`${elsewhere}${checkoutPath}`);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(
      'Connectez-vous pour continuer',
    );
    await page.getByRole('link', { name: 'Se connecter' }).click();
    await page.waitForURL(`${elsewhere}${ROUTE_TABLE.signIn.fr}?next=*`);
    await appStarted(page);
    await emailField(page, 'fr').fill(email);
    await passwordField(page, 'fr').fill(PASSWORD);
    await page.getByRole('button', { name: text('fr', 'auth.signIn') }).click();

    await page.waitForURL(`${elsewhere}${checkoutPath}`);
    await payButton(page, 'fr').click();
    await page.waitForURL(`${elsewhere}${ROUTE_TABLE.paymentSuccess.fr}?session_id=local_*`);
    await appStarted(page);
    await expectHeaderCredits(page, 'fr', 3 + 25);
  });
});
