import type { ContentfulStatusCode } from 'hono/utils/http-status';

/**
 * An error meant for the client: `code` is the i18n key the web app translates
 * (docs/PRODUCT.md, Message codes: e.g. generation.noCredits) and `message` its English text.
 */
export class AppError extends Error {
  override name = 'AppError';
  readonly code: string;
  readonly status: ContentfulStatusCode;
  readonly headers: Record<string, string>;

  constructor(
    code: string,
    options: { message: string; status: ContentfulStatusCode; headers?: Record<string, string> },
  ) {
    super(options.message);
    this.code = code;
    this.status = options.status;
    this.headers = options.headers ?? {};
  }
}

export interface ErrorBody {
  error: { code: string; message: string };
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
