import { isRetryable } from '../../../lib/api-client';

/** How often a signed-in tab asks the server whether its session still holds. */
export const SESSION_CHECK_INTERVAL_MS = 4 * 60_000;

/** docs/PRODUCT.md, "Accounts": retries of a failed check start 200 ms apart and double each time. */
const FIRST_RETRY_DELAY_MS = 200;
const MAX_RETRY_DELAY_MS = 30_000;
/** After this many retries the check waits for the next tick or the next visit of the tab. */
const MAX_RETRIES = 10;

/** Delay before retry number attemptIndex (0 for the first retry). */
export function sessionRetryDelay(attemptIndex: number): number {
  return Math.min(FIRST_RETRY_DELAY_MS * 2 ** attemptIndex, MAX_RETRY_DELAY_MS);
}

/**
 * Only an unreachable server or a gateway error is retried: the session is kept meanwhile.
 * failureCount is 0 when the first attempt has just failed (TanStack Query's counting).
 */
export function shouldRetrySessionCheck(failureCount: number, error: unknown): boolean {
  return isRetryable(error) && failureCount < MAX_RETRIES;
}

export interface SessionUser {
  id: string;
  email: string;
}

/**
 * The server no longer knows the user this tab had signed in: their session expired or
 * was ended elsewhere (a password change on another device, a sign-out in another tab).
 */
export function sessionWasLost(
  before: SessionUser | null | undefined,
  after: SessionUser | null,
): boolean {
  return Boolean(before) && after === null;
}
