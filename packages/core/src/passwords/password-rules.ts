import { hasDigit, hasLower, hasSpecial, hasUpper, passwordLength } from './character-classes';

/** 8 to 127 characters, counted in code points (see passwordLength; docs/PRODUCT.md, Passwords). */
export const PASSWORD_MIN_LENGTH = 8;
export const PASSWORD_MAX_LENGTH = 127;

/** Searched anywhere in the password, ignoring case (docs/PRODUCT.md, Passwords). */
export const COMMON_SEQUENCES = ['123456', '654321', 'qwerty', 'password', 'admin'] as const;

export type CommonPattern = 'repeated' | 'sequence' | 'lettersOnly' | 'digitsOnly';

/** Which requirement a refused password failed, for a hint more precise than the message. */
export type PasswordRejection =
  | 'tooShort'
  | 'tooLong'
  | 'upper'
  | 'lower'
  | 'digit'
  | 'special'
  | 'commonPattern'
  | 'common';

export type PasswordErrorCode = 'auth.passwordTooWeak' | 'auth.passwordCommonPattern';

export type PasswordValidation =
  | { valid: true }
  | { valid: false; code: PasswordErrorCode; message: string; reason: PasswordRejection };

/** The English texts of the two codes (docs/PRODUCT.md, Message codes). */
export const PASSWORD_ERROR_MESSAGES: Record<PasswordErrorCode, string> = {
  'auth.passwordTooWeak': 'New password does not meet security requirements',
  'auth.passwordCommonPattern': 'Password contains common patterns that are not secure',
};

const SEQUENCE = new RegExp(COMMON_SEQUENCES.join('|'), 'i');

/**
 * The first common pattern (docs/PRODUCT.md, Passwords) the password shows, or null. Repeats are
 * of one identical character, case included ('aaaa' is one, 'aAaA' is not), in code
 * points so four identical emoji count. "Letters only" and "digits only" take any script.
 * The sequences match inside words too: 'Badminton' contains 'admin'.
 */
export function findCommonPattern(password: string): CommonPattern | null {
  if (/(.)\1{3,}/su.test(password)) return 'repeated';
  if (SEQUENCE.test(password)) return 'sequence';
  if (/^\p{L}+$/u.test(password)) return 'lettersOnly';
  if (/^\p{Nd}+$/u.test(password)) return 'digitsOnly';
  return null;
}

export function passwordRefusal(
  code: PasswordErrorCode,
  reason: PasswordRejection,
): PasswordValidation {
  return { valid: false, code, message: PASSWORD_ERROR_MESSAGES[code], reason };
}

/**
 * The password policy without the blocklist (docs/PRODUCT.md, Passwords): length, the four
 * character classes, then the common patterns. For the browser, which can show the same verdict
 * without downloading the blocklist; the server, which has the last word, calls
 * validatePassword.
 *
 * The password is judged exactly as given: never trimmed or truncated, because the hash
 * covers all of it. The first failed rule is reported, in the order above, so a
 * letters-only or digits-only password is already refused as too weak (it lacks a class).
 */
export function validatePasswordWithoutBlocklist(password: string): PasswordValidation {
  // A code point is one or two UTF-16 units: an oversized input is refused without a scan.
  const length =
    password.length > 2 * PASSWORD_MAX_LENGTH ? Number.POSITIVE_INFINITY : passwordLength(password);
  if (length < PASSWORD_MIN_LENGTH) return passwordRefusal('auth.passwordTooWeak', 'tooShort');
  if (length > PASSWORD_MAX_LENGTH) return passwordRefusal('auth.passwordTooWeak', 'tooLong');
  if (!hasUpper(password)) return passwordRefusal('auth.passwordTooWeak', 'upper');
  if (!hasLower(password)) return passwordRefusal('auth.passwordTooWeak', 'lower');
  if (!hasDigit(password)) return passwordRefusal('auth.passwordTooWeak', 'digit');
  if (!hasSpecial(password)) return passwordRefusal('auth.passwordTooWeak', 'special');
  if (findCommonPattern(password))
    return passwordRefusal('auth.passwordCommonPattern', 'commonPattern');
  return { valid: true };
}
