import { describe, expect, it } from 'vitest';
import {
  accountActionLimits,
  resetRequestLimits,
  signInLimits,
  signUpLimits,
} from './auth-attempt-limits';

const stranger = { email: ' Writer@Example.com ', address: '203.0.113.5' };
const ownBrowser = { ...stranger, trustedDevice: 'device-1' };

describe('signInLimits', () => {
  it('keys the account without case or outer spaces', () => {
    const keys = signInLimits(stranger).map((limit) => limit.key);
    expect(keys).toContain('sign-in:address:203.0.113.5:writer@example.com');
    expect(keys).toContain('sign-in:account:writer@example.com');
  });

  it('holds a stranger to 3 a minute, the account’s and the address’s limits', () => {
    expect(signInLimits(stranger).map(({ max, windowMs }) => [max, windowMs])).toEqual([
      [3, 60_000],
      [10, 15 * 60_000],
      [30, 24 * 60 * 60_000],
      [20, 5 * 60_000],
      [200, 24 * 60 * 60_000],
    ]);
  });

  it('holds the browser the account signed in on to its own 3 a minute only', () => {
    expect(signInLimits(ownBrowser)).toEqual([
      { key: 'sign-in:device:device-1:writer@example.com', max: 3, windowMs: 60_000 },
    ]);
  });
});

describe('signUpLimits', () => {
  it('counts per account and client, per account, and per address', () => {
    expect(signUpLimits(stranger).map(({ key, max }) => [key, max])).toEqual([
      ['sign-up:address:203.0.113.5:writer@example.com', 3],
      ['sign-up:account:writer@example.com', 10],
      ['sign-up:address:203.0.113.5', 30],
      ['sign-up:address-day:203.0.113.5', 100],
    ]);
  });
});

describe('resetRequestLimits', () => {
  it('spares the writer’s own browser the account’s hourly limit', () => {
    expect(resetRequestLimits(stranger).map((limit) => limit.key)).toContain(
      'reset:account:writer@example.com',
    );
    expect(resetRequestLimits(ownBrowser).map((limit) => limit.key)).toEqual([
      'reset:device:device-1:writer@example.com',
    ]);
  });
});

describe('accountActionLimits', () => {
  it('keys each action apart, 3 a minute per writer', () => {
    expect(accountActionLimits('delete-account', 'user-1')).toEqual([
      { key: 'delete-account:user-1', max: 3, windowMs: 60_000 },
    ]);
  });
});

describe('keys', () => {
  it('leave out NUL, which PostgreSQL refuses in text', () => {
    for (const limit of signInLimits({ email: 'a\u0000@example.com', address: '::' })) {
      expect(limit.key).not.toContain('\u0000');
    }
  });
});
