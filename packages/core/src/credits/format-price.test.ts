import { describe, expect, it } from 'vitest';
import { LANGUAGES } from '../i18n/languages';
import { CURRENCY } from './credit-packages';
import { formatPrice, formatPricePerCredit } from './format-price';

const LOCALES = { fr: 'fr-CA', en: 'en-CA', es: 'es-CA' } as const;

/** What ICU writes (Node's copy of it). */
function icuFormat(language: keyof typeof LOCALES, alwaysCents: boolean) {
  const format = new Intl.NumberFormat(LOCALES[language], {
    style: 'currency',
    currency: CURRENCY,
    ...(alwaysCents ? {} : { trailingZeroDisplay: 'stripIfInteger' }),
  });
  return (cents: number) => format.format(cents / 100);
}

/** Every cent up to $1,000, then larger amounts where grouping changes. */
const AMOUNTS = [
  ...Array.from({ length: 100_001 }, (_, cents) => cents),
  999_999,
  1_000_000,
  1_234_550,
  12_345_678,
  100_000_000,
  123_456_789_01,
];

describe('prices', () => {
  it('show whole dollars without decimals, in each language', () => {
    expect(formatPrice(2000, 'en')).toBe('$20');
    expect(formatPrice(2000, 'fr')).toBe('20\u00a0$');
    expect(formatPrice(450, 'fr')).toBe('4,50\u00a0$');
    expect(formatPrice(500, 'es')).toBe('5\u00a0CAD');
  });

  it('show the per-credit price with 2 decimals', () => {
    expect(formatPricePerCredit(50, 'en')).toBe('$0.50');
    expect(formatPricePerCredit(33, 'fr')).toBe('0,33\u00a0$');
    expect(formatPricePerCredit(2000, 'es')).toBe('20,00\u00a0CAD');
  });

  it('group thousands as each language does', () => {
    expect(formatPrice(123_456_789, 'fr')).toBe('1\u00a0234\u00a0567,89\u00a0$');
    expect(formatPrice(123_456_789, 'en')).toBe('$1,234,567.89');
    expect(formatPrice(100_000, 'es')).toBe('1000\u00a0CAD');
    expect(formatPrice(1_000_000, 'es')).toBe('10.000\u00a0CAD');
  });

  for (const language of LANGUAGES) {
    it(`write every amount as ICU does in ${language}`, () => {
      const icuPrice = icuFormat(language, false);
      const icuPricePerCredit = icuFormat(language, true);
      const differences = AMOUNTS.flatMap((cents) =>
        [
          [formatPrice(cents, language), icuPrice(cents)],
          [formatPricePerCredit(cents, language), icuPricePerCredit(cents)],
        ].flatMap(([ours, expected]) =>
          ours === expected ? [] : [`${cents}: ${ours} != ${expected}`],
        ),
      );
      expect(differences.slice(0, 5)).toEqual([]);
    });
  }
});
