/** The main call-to-action look, shared by buttons and links that act as buttons. */
export const primaryButton =
  'inline-flex min-h-11 items-center justify-center gap-2 rounded-lg bg-accent px-4 text-sm font-semibold text-on-accent transition-colors hover:bg-accent-strong disabled:cursor-not-allowed disabled:opacity-60';
