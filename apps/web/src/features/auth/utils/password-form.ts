import {
  isStrongEnoughForChange,
  type PasswordErrorCode,
  passwordMeter,
  validatePasswordWithoutBlocklist,
} from '@plume/core/passwords';

import { looksLikeEmail } from './sign-in-checks';

/*
 * The checks the forms with a new password run as the writer types, for instant feedback.
 * The server has the last word (it also refuses the most common passwords, a list too big
 * for the page). Every field is trimmed first (docs/PRODUCT.md, "Passwords"), on every
 * form, so a password chosen with a stray space at its end still signs in (decision 006).
 */

export type ConfirmationState = 'empty' | 'match' | 'mismatch';

export function confirmationState(password: string, confirmation: string): ConfirmationState {
  if (confirmation.trim() === '') return 'empty';
  return password.trim() === confirmation.trim() ? 'match' : 'mismatch';
}

/**
 * Why a password that meets the meter's five requirements is still refused (a common
 * pattern such as 'Qwerty1!', or more than 127 characters), or null. The meter cannot
 * show it, so the form says it in words.
 */
export function refusalBeyondMeter(password: string): PasswordErrorCode | null {
  const value = password.trim();
  if (passwordMeter(value).met < 5) return null;
  const verdict = validatePasswordWithoutBlocklist(value);
  return verdict.valid ? null : verdict.code;
}

/** Sign-up and reset: the submit button waits for a valid password, confirmed. */
export function isAcceptableNewPassword(password: string, confirmation: string): boolean {
  return (
    validatePasswordWithoutBlocklist(password.trim()).valid &&
    confirmationState(password, confirmation) === 'match'
  );
}

export function canSignUp(email: string, password: string, confirmation: string): boolean {
  return looksLikeEmail(email) && isAcceptableNewPassword(password, confirmation);
}

export interface ChangePasswordFields {
  current: string;
  next: string;
  confirmation: string;
}

/**
 * The first problem of a change-password form, as the message key to show, or null.
 * The order is that of docs/PRODUCT.md, "Passwords": required fields, strength, confirmation, difference;
 * then the sign-up rules the server applies to every new password.
 */
export function changePasswordProblem({
  current,
  next,
  confirmation,
}: ChangePasswordFields): string | null {
  const currentPassword = current.trim();
  const newPassword = next.trim();
  if (currentPassword === '') return 'auth.currentPasswordRequired';
  if (newPassword === '') return 'auth.newPasswordRequired';
  if (!isStrongEnoughForChange(newPassword)) return 'auth.passwordTooWeak';
  if (confirmationState(newPassword, confirmation) !== 'match') return 'errors.passwordMismatch';
  if (newPassword === currentPassword) return 'auth.passwordMustBeDifferent';
  const verdict = validatePasswordWithoutBlocklist(newPassword);
  return verdict.valid ? null : verdict.code;
}
