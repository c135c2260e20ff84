import { hasDigit, hasLower, hasSpecial, hasUpper, passwordLength } from './character-classes';

/** Change password refuses a new password scoring below this (docs/PRODUCT.md, Passwords). */
export const MIN_CHANGE_PASSWORD_SCORE = 3;

/** The web app shows these as auth.strength.<label>. */
export type PasswordStrengthLabel = 'veryWeak' | 'weak' | 'medium' | 'strong' | 'veryStrong';

/**
 * One point each for a length of 8, 12 and 16 or more, an upper-case letter, a lower-case
 * letter, a digit and a special character: 0 to 7 (docs/PRODUCT.md, Passwords).
 */
export function passwordStrengthScore(password: string): number {
  const length = passwordLength(password);
  return [
    length >= 8,
    length >= 12,
    length >= 16,
    hasUpper(password),
    hasLower(password),
    hasDigit(password),
    hasSpecial(password),
  ].filter(Boolean).length;
}

export function passwordStrengthLabel(score: number): PasswordStrengthLabel {
  if (score <= 2) return 'veryWeak';
  if (score <= 3) return 'weak';
  if (score <= 4) return 'medium';
  if (score <= 5) return 'strong';
  return 'veryStrong';
}

export function isStrongEnoughForChange(password: string): boolean {
  return passwordStrengthScore(password) >= MIN_CHANGE_PASSWORD_SCORE;
}
