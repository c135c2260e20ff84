/** 3 attempts per 60,000 ms per key (docs/PRODUCT.md, Attempt limits). */
export const RATE_LIMIT_MAX_ATTEMPTS = 3;
export const RATE_LIMIT_WINDOW_MS = 60_000;

/**
 * Whole seconds for auth.tooManyAttempts' {seconds}, rounded up so the message never says
 * 0 while attempts are still refused.
 */
export function secondsToWait(retryAfterMs: number): number {
  return Math.ceil(retryAfterMs / 1000);
}
