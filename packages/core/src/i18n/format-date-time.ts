import type { Language } from './languages';

/**
 * A date and time as a medium date and a short time, in `timeZone` (an IANA name):
 * "22 nov. 2026, 13:05", "Nov 22, 2026, 1:05 PM", "22 nov 2026, 13:05".
 */
export function formatDateTime(date: Date, language: Language, timeZone: string): string {
  return new Intl.DateTimeFormat(language, {
    dateStyle: 'medium',
    timeStyle: 'short',
    timeZone,
  }).format(date);
}
