import type { Language } from '../i18n/languages';
import { CURRENCY } from './credit-packages';

/** Canadian dollars as each language writes them in Canada: "20 $", "$20", "20 CAD". */
const LOCALES: Record<Language, string> = { fr: 'fr-CA', en: 'en-CA', es: 'es-CA' };

const packagePrices = new Map<Language, Intl.NumberFormat>();
const perCreditPrices = new Map<Language, Intl.NumberFormat>();

function formatter(kept: Map<Language, Intl.NumberFormat>, language: Language, cents: boolean) {
  let format = kept.get(language);
  if (!format) {
    format = new Intl.NumberFormat(LOCALES[language], {
      style: 'currency',
      currency: CURRENCY,
      ...(cents ? {} : { trailingZeroDisplay: 'stripIfInteger' }),
    });
    kept.set(language, format);
  }
  return format;
}

/** A package price: "$20", "$4.50" (cents only when there are some). */
export function formatPrice(cents: number, language: Language): string {
  return formatter(packagePrices, language, false).format(cents / 100);
}

/** A per-credit price, always with 2 decimals (docs/PRODUCT.md, Packages): "$0.33". */
export function formatPricePerCredit(cents: number, language: Language): string {
  return formatter(perCreditPrices, language, true).format(cents / 100);
}
