import { describe, expect, it } from 'vitest';
import { RATE_LIMIT_MAX_ATTEMPTS, RATE_LIMIT_WINDOW_MS, secondsToWait } from './rate-limit';

describe('rate limit', () => {
  it('allows 3 attempts per 60 seconds', () => {
    expect(RATE_LIMIT_MAX_ATTEMPTS).toBe(3);
    expect(RATE_LIMIT_WINDOW_MS).toBe(60_000);
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
