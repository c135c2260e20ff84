import { currentLanguage } from '../i18n/i18n';

/**
 * The API's error contract: `{ error: { code, message } }`, where code is an i18n key.
 * Every call goes through apiFetch so every failure arrives as an ApiError.
 */
export class ApiError extends Error {
  override name = 'ApiError';
  constructor(
    readonly code: string,
    message: string,
    /** 0 when the server could not be reached at all. */
    readonly status: number,
    /** From a 429's Retry-After header. */
    readonly retryAfterSeconds?: number,
    /** True when this 401 already signed the user out (and said so). */
    readonly sessionLost = false,
  ) {
    super(message);
  }
}

/**
 * Worth trying again after a pause: the server was unreachable or a gateway said it was
 * (docs/PRODUCT.md, "Accounts"). Anything else is an answer.
 */
export function isRetryable(error: unknown): boolean {
  return error instanceof ApiError && [0, 502, 503, 504].includes(error.status);
}

/** Retry-After is either whole seconds or an HTTP date (RFC 9110 section 10.2.3). */
export function parseRetryAfter(value: string | null, nowMs: number): number | undefined {
  if (!value) return undefined;
  const trimmed = value.trim();
  if (/^\d+$/.test(trimmed)) return Number(trimmed);
  // HTTP dates start with the day's name; Date.parse alone would read '-3' as a year.
  if (!/^[A-Za-z]{3},/.test(trimmed)) return undefined;
  const date = Date.parse(trimmed);
  if (Number.isNaN(date)) return undefined;
  return Math.max(0, Math.ceil((date - nowMs) / 1000));
}

/**
 * An object of an answer, whose fields can be checked one by one. The first screen's
 * answers are checked by hand, without a validation library (docs/decisions/026).
 */
export function isRecord(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null;
}

function isErrorBody(body: unknown): body is { error: { code: string; message: string } } {
  if (!isRecord(body) || !isRecord(body.error)) return false;
  return typeof body.error.code === 'string' && typeof body.error.message === 'string';
}

type SessionLostListener = () => void;
const sessionLostListeners = new Set<SessionLostListener>();

/**
 * Called when the server says the session is gone. The auth feature listens and signs
 * the user out locally; the API client itself knows nothing of users.
 */
export function onSessionLost(listener: SessionLostListener): () => void {
  sessionLostListeners.add(listener);
  return () => sessionLostListeners.delete(listener);
}

export function notifySessionLost() {
  for (const listener of sessionLostListeners) listener();
}

export interface ApiRequestInit extends RequestInit {
  /**
   * False for the calls that work without a session (sign-in, sign-up, reset...): their
   * 401 is an answer about the credentials, not news that the session ended.
   */
  expectsSession?: boolean;
}

/**
 * The ApiError a refused call answers with, read from its `{ error: { code, message } }`
 * body; `fallback` is the code of a refusal without one (a proxy's page, say). A 401 of a
 * call that expected a session says the session is gone.
 */
export async function refusalOf(
  response: Response,
  { expectsSession = true, fallback = 'errors.generic' } = {},
): Promise<ApiError> {
  const body: unknown = await response.json().catch(() => null);
  const sessionLost = expectsSession && response.status === 401;
  if (sessionLost) notifySessionLost();
  const retryAfter = parseRetryAfter(response.headers.get('Retry-After'), Date.now());
  const [code, message] = isErrorBody(body)
    ? [body.error.code, body.error.message]
    : [fallback, `HTTP ${response.status}`];
  return new ApiError(code, message, response.status, retryAfter, sessionLost);
}

export async function apiFetch<T>(
  path: string,
  { expectsSession = true, ...init }: ApiRequestInit = {},
): Promise<T> {
  let response: Response;
  try {
    response = await fetch(path, {
      credentials: 'same-origin',
      ...init,
      headers: {
        Accept: 'application/json',
        // The server writes its e-mails in the language the writer is using.
        'X-Plume-Language': currentLanguage(),
        ...init.headers,
      },
    });
  } catch {
    throw new ApiError('errors.connectionError', 'Cannot reach the server', 0);
  }
  if (!response.ok) throw await refusalOf(response, { expectsSession });
  const body: unknown = response.status === 204 ? null : await response.json().catch(() => null);
  return body as T;
}

/** A JSON POST. */
export function apiPost<T>(path: string, body: unknown, init: ApiRequestInit = {}): Promise<T> {
  return apiFetch<T>(path, {
    ...init,
    method: 'POST',
    headers: { 'Content-Type': 'application/json', ...init.headers },
    body: JSON.stringify(body),
  });
}
