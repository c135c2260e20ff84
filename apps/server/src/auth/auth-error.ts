import type { ErrorCode } from '@plume/core/contracts';
import { APIError } from 'better-auth/api';

/**
 * An error our hooks raise inside better-auth: `code` is already the i18n key the web app
 * translates, so auth-routes.ts passes it through unchanged.
 */
export function authError(
  status: 'BAD_REQUEST' | 'UNAUTHORIZED' | 'TOO_MANY_REQUESTS',
  code: ErrorCode,
  message: string,
  headers: Record<string, string> = {},
) {
  return new APIError(status, { code, message }, headers);
}
