/** The main call-to-action look, shared by buttons and links that act as buttons. */
export const primaryButton =
  'inline-flex min-h-11 items-center justify-center gap-2 rounded-lg bg-accent px-4 text-sm font-semibold text-on-accent transition-colors hover:bg-accent-strong disabled:cursor-not-allowed disabled:opacity-60';

/** An action that destroys something for good (deleting the account). */
export const dangerButton =
  'inline-flex min-h-11 items-center justify-center gap-2 rounded-lg bg-danger px-4 text-sm font-semibold text-paper transition-opacity hover:opacity-90 disabled:cursor-not-allowed disabled:opacity-60';

/** A quieter action beside or below a primary one (back, cancel). */
export const secondaryButton =
  'inline-flex min-h-11 items-center justify-center gap-2 rounded-lg border border-line bg-surface px-4 text-sm font-semibold text-ink transition-colors hover:bg-surface-muted disabled:cursor-not-allowed disabled:opacity-60';

/** Inline text links inside forms and cards. */
export const textLink = 'font-medium text-accent underline-offset-4 hover:underline';
