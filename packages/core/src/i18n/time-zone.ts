/**
 * The cookie naming the browser's time zone: the web app writes it when a writer's session
 * starts and on their pages, and whatever formats a date for the writer on the server
 * (pages, exports) reads it.
 */
export const TIME_ZONE_COOKIE = 'plume.time-zone';

/** A time zone as the runtime spells it, or UTC when it is missing or unknown. */
export function knownTimeZone(named: string | undefined): string {
  if (!named) return 'UTC';
  try {
    return new Intl.DateTimeFormat('en', { timeZone: named }).resolvedOptions().timeZone;
  } catch {
    return 'UTC';
  }
}
