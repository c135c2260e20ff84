import { afterEach, describe, expect, it, vi } from 'vitest';
import {
  ApiError,
  apiFetch,
  apiPost,
  isRetryable,
  onSessionLost,
  parseRetryAfter,
} from './api-client';

function jsonResponse(status: number, body: unknown, headers: Record<string, string> = {}) {
  return new Response(JSON.stringify(body), {
    status,
    headers: { 'Content-Type': 'application/json', ...headers },
  });
}

function stubFetch(response: Response | Error) {
  const fetch = vi.fn(async () => {
    if (response instanceof Error) throw response;
    return response;
  });
  vi.stubGlobal('fetch', fetch);
  return fetch;
}

afterEach(() => {
  vi.unstubAllGlobals();
});

describe('parseRetryAfter', () => {
  const now = Date.parse('2026-01-01T00:00:00Z');

  it.each([
    ['42', 42],
    [' 7 ', 7],
    ['0', 0],
    ['Thu, 01 Jan 2026 00:00:30 GMT', 30],
    ['Wed, 31 Dec 2025 23:59:00 GMT', 0],
  ])('reads %j as %i seconds', (header, seconds) => {
    expect(parseRetryAfter(header, now)).toBe(seconds);
  });

  it.each([[null], [''], ['soon'], ['-3']])('ignores %j', (header) => {
    expect(parseRetryAfter(header, now)).toBeUndefined();
  });
});

describe('isRetryable', () => {
  it.each([0, 502, 503, 504])('retries status %i', (status) => {
    expect(isRetryable(new ApiError('x.y', 'm', status))).toBe(true);
  });

  it.each([400, 401, 403, 429, 500])('takes status %i as an answer', (status) => {
    expect(isRetryable(new ApiError('x.y', 'm', status))).toBe(false);
  });

  it('takes anything but an ApiError as an answer', () => {
    expect(isRetryable(new Error('boom'))).toBe(false);
  });
});

describe('apiFetch', () => {
  it('sends the cookies and the interface language', async () => {
    const fetch = stubFetch(jsonResponse(200, { ok: true }));
    await expect(apiFetch('/api/me')).resolves.toEqual({ ok: true });
    const [, init] = fetch.mock.calls[0] as unknown as [string, RequestInit];
    expect(init.credentials).toBe('same-origin');
    expect(new Headers(init.headers).get('X-Plume-Language')).toBe('fr');
  });

  it('posts JSON', async () => {
    const fetch = stubFetch(jsonResponse(200, { status: true }));
    await apiPost('/api/auth/reset-password', { token: 't', newPassword: 'p' });
    const [, init] = fetch.mock.calls[0] as unknown as [string, RequestInit];
    expect(init.method).toBe('POST');
    expect(new Headers(init.headers).get('Content-Type')).toBe('application/json');
    expect(JSON.parse(String(init.body))).toEqual({ token: 't', newPassword: 'p' });
  });

  it("turns the error contract into an ApiError with the code and a 429's wait", async () => {
    stubFetch(
      jsonResponse(
        429,
        { error: { code: 'auth.tooManyAttempts', message: 'Too many' } },
        { 'Retry-After': '17' },
      ),
    );
    const error = await apiFetch('/api/x').catch((caught: unknown) => caught);
    expect(error).toBeInstanceOf(ApiError);
    expect(error).toMatchObject({
      code: 'auth.tooManyAttempts',
      status: 429,
      retryAfterSeconds: 17,
    });
  });

  it('gives a body without the contract the generic code', async () => {
    stubFetch(new Response('<html>Bad gateway</html>', { status: 502 }));
    await expect(apiFetch('/api/x')).rejects.toMatchObject({ code: 'errors.generic', status: 502 });
  });

  it('reports an unreachable server as status 0', async () => {
    stubFetch(new TypeError('Failed to fetch'));
    await expect(apiFetch('/api/x')).rejects.toMatchObject({
      code: 'errors.connectionError',
      status: 0,
    });
  });

  it('announces a lost session on a 401, unless the call works without a session', async () => {
    const listener = vi.fn();
    const stop = onSessionLost(listener);
    const unauthorized = () =>
      jsonResponse(401, { error: { code: 'errors.notAuthenticated', message: 'No' } });

    stubFetch(unauthorized());
    await expect(
      apiPost('/api/auth/sign-in/email', {}, { expectsSession: false }),
    ).rejects.toMatchObject({ status: 401, sessionLost: false });
    expect(listener).not.toHaveBeenCalled();

    stubFetch(unauthorized());
    await expect(apiFetch('/api/me')).rejects.toMatchObject({ status: 401, sessionLost: true });
    expect(listener).toHaveBeenCalledTimes(1);

    stop();
    stubFetch(unauthorized());
    await apiFetch('/api/me').catch(() => undefined);
    expect(listener).toHaveBeenCalledTimes(1);
  });
});
