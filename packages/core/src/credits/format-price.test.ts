import { describe, expect, it } from 'vitest';
import { formatPrice, formatPricePerCredit } from './format-price';

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
});
