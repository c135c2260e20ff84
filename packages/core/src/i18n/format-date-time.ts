import type { Language } from './languages';

/**
 * One formatter per language and time zone, made once: making one costs far more than
 * formatting with it (a fraction of a millisecond, more on a phone), and a history or an
 * export writes a date per idea. Time zones are checked names (knownTimeZone), so the map
 * stays within their few hundred.
 */
const formatters = new Map<string, Intl.DateTimeFormat>();

/**
 * A date and time as a medium date and a short time, in `timeZone` (an IANA name):
 * "22 nov. 2026, 13:05", "Nov 22, 2026, 1:05 PM", "22 nov 2026, 13:05".
 */
export function formatDateTime(date: Date, language: Language, timeZone: string): string {
  const key = `${language} ${timeZone}`;
  let formatter = formatters.get(key);
  if (!formatter) {
    formatter = new Intl.DateTimeFormat(language, {
      dateStyle: 'medium',
      timeStyle: 'short',
      timeZone,
    });
    formatters.set(key, formatter);
  }
  return formatter.format(date);
}

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
