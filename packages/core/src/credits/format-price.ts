import type { Language } from '../i18n/languages';
import { CURRENCY } from './credit-packages';

/** Canadian dollars as each language writes them in Canada ("20 $", "$20"). */
const LOCALES: Record<Language, string> = { fr: 'fr-CA', en: 'en-CA', es: 'es-CA' };

const formatters = new Map<string, Intl.NumberFormat>();

function formatter(language: Language, wholeDollars: boolean): Intl.NumberFormat {
  const key = `${language}:${wholeDollars}`;
  let cached = formatters.get(key);
  if (!cached) {
    cached = new Intl.NumberFormat(LOCALES[language], {
      style: 'currency',
      currency: CURRENCY,
      ...(wholeDollars ? { trailingZeroDisplay: 'stripIfInteger' } : {}),
    });
    formatters.set(key, cached);
  }
  return cached;
}

/** A package price: "$20", "$4.50" (cents only when there are some). */
export function formatPrice(cents: number, language: Language): string {
  return formatter(language, true).format(cents / 100);
}

/** A per-credit price, always with 2 decimals (SPEC.md section 9): "$0.33". */
export function formatPricePerCredit(cents: number, language: Language): string {
  return formatter(language, false).format(cents / 100);
}
