import { randomInt, randomUUID } from 'node:crypto';
import { test as base, expect, type Locator, type Page, request } from '@playwright/test';
import type { Language } from '@plume/core/i18n';
import { ROUTE_TABLE } from '@plume/core/routes';
import { text } from '../messages';
import { appStarted } from './app-started';

/**
 * Each test is a client of its own for the server's rate limits (3 sign-ins per minute per
 * address): the e2e server trusts the loopback proxy (TRUST_PROXY in playwright.config.ts),
 * so X-Forwarded-For gives every test a made-up address.
 */
export const test = base.extend({
  extraHTTPHeaders: async ({ extraHTTPHeaders }, use) => {
    await use({ ...extraHTTPHeaders, ...clientAddress() });
  },
  // A page of the app is used once React has hydrated it, as a person would once it
  // answers; the server's own pages (the test checkout, the mailbox) have nothing to wait for.
  page: async ({ page }, use) => {
    const goto = page.goto.bind(page);
    const reload = page.reload.bind(page);
    const hydrated = async () => {
      if (await page.evaluate(() => '__reactRouterContext' in window)) await appStarted(page);
    };
    page.goto = async (...args) => {
      const response = await goto(...args);
      await hydrated();
      return response;
    };
    page.reload = async (...args) => {
      const response = await reload(...args);
      await hydrated();
      return response;
    };
    await use(page);
  },
});

/** Headers that make a browser context another client for the rate limits. */
export function clientAddress(): Record<string, string> {
  return { 'X-Forwarded-For': `10.${randomInt(256)}.${randomInt(256)}.${randomInt(1, 255)}` };
}

export { expect };

/** Passwords the policy accepts: all five requirements, no common pattern. */
export const PASSWORD = 'Plume-Story7';
export const NEW_PASSWORD = 'Quill&Ink-2049';

export function uniqueEmail(tag: string): string {
  return `${tag}-${randomUUID().slice(0, 8)}@example.com`;
}

/** Toasts are live regions (role status); this waits for one saying exactly that. */
export async function expectToast(page: Page, message: string) {
  await expect(page.getByRole('status').filter({ hasText: message })).toBeVisible();
}

export function emailField(page: Page, language: Language): Locator {
  return page.getByLabel(text(language, 'auth.email'), { exact: true });
}

export function passwordField(page: Page, language: Language, key = 'auth.password'): Locator {
  return page.getByLabel(text(language, key), { exact: true });
}

/** The writer's desk, with the header's account menu naming this account (desktop widths). */
export async function expectSignedIn(page: Page, language: Language, email: string) {
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(
    text(language, 'home.desk.title'),
  );
  await expect(
    page.getByRole('button', { name: text(language, 'account.menuLabel', { email }) }),
  ).toBeVisible();
}

/**
 * The desk as the browser's app draws it from the API, for a test that stands in for an
 * API answer at the network boundary: a page load of the desk arrives drawn by the server
 * from its own answers (apps/server/src/web/signed-in-pages.ts). The app starts on
 * another screen and goes to the desk from the header.
 */
export async function openDeskInTheApp(page: Page, language: Language) {
  await page.goto(ROUTE_TABLE.changePassword[language]);
  await page.getByRole('link', { name: text(language, 'app.homeLink') }).click();
  await expect(page).toHaveURL(ROUTE_TABLE.home[language]);
}

export async function expectSignedOut(page: Page, language: Language) {
  await expect(
    page.getByRole('link', { name: text(language, 'auth.signIn'), exact: true }),
  ).toBeVisible();
}

export async function signUpThroughForm(
  page: Page,
  language: Language,
  email: string,
  password = PASSWORD,
) {
  await page.goto(ROUTE_TABLE.signUp[language]);
  await emailField(page, language).fill(email);
  await passwordField(page, language).fill(password);
  await passwordField(page, language, 'auth.confirmPassword').fill(password);
  await page.getByRole('button', { name: text(language, 'auth.createAccount') }).click();
}

export async function signInThroughForm(
  page: Page,
  language: Language,
  email: string,
  password: string,
) {
  if (!page.url().endsWith(ROUTE_TABLE.signIn[language])) {
    await page.goto(ROUTE_TABLE.signIn[language]);
  }
  await emailField(page, language).fill(email);
  await passwordField(page, language).fill(password);
  await page.getByRole('button', { name: text(language, 'auth.signIn') }).click();
}

/**
 * A JSON POST from this page's browser context, with its cookies. It names the app as its
 * origin, as the browser would: the server refuses cookie-carrying calls from elsewhere.
 */
export async function postAsApp(page: Page, path: string, data: unknown, language?: Language) {
  const origin = new URL(test.info().project.use.baseURL ?? page.url()).origin;
  const response = await page.request.post(path, {
    data,
    headers: { Origin: origin, ...(language ? { 'X-Plume-Language': language } : {}) },
  });
  expect(response.ok(), `${path}: ${await response.text()}`).toBe(true);
  return response;
}

/** An account made through the API, signed in on this page's browser context. */
export async function signUpThroughApi(page: Page, email: string, password = PASSWORD) {
  await postAsApp(page, '/api/auth/sign-up/email', {
    email,
    password,
    callbackURL: '/auth/callback',
  });
}

/**
 * The link in the newest mail to this address that holds `hrefPart`, read from the outbox.
 * The outbox answers this machine only, and the browser poses as another client
 * (X-Forwarded-For), so the test process reads it, as the developer at the server's own
 * machine would.
 */
export async function mailLink(email: string, hrefPart: string): Promise<string> {
  const outbox = new URL('/api/dev/outbox', test.info().project.use.baseURL);
  let link: string | undefined;
  await expect
    .poll(async () => {
      const mails = (await (await fetch(outbox)).json()) as { to: string; text: string }[];
      const mail = mails.find((one) => one.to === email);
      link = mail?.text.match(/https?:\/\/\S+/g)?.find((url) => url.includes(hrefPart));
      return link;
    })
    .toBeDefined();
  return link as string;
}

export async function openMailLink(page: Page, email: string, hrefPart: string) {
  await page.goto(await mailLink(email, hrefPart));
}

/**
 * The path of a reset link the server accepts, mailed for an account made on the side
 * (another client, not this page's): the reset screen checks its link before it is drawn.
 */
export async function validResetPath(language: Language): Promise<string> {
  const baseURL = test.info().project.use.baseURL as string;
  const api = await request.newContext({
    baseURL,
    extraHTTPHeaders: { ...clientAddress(), Origin: new URL(baseURL).origin },
  });
  const email = uniqueEmail('reset-link');
  try {
    const signedUp = await api.post('/api/auth/sign-up/email', {
      data: { email, password: PASSWORD },
    });
    expect(signedUp.ok(), await signedUp.text()).toBe(true);
    const asked = await api.post('/api/auth/request-password-reset', {
      data: { email },
      headers: { 'X-Plume-Language': language },
    });
    expect(asked.ok(), await asked.text()).toBe(true);
  } finally {
    await api.dispose();
  }
  const link = new URL(await mailLink(email, ROUTE_TABLE.resetPassword[language]));
  return `${link.pathname}${link.search}`;
}
