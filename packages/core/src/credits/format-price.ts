import type { Language } from '../i18n/languages';

/**
 * Canadian dollars as each language writes them in Canada, exactly as ICU's fr-CA, en-CA and
 * es-CA currency formats do ("1 234,50 $", "$1,234.50", "1234,50 CAD"). Written here rather
 * than with Intl.NumberFormat: a page's first Intl formatter loads ICU's data, which holds a
 * phone's main thread for the better part of a second at the desk's take-over (decision
 * 018); the unit tests compare every format with ICU's.
 */
interface PriceStyle {
  group: string;
  decimal: string;
  /** The smallest whole amount whose thousands are grouped. */
  groupsFrom: number;
  write: (amount: string) => string;
}

const STYLES: Record<Language, PriceStyle> = {
  fr: { group: '\u00a0', decimal: ',', groupsFrom: 1_000, write: (amount) => `${amount}\u00a0$` },
  en: { group: ',', decimal: '.', groupsFrom: 1_000, write: (amount) => `$${amount}` },
  // Spanish leaves a lone thousand ungrouped: "1000", but "12.345".
  es: { group: '.', decimal: ',', groupsFrom: 10_000, write: (amount) => `${amount}\u00a0CAD` },
};

function writePrice(cents: number, language: Language, alwaysCents: boolean): string {
  const style = STYLES[language];
  const wholeCents = Math.round(cents);
  const dollars = Math.floor(wholeCents / 100);
  const rest = wholeCents % 100;
  const digits = String(dollars);
  const grouped =
    dollars >= style.groupsFrom ? digits.replace(/\B(?=(\d{3})+$)/g, style.group) : digits;
  const decimals =
    rest > 0 || alwaysCents ? `${style.decimal}${String(rest).padStart(2, '0')}` : '';
  return style.write(grouped + decimals);
}

/** A package price: "$20", "$4.50" (cents only when there are some). */
export function formatPrice(cents: number, language: Language): string {
  return writePrice(cents, language, false);
}

/** A per-credit price, always with 2 decimals (SPEC.md section 9): "$0.33". */
export function formatPricePerCredit(cents: number, language: Language): string {
  return writePrice(cents, language, true);
}
