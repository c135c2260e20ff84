import { RATE_LIMIT_MAX_ATTEMPTS, RATE_LIMIT_WINDOW_MS } from './rate-limit';

/** At most `max` attempts under `key` in a window of `windowMs` (decision 021). */
export interface AttemptLimit {
  key: string;
  max: number;
  windowMs: number;
}

/** Who is trying: the account named, the client's address, and the browser if it is known. */
export interface Attempt {
  /** The e-mail the attempt names, as typed; compared without case or outer spaces. */
  email: string;
  /** The client's address (IPv6 already cut to its /64), or '' when it is unknown. */
  address: string;
  /**
   * The device cookie's id when that cookie was issued to this browser for this very
   * account (a successful sign-in): its owner is never held back by what strangers do.
   */
  trustedDevice?: string;
}

const MINUTE = 60_000;
const HOUR = 60 * MINUTE;
const DAY = 24 * HOUR;

/** 3 a minute, per account and client (docs/PRODUCT.md, Attempt limits). */
const perClient = (key: string): AttemptLimit => ({
  key,
  max: RATE_LIMIT_MAX_ATTEMPTS,
  windowMs: RATE_LIMIT_WINDOW_MS,
});

/**
 * The account a key names: as better-auth compares e-mails, and without NUL, which
 * PostgreSQL refuses in text (such an e-mail names no account anyway).
 */
export function accountOf(email: string): string {
  return email.trim().toLowerCase().replaceAll('\u0000', '');
}

/**
 * The key of the client for the per-account limit: the trusted browser when there is one,
 * so that strangers behind the writer's address (a school, a carrier) cannot spend it.
 */
function clientOf({ address, trustedDevice }: Attempt): string {
  return trustedDevice ? `device:${trustedDevice}` : `address:${address}`;
}

/**
 * Failed sign-ins. Successes are given back, so only failures count.
 * - per account and client: 3 a minute;
 * - per account, from browsers it has not signed in on: 10 in 15 minutes, then 30 a day, a
 *   delay that grows as the guessing goes on, and that a writer on a browser where they
 *   signed in before never meets;
 * - per address across accounts (password spraying): 20 in 5 minutes, 200 a day; a class or
 *   a carrier's shared address sees a few typos a minute, not 20 accounts failing.
 */
export function signInLimits(attempt: Attempt): AttemptLimit[] {
  const account = accountOf(attempt.email);
  const limits = [perClient(`sign-in:${clientOf(attempt)}:${account}`)];
  if (attempt.trustedDevice) return limits;
  return [
    ...limits,
    { key: `sign-in:account:${account}`, max: 10, windowMs: 15 * MINUTE },
    { key: `sign-in:account-day:${account}`, max: 30, windowMs: DAY },
    { key: `sign-in:address:${attempt.address}`, max: 20, windowMs: 5 * MINUTE },
    { key: `sign-in:address-day:${attempt.address}`, max: 200, windowMs: DAY },
  ];
}

/**
 * Sign-ups, every one counted:
 * - per account and client: 3 a minute;
 * - per account from anywhere: 10 an hour (asking many addresses whether an e-mail is taken);
 * - per address: 30 in 10 minutes (a class signing up together), 100 a day.
 */
export function signUpLimits(attempt: Attempt): AttemptLimit[] {
  const account = accountOf(attempt.email);
  return [
    perClient(`sign-up:${clientOf(attempt)}:${account}`),
    { key: `sign-up:account:${account}`, max: 10, windowMs: HOUR },
    { key: `sign-up:address:${attempt.address}`, max: 30, windowMs: 10 * MINUTE },
    { key: `sign-up:address-day:${attempt.address}`, max: 100, windowMs: DAY },
  ];
}

/**
 * Password reset requests, every one counted (each may send a mail):
 * - per account and client: 3 a minute;
 * - per account, from browsers it has not signed in on: 5 an hour, so nobody fills a
 *   writer's mailbox;
 * - per address across accounts: 20 in 15 minutes.
 */
export function resetRequestLimits(attempt: Attempt): AttemptLimit[] {
  const account = accountOf(attempt.email);
  const limits = [perClient(`reset:${clientOf(attempt)}:${account}`)];
  if (attempt.trustedDevice) return limits;
  return [
    ...limits,
    { key: `reset:account:${account}`, max: 5, windowMs: HOUR },
    { key: `reset:address:${attempt.address}`, max: 20, windowMs: 15 * MINUTE },
  ];
}

/**
 * The signed-in writer's sensitive actions (changing the password, exporting or deleting
 * the account): 3 a minute per account and action, every attempt counted.
 */
export function accountActionLimits(
  action: 'change-password' | 'export' | 'delete-account',
  userId: string,
): AttemptLimit[] {
  return [perClient(`${action}:${userId}`)];
}

/**
 * Files made from the writer's ideas (a Word or Markdown export): 20 a minute per writer,
 * every one counted, so that no writer keeps the server making files.
 */
export function exportFileLimits(userId: string): AttemptLimit[] {
  return [{ key: `export-file:${userId}`, max: 20, windowMs: MINUTE }];
}
