import type { Language } from './languages';

/**
 * Months as each language abbreviates them in a date of medium length. Dates are written here
 * rather than with Intl.DateTimeFormat for the reason prices are (credits/format-price.ts,
 * decision 018); the unit tests compare every format with ICU's.
 */
const MONTHS: Record<Language, readonly string[]> = {
  fr: [
    'janv.',
    'févr.',
    'mars',
    'avr.',
    'mai',
    'juin',
    'juil.',
    'août',
    'sept.',
    'oct.',
    'nov.',
    'déc.',
  ],
  en: ['Jan', 'Feb', 'Mar', 'Apr', 'May', 'Jun', 'Jul', 'Aug', 'Sep', 'Oct', 'Nov', 'Dec'],
  es: ['ene', 'feb', 'mar', 'abr', 'may', 'jun', 'jul', 'ago', 'sept', 'oct', 'nov', 'dic'],
};

interface DateTimeParts {
  year: number;
  month: number;
  day: number;
  hours: number;
  minutes: string;
}

const WRITE: Record<Language, (parts: DateTimeParts) => string> = {
  fr: ({ year, month, day, hours, minutes }) =>
    `${day} ${MONTHS.fr[month]} ${year}, ${String(hours).padStart(2, '0')}:${minutes}`,
  en: ({ year, month, day, hours, minutes }) =>
    `${MONTHS.en[month]} ${day}, ${year}, ${hours % 12 || 12}:${minutes} ${hours < 12 ? 'AM' : 'PM'}`,
  es: ({ year, month, day, hours, minutes }) =>
    `${day} ${MONTHS.es[month]} ${year}, ${hours}:${minutes}`,
};

/**
 * A date and time as Intl's medium date and short time write them: "22 nov. 2026, 01:05",
 * "Nov 22, 2026, 1:05 AM", "22 nov 2026, 1:05". In UTC, or in the reader's time zone.
 */
export function formatDateTime(date: Date, language: Language, timeZone: 'UTC' | 'local'): string {
  const utc = timeZone === 'UTC';
  return WRITE[language]({
    year: utc ? date.getUTCFullYear() : date.getFullYear(),
    month: utc ? date.getUTCMonth() : date.getMonth(),
    day: utc ? date.getUTCDate() : date.getDate(),
    hours: utc ? date.getUTCHours() : date.getHours(),
    minutes: String(utc ? date.getUTCMinutes() : date.getMinutes()).padStart(2, '0'),
  });
}
