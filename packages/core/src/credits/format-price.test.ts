import { describe, expect, it } from 'vitest';
import { LANGUAGES } from '../i18n/languages';
import { formatPrice, formatPricePerCredit } from './format-price';

/** The no-break space before the currency; French groups thousands with a narrow one. */
const NBSP = '\u00a0';
const NNBSP = '\u202f';

describe('prices', () => {
  it('name the Canadian dollar in one form per language, whole dollars without decimals', () => {
    expect(formatPrice(2000, 'fr')).toBe(`20${NBSP}$CA`);
    expect(formatPrice(450, 'fr')).toBe(`4,50${NBSP}$CA`);
    expect(formatPrice(2000, 'en')).toBe('CA$20');
    expect(formatPrice(450, 'en')).toBe('CA$4.50');
    expect(formatPrice(500, 'es')).toBe(`5${NBSP}CAD`);
    expect(formatPrice(450, 'es')).toBe(`4,50${NBSP}CAD`);
  });

  it('show the per-credit price with 2 decimals, in the same form', () => {
    expect(formatPricePerCredit(33, 'fr')).toBe(`0,33${NBSP}$CA`);
    expect(formatPricePerCredit(50, 'en')).toBe('CA$0.50');
    expect(formatPricePerCredit(2000, 'es')).toBe(`20,00${NBSP}CAD`);
  });

  it.each(LANGUAGES)('in %s: never a bare "$" another dollar could pass for', (language) => {
    for (const cents of [33, 500, 2000, 4000, 123_456_789]) {
      for (const price of [formatPrice(cents, language), formatPricePerCredit(cents, language)]) {
        expect(price).toMatch(/\$CA|CA\$|CAD/u);
      }
    }
  });

  it('group thousands as each language does', () => {
    expect(formatPrice(123_456_789, 'fr')).toBe(`1${NNBSP}234${NNBSP}567,89${NBSP}$CA`);
    expect(formatPrice(123_456_789, 'en')).toBe('CA$1,234,567.89');
    expect(formatPrice(100_000, 'es')).toBe(`1000${NBSP}CAD`);
    expect(formatPrice(1_000_000, 'es')).toBe(`10.000${NBSP}CAD`);
  });
});
