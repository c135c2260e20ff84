import { describe, expect, it } from 'vitest';
import {
  AttemptLimiter,
  RATE_LIMIT_MAX_ATTEMPTS,
  RATE_LIMIT_WINDOW_MS,
  secondsToWait,
} from './rate-limit';

function limiterWithClock() {
  const clock = { now: 0 };
  const limiter = new AttemptLimiter({
    maxAttempts: RATE_LIMIT_MAX_ATTEMPTS,
    windowMs: RATE_LIMIT_WINDOW_MS,
    now: () => clock.now,
  });
  return { clock, limiter };
}

describe('attempt limiter', () => {
  it('allows 3 attempts per 60 seconds', () => {
    expect(RATE_LIMIT_MAX_ATTEMPTS).toBe(3);
    expect(RATE_LIMIT_WINDOW_MS).toBe(60_000);
  });

  it('allows 3 attempts and refuses the 4th until the first leaves the window', () => {
    const { clock, limiter } = limiterWithClock();
    for (const time of [0, 10, 20]) {
      clock.now = time;
      expect(limiter.tryAttempt('user-1')).toEqual({ allowed: true });
    }
    clock.now = 30;
    expect(limiter.tryAttempt('user-1')).toEqual({ allowed: false, retryAfterMs: 59_970 });
    expect(limiter.msUntilNextAttempt('user-1')).toBe(59_970);
    clock.now = 59_999;
    expect(limiter.tryAttempt('user-1')).toEqual({ allowed: false, retryAfterMs: 1 });
  });

  it('allows an attempt again once the oldest is a full window old, and only one', () => {
    const { clock, limiter } = limiterWithClock();
    for (const time of [0, 10, 20]) {
      clock.now = time;
      limiter.tryAttempt('user-1');
    }
    clock.now = 60_000;
    expect(limiter.msUntilNextAttempt('user-1')).toBe(0);
    expect(limiter.tryAttempt('user-1')).toEqual({ allowed: true });
    expect(limiter.tryAttempt('user-1')).toEqual({ allowed: false, retryAfterMs: 10 });
  });

  it('does not count refused attempts, so retrying does not extend the wait', () => {
    const { clock, limiter } = limiterWithClock();
    for (let i = 0; i < 3; i++) limiter.tryAttempt('user-1');
    for (const time of [1_000, 30_000, 59_000]) {
      clock.now = time;
      expect(limiter.tryAttempt('user-1')).toEqual({ allowed: false, retryAfterMs: 60_000 - time });
    }
    clock.now = 60_000;
    expect(limiter.tryAttempt('user-1')).toEqual({ allowed: true });
  });

  it('keeps keys independent', () => {
    const { limiter } = limiterWithClock();
    for (let i = 0; i < 3; i++) limiter.tryAttempt('user-1');
    expect(limiter.tryAttempt('user-1').allowed).toBe(false);
    expect(limiter.msUntilNextAttempt('user-2')).toBe(0);
    expect(limiter.tryAttempt('user-2')).toEqual({ allowed: true });
  });

  it('reports no wait for a key never seen', () => {
    const { limiter } = limiterWithClock();
    expect(limiter.msUntilNextAttempt('nobody')).toBe(0);
  });

  it('refuses a configuration that could never allow an attempt', () => {
    const now = () => 0;
    expect(() => new AttemptLimiter({ maxAttempts: 0, windowMs: 1, now })).toThrow(RangeError);
    expect(() => new AttemptLimiter({ maxAttempts: 1.5, windowMs: 1, now })).toThrow(RangeError);
    expect(() => new AttemptLimiter({ maxAttempts: 1, windowMs: 0, now })).toThrow(RangeError);
    expect(() => new AttemptLimiter({ maxAttempts: 1, windowMs: Number.NaN, now })).toThrow(
      RangeError,
    );
  });
});

describe('seconds to wait', () => {
  it('rounds up so a refusal never says 0 seconds', () => {
    expect(secondsToWait(59_970)).toBe(60);
    expect(secondsToWait(1_000)).toBe(1);
    expect(secondsToWait(1)).toBe(1);
    expect(secondsToWait(0)).toBe(0);
  });
});
