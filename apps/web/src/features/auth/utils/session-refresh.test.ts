import { describe, expect, it } from 'vitest';
import { ApiError } from '../../../lib/api-client';
import { sessionRetryDelay, sessionWasLost, shouldRetrySessionCheck } from './session-refresh';

describe('session check retries', () => {
  it('wait 200 ms, then twice as long each time, up to 30 s', () => {
    expect([0, 1, 2, 3, 4].map(sessionRetryDelay)).toEqual([200, 400, 800, 1600, 3200]);
    expect(sessionRetryDelay(20)).toBe(30_000);
  });

  it.each([0, 502, 503, 504])('retry after status %i', (status) => {
    expect(shouldRetrySessionCheck(0, new ApiError('x', 'm', status))).toBe(true);
  });

  it.each([400, 401, 500])('do not retry status %i', (status) => {
    expect(shouldRetrySessionCheck(0, new ApiError('x', 'm', status))).toBe(false);
  });

  it('stop after ten retries, until the next check', () => {
    const unreachable = new ApiError('x', 'm', 0);
    expect(shouldRetrySessionCheck(9, unreachable)).toBe(true);
    expect(shouldRetrySessionCheck(10, unreachable)).toBe(false);
  });
});

describe('sessionWasLost', () => {
  const user = { id: 'u1', email: 'a@b.c' };

  it('when a signed-in tab hears there is no session any more', () => {
    expect(sessionWasLost(user, null)).toBe(true);
  });

  it.each([
    ['the first check finds none', undefined, null],
    ['a signed-out tab stays signed out', null, null],
    ['the session still holds', user, user],
    ['a sign-in is noticed', null, user],
  ])('not when %s', (_, before, after) => {
    expect(sessionWasLost(before, after)).toBe(false);
  });
});
