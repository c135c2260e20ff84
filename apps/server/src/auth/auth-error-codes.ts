import { isErrorCode, type Refusal } from '@plume/core/contracts';

/**
 * better-auth's error codes, as our i18n keys (docs/PRODUCT.md, Message codes) with their
 * English text. Codes our hooks raise already are i18n keys (they are in core's ERROR_CODES)
 * and pass as they are.
 */
/** A body that is not JSON: better-auth's own refusal, and auth-bodies.ts's. */
export const UNSUPPORTED_MEDIA_TYPE: Refusal = {
  code: 'errors.unsupportedMediaType',
  message: 'Send the request body as JSON (Content-Type: application/json)',
};

const KNOWN: Record<string, Refusal> = {
  INVALID_EMAIL_OR_PASSWORD: {
    code: 'errors.invalidCredentials',
    message: 'Invalid email or password',
  },
  EMAIL_NOT_VERIFIED: {
    code: 'errors.emailConfirmation',
    message: 'Please check your email to confirm your account before signing in',
  },
  USER_ALREADY_EXISTS: {
    code: 'auth.userAlreadyExists',
    message: 'An account already exists with this e-mail',
  },
  USER_ALREADY_EXISTS_USE_ANOTHER_EMAIL: {
    code: 'auth.userAlreadyExists',
    message: 'An account already exists with this e-mail',
  },
  INVALID_EMAIL: { code: 'auth.invalidEmail', message: 'Invalid email' },
  PASSWORD_TOO_SHORT: {
    code: 'auth.passwordTooWeak',
    message: 'New password does not meet security requirements',
  },
  PASSWORD_TOO_LONG: {
    code: 'auth.passwordTooWeak',
    message: 'New password does not meet security requirements',
  },
  INVALID_TOKEN: { code: 'reset.invalidToken', message: 'Invalid or expired reset token' },
  VALIDATION_ERROR: { code: 'errors.badRequest', message: 'Invalid request' },
  UNSUPPORTED_MEDIA_TYPE: UNSUPPORTED_MEDIA_TYPE,
};

/** What went wrong when nothing more precise is known, per auth route. */
const FALLBACK_BY_PATH: Record<string, Refusal> = {
  '/sign-up/email': { code: 'errors.signUpError', message: 'Sign-up error' },
  '/sign-in/email': { code: 'errors.signInError', message: 'Sign-in error' },
  '/sign-out': { code: 'errors.signOutError', message: 'Sign-out error' },
  '/request-password-reset': { code: 'errors.resetError', message: 'Error sending reset email' },
  '/reset-password': { code: 'reset.error', message: 'Error resetting password' },
  '/change-password': {
    code: 'auth.changePasswordError',
    message: 'An error occurred while changing password',
  },
};

export function toAppErrorCode(
  path: string,
  status: number,
  body: { code?: unknown; message?: unknown },
): Refusal {
  const code = typeof body.code === 'string' ? body.code : '';
  const message = typeof body.message === 'string' ? body.message : '';
  if (status === 429) {
    return { code: 'auth.tooManyAttempts', message: message || 'Too many attempts' };
  }
  if (isErrorCode(code)) return { code, message };
  if (path === '/change-password' && code === 'INVALID_PASSWORD') {
    return { code: 'auth.currentPasswordIncorrect', message: 'Current password is incorrect' };
  }
  const known = KNOWN[code];
  if (known) return known;
  if (status === 401) return { code: 'errors.notAuthenticated', message: 'Not signed in' };
  if (status >= 500) return { code: 'errors.internal', message: 'Internal server error' };
  return FALLBACK_BY_PATH[path] ?? { code: 'errors.badRequest', message: message || 'Bad request' };
}
