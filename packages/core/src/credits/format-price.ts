import type { Language } from '../i18n/languages';
import { CURRENCY } from './credit-packages';

/**
 * The locale each language writes Canadian dollars in, so that the amount names them
 * unmistakably: "20 $CA", "CA$20", "20 CAD". In Canada's own locales (fr-CA, en-CA) the
 * symbol is a bare "$", which a reader elsewhere takes for another dollar, and Spanish
 * would write "$" or "CAD" as the currency display varies.
 */
const LOCALES: Record<Language, string> = { fr: 'fr', en: 'en', es: 'es' };

const packagePrices = new Map<Language, Intl.NumberFormat>();
const perCreditPrices = new Map<Language, Intl.NumberFormat>();

function formatter(kept: Map<Language, Intl.NumberFormat>, language: Language, cents: boolean) {
  let format = kept.get(language);
  if (!format) {
    format = new Intl.NumberFormat(LOCALES[language], {
      style: 'currency',
      currency: CURRENCY,
      currencyDisplay: 'symbol',
      ...(cents ? {} : { trailingZeroDisplay: 'stripIfInteger' }),
    });
    kept.set(language, format);
  }
  return format;
}

/** A package price: "CA$20", "CA$4.50" (cents only when there are some). */
export function formatPrice(cents: number, language: Language): string {
  return formatter(packagePrices, language, false).format(cents / 100);
}

/** A per-credit price, always with 2 decimals (docs/PRODUCT.md, Packages): "CA$0.33". */
export function formatPricePerCredit(cents: number, language: Language): string {
  return formatter(perCreditPrices, language, true).format(cents / 100);
}
