import { describe, expect, it } from 'vitest';
import { formatPrice, formatPricePerCredit } from './format-price';

/** Intl separates the symbol with a no-break space; the tests read plain spaces. */
const plain = (text: string) => text.replace(/[\u00a0\u202f]/g, ' ');

describe('prices', () => {
  it('show whole dollars without decimals, in each language', () => {
    expect(formatPrice(2000, 'en')).toBe('$20');
    expect(plain(formatPrice(2000, 'fr'))).toBe('20 $');
    expect(plain(formatPrice(450, 'fr'))).toBe('4,50 $');
    expect(plain(formatPrice(500, 'es'))).toMatch(/^5 (CA)?\$|^5 CAD$/);
  });

  it('show the per-credit price with 2 decimals', () => {
    expect(formatPricePerCredit(50, 'en')).toBe('$0.50');
    expect(plain(formatPricePerCredit(33, 'fr'))).toBe('0,33 $');
  });
});
