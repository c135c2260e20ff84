/** Class names shared by buttons and links that look like buttons. */
const base =
  'inline-flex min-h-11 items-center justify-center gap-2 rounded-lg px-4 text-sm font-semibold transition-colors disabled:cursor-not-allowed disabled:opacity-60';

export const buttonStyles = {
  primary: `${base} bg-accent text-on-accent hover:bg-accent-strong`,
  secondary: `${base} border border-line bg-surface text-ink hover:bg-surface-muted`,
  ghost: `${base} text-ink hover:bg-surface-muted`,
} as const;
