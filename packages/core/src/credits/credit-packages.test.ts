import { describe, expect, it } from 'vitest';
import {
  BEST_VALUE_MIN_CREDITS,
  CREDIT_PACKAGES,
  findCreditPackage,
  isPackageId,
  pricePerCreditCents,
  STARTING_PRICE_CENTS,
} from './credit-packages';

describe('credit packages', () => {
  it('are the four packages, with prices in cents', () => {
    expect(
      CREDIT_PACKAGES.map(({ id, name, credits, priceCents }) => [id, name, credits, priceCents]),
    ).toEqual([
      ['10_credits', 'Beginner', 10, 500],
      ['25_credits', 'Creative', 25, 1000],
      ['60_credits', 'Premium', 60, 2000],
      ['150_credits', 'Pro', 150, 4000],
    ]);
  });

  it('flag Premium popular and every package of 60 credits or more best value', () => {
    expect(CREDIT_PACKAGES.map((p) => p.badges)).toEqual([
      [],
      [],
      ['popular', 'bestValue'],
      ['bestValue'],
    ]);
    for (const p of CREDIT_PACKAGES) {
      expect(p.badges.includes('bestValue')).toBe(p.credits >= BEST_VALUE_MIN_CREDITS);
    }
  });

  it('price one credit in whole cents, rounded: $0.50, $0.40, $0.33, $0.27', () => {
    expect(CREDIT_PACKAGES.map(pricePerCreditCents)).toEqual([50, 40, 33, 27]);
  });

  it('start at $5', () => {
    expect(STARTING_PRICE_CENTS).toBe(500);
  });

  it('are found by id, and nothing else is a package', () => {
    expect(findCreditPackage('60_credits')?.name).toBe('Premium');
    expect(findCreditPackage('1000_credits')).toBeUndefined();
    expect(isPackageId('25_credits')).toBe(true);
    expect(isPackageId('toString')).toBe(false);
    expect(isPackageId(25)).toBe(false);
  });
});
