/// <reference path="./zxcvbn-passwords.d.ts" />
import passwords from '@zxcvbn-ts/language-common/dist/passwords.json.mjs';
import {
  type PasswordValidation,
  passwordRefusal,
  validatePasswordWithoutBlocklist,
} from './password-rules';

/**
 * Passwords too common to accept whatever their make-up (OWASP ASVS 6.2.4): the 49,233
 * passwords of zxcvbn-ts's common-password dictionary, taken whole because it is one
 * bundled file (any cut of it would ship the same bytes). Lower case.
 *
 * Imported from the file that holds only this list, so a bundle carries neither the
 * package's diceware words nor its keyboard graphs. It still weighs about 370 KB minified
 * (about 197 KB gzipped): import this module only where the refusal matters (the server),
 * or lazily.
 */
export const COMMON_PASSWORDS: ReadonlySet<string> = new Set(passwords);

/** Case-insensitive: 'PassWord' is as guessable as 'password'. Nothing is trimmed. */
export function isCommonPassword(password: string): boolean {
  return COMMON_PASSWORDS.has(password.toLowerCase());
}

/**
 * The full sign-up policy: the rules, then the common-password blocklist, whose hits get
 * the common-patterns message (docs/PRODUCT.md, Passwords).
 */
export function validatePassword(password: string): PasswordValidation {
  const verdict = validatePasswordWithoutBlocklist(password);
  if (!verdict.valid) return verdict;
  if (isCommonPassword(password)) return passwordRefusal('auth.passwordCommonPattern', 'common');
  return verdict;
}
