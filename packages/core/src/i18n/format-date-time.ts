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
