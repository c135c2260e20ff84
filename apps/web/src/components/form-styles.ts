/** Text inputs: 16 px text so phones do not zoom in on focus. */
export const inputStyles =
  'block min-h-11 w-full rounded-lg border border-control-line bg-paper px-3 text-base text-ink placeholder:text-ink-muted aria-[invalid=true]:border-danger disabled:opacity-60';

export const labelStyles = 'block text-sm font-medium text-ink';
