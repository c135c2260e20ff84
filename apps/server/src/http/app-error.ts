import type { ErrorBody, ErrorCode } from '@plume/core/contracts';
import type { ContentfulStatusCode } from 'hono/utils/http-status';

export type { ErrorBody };

/**
 * An error meant for the client: `code` is the i18n key the web app translates
 * (docs/PRODUCT.md, Message codes: e.g. generation.noCredits) and `message` its English text.
 */
export class AppError extends Error {
  override name = 'AppError';
  readonly code: ErrorCode;
  readonly status: ContentfulStatusCode;
  readonly headers: Record<string, string>;

  constructor(
    code: ErrorCode,
    options: { message: string; status: ContentfulStatusCode; headers?: Record<string, string> },
  ) {
    super(options.message);
    this.code = code;
    this.status = options.status;
    this.headers = options.headers ?? {};
  }
}

/** A 429 with Retry-After, its message saying how long (auth.tooManyAttempts' {seconds}). */
export const tooManyAttempts = (retryAfterSeconds: number) =>
  new AppError('auth.tooManyAttempts', {
    message: `Too many attempts. Please wait ${retryAfterSeconds} seconds before trying again.`,
    status: 429,
    headers: { 'Retry-After': String(retryAfterSeconds) },
  });

export const notFound = () =>
  new AppError('errors.notFound', { message: 'Not found', status: 404 });
