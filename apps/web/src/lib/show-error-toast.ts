import { RATE_LIMIT_WINDOW_MS, secondsToWait } from '@plume/core/passwords/rate-limit';
import { i18n } from '../i18n/i18n';
import { ApiError } from './api-client';
import { toast } from './toast';

export interface ErrorToastOptions {
  /** The action's own message, for any failure without a message of its own. */
  fallback: string;
  /** Shown when the server could not be reached; errors.connectionError unless given. */
  network?: string;
  /** The toast's id, so that a later toast of the same action replaces it; the message's key unless given. */
  id?: string;
}

export interface ErrorMessage {
  key: string;
  values?: Record<string, number>;
}

/**
 * Which message a failed call deserves: the server's code when
 * the app has a text for it, the seconds to wait for a rate limit, the connection message
 * when the server was out of reach, otherwise the action's fallback.
 */
export function errorMessage(
  error: unknown,
  { fallback, network = 'errors.connectionError' }: ErrorToastOptions,
  hasMessage: (key: string) => boolean,
): ErrorMessage {
  if (!(error instanceof ApiError)) return { key: fallback };
  if (error.status === 0) return { key: network };
  // A 429 with a message of its own is not the rate limit (generation.inProgress: one idea
  // at a time), so it does not ask the writer to wait a whole window.
  const ownMessage = error.code.includes('.') && hasMessage(error.code);
  if (error.status === 429 && (error.code === 'auth.tooManyAttempts' || !ownMessage)) {
    const seconds = error.retryAfterSeconds ?? secondsToWait(RATE_LIMIT_WINDOW_MS);
    return { key: 'auth.tooManyAttempts', values: { seconds: Math.max(1, seconds) } };
  }
  if (ownMessage) return { key: error.code };
  return { key: fallback };
}

/**
 * The one place an API failure becomes a toast in the current language. A 401 that has
 * already signed the user out was announced then, so it is not announced twice.
 */
export function showErrorToast(error: unknown, options: ErrorToastOptions) {
  if (error instanceof ApiError && error.sessionLost) return;
  const { key, values } = errorMessage(error, options, (candidate) => i18n.exists(candidate));
  // Same action or message, same toast: a double click does not stack two of them.
  toast.error(i18n.t(key, values), { id: options.id ?? key });
}
