/** 3 attempts per 60,000 ms per key (docs/PRODUCT.md, Attempt limits). */
export const RATE_LIMIT_MAX_ATTEMPTS = 3;
export const RATE_LIMIT_WINDOW_MS = 60_000;

export interface AttemptLimiterOptions {
  maxAttempts: number;
  windowMs: number;
  /** Milliseconds on a clock that does not go back (Date.now, performance.now, a test's). */
  now: () => number;
}

export type AttemptResult = { allowed: true } | { allowed: false; retryAfterMs: number };

/**
 * Allows at most maxAttempts per key in any window of windowMs (a sliding window over the
 * times of the allowed attempts). A refused attempt is not recorded, so retrying while
 * locked out does not push the end of the lock-out further away.
 */
export class AttemptLimiter {
  readonly #maxAttempts: number;
  readonly #windowMs: number;
  readonly #now: () => number;
  /** Per key, the times of the attempts still inside the window, oldest first. */
  readonly #attempts = new Map<string, number[]>();

  constructor({ maxAttempts, windowMs, now }: AttemptLimiterOptions) {
    if (!Number.isInteger(maxAttempts) || maxAttempts < 1) {
      throw new RangeError(`maxAttempts must be a positive integer, got ${maxAttempts}`);
    }
    if (!(windowMs > 0)) throw new RangeError(`windowMs must be positive, got ${windowMs}`);
    this.#maxAttempts = maxAttempts;
    this.#windowMs = windowMs;
    this.#now = now;
  }

  tryAttempt(key: string): AttemptResult {
    const now = this.#now();
    const wait = this.#wait(key, now);
    if (wait > 0) return { allowed: false, retryAfterMs: wait };
    const times = this.#attempts.get(key) ?? [];
    times.push(now);
    this.#attempts.set(key, times);
    return { allowed: true };
  }

  /** 0 when an attempt would be allowed now. */
  msUntilNextAttempt(key: string): number {
    return this.#wait(key, this.#now());
  }

  /** Drops the attempts that have left the window, then measures the wait. */
  #wait(key: string, now: number): number {
    const times = this.#attempts.get(key);
    if (!times) return 0;
    // An attempt made exactly windowMs ago no longer counts.
    const live = times.filter((time) => now - time < this.#windowMs);
    if (live.length === 0) {
      this.#attempts.delete(key);
      return 0;
    }
    this.#attempts.set(key, live);
    if (live.length < this.#maxAttempts) return 0;
    const oldestCounted = live[live.length - this.#maxAttempts] ?? now;
    return oldestCounted + this.#windowMs - now;
  }
}

/**
 * Whole seconds for auth.tooManyAttempts' {seconds}, rounded up so the message never says
 * 0 while attempts are still refused.
 */
export function secondsToWait(retryAfterMs: number): number {
  return Math.ceil(retryAfterMs / 1000);
}
