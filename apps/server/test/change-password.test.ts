import { afterEach, describe, expect, it } from 'vitest';
import { BrowserSession } from './support/browser-session';
import { errorCode } from './support/error-code';
import { TEST_DRIVERS } from './support/test-databases';
import { startTestServer, type TestServer } from './support/test-server';

const PASSWORD = 'Plume-Story-42';
const NEW_PASSWORD = 'Nouvelle-Histoire-7';

describe.each(TEST_DRIVERS)('change password on %s', (driver) => {
  let server: TestServer;
  afterEach(() => server?.stop());

  async function signedUp(email: string) {
    const browser = new BrowserSession(server);
    await browser.signUp(email, PASSWORD);
    return browser;
  }

  const change = (browser: BrowserSession, body: Record<string, unknown>) =>
    browser.post('/api/auth/change-password', body);

  it('changes the password, keeps this session and ends the other ones', async () => {
    let offsetMs = 0;
    server = await startTestServer(driver, { clock: () => new Date(Date.now() + offsetMs) });
    const here = await signedUp('change@example.com');
    const elsewhere = new BrowserSession(server);
    await elsewhere.signIn('change@example.com', PASSWORD);

    const response = await change(here, { currentPassword: PASSWORD, newPassword: NEW_PASSWORD });
    expect(response.status).toBe(200);
    expect((await here.currentUser())?.email).toBe('change@example.com');
    expect(await elsewhere.currentUser()).toBeNull();

    offsetMs = 0;
    expect((await new BrowserSession(server).signIn('change@example.com', PASSWORD)).status).toBe(
      401,
    );
    expect(
      (await new BrowserSession(server).signIn('change@example.com', NEW_PASSWORD)).status,
    ).toBe(200);
  });

  it('refuses a signed-out visitor with errors.notAuthenticated', async () => {
    server = await startTestServer(driver);
    const response = await change(new BrowserSession(server), {
      currentPassword: PASSWORD,
      newPassword: NEW_PASSWORD,
    });
    expect(response.status).toBe(401);
    expect(await errorCode(response)).toBe('errors.notAuthenticated');
  });

  it.each([
    [{ newPassword: NEW_PASSWORD }, 'auth.currentPasswordRequired'],
    [{ currentPassword: '', newPassword: NEW_PASSWORD }, 'auth.currentPasswordRequired'],
    [{ currentPassword: PASSWORD }, 'auth.newPasswordRequired'],
    [{ currentPassword: PASSWORD, newPassword: 'abcdefgh' }, 'auth.passwordTooWeak'],
    [{ currentPassword: PASSWORD, newPassword: 'P@ssw0rd' }, 'auth.passwordCommonPattern'],
    [{ currentPassword: PASSWORD, newPassword: PASSWORD }, 'auth.passwordMustBeDifferent'],
    [
      { currentPassword: 'Wrong-Pass-42', newPassword: NEW_PASSWORD },
      'auth.currentPasswordIncorrect',
    ],
  ])('refuses %j with %s and keeps the old password', async (body, code) => {
    server = await startTestServer(driver);
    const browser = await signedUp('refuse@example.com');
    const response = await change(browser, body);
    expect(response.status).toBe(400);
    expect(await errorCode(response)).toBe(code);
    expect((await new BrowserSession(server).signIn('refuse@example.com', PASSWORD)).status).toBe(
      200,
    );
  });

  it('allows 3 attempts per 60 s per user, then 429 with Retry-After, for that user only', async () => {
    let offsetMs = 0;
    server = await startTestServer(driver, { clock: () => new Date(Date.now() + offsetMs) });
    const guesser = await signedUp('guesser@example.com');
    const other = await signedUp('other@example.com');
    const wrong = { currentPassword: 'Wrong-Pass-42', newPassword: NEW_PASSWORD };

    for (let attempt = 1; attempt <= 3; attempt++) {
      expect((await change(guesser, wrong)).status).toBe(400);
    }
    const limited = await change(guesser, { currentPassword: PASSWORD, newPassword: NEW_PASSWORD });
    expect(limited.status).toBe(429);
    const seconds = Number(limited.headers.get('retry-after'));
    expect(seconds).toBeGreaterThan(0);
    expect(seconds).toBeLessThanOrEqual(60);
    expect(await limited.json()).toEqual({
      error: {
        code: 'auth.tooManyAttempts',
        message: `Too many attempts. Please wait ${seconds} seconds before trying again.`,
      },
    });

    expect((await change(other, wrong)).status).toBe(400);

    offsetMs = 61_000;
    const later = await change(guesser, { currentPassword: PASSWORD, newPassword: NEW_PASSWORD });
    expect(later.status).toBe(200);
  });
});
