/*
 * The checks the sign-in and forgotten-password forms run as the writer types, apart from
 * the password rules (password-form.ts), which only the forms with a new password need.
 * Fields are trimmed first, as on every form (decision 006).
 */

/** Loose on purpose: the server judges the address, this only spares it an empty one. */
const EMAIL_SHAPE = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;

export function looksLikeEmail(email: string): boolean {
  return EMAIL_SHAPE.test(email.trim());
}

export function canSignIn(email: string, password: string): boolean {
  return looksLikeEmail(email) && password.trim() !== '';
}
