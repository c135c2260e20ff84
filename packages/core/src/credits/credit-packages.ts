/** Every price is in Canadian dollars (docs/PRODUCT.md, Packages). */
export const CURRENCY = 'CAD';

/** Packages of this many credits or more are flagged best value (docs/PRODUCT.md, Packages). */
export const BEST_VALUE_MIN_CREDITS = 60;

export const PACKAGE_IDS = ['10_credits', '25_credits', '60_credits', '150_credits'] as const;

export type PackageId = (typeof PACKAGE_IDS)[number];

export type PackageBadge = 'popular' | 'bestValue';

/** A one-time purchase of credits. Money is in integer cents, never in floating dollars. */
export interface CreditPackage {
  id: PackageId;
  /** The package's name (Beginner...); the web app shows its own translation. */
  name: string;
  credits: number;
  priceCents: number;
  badges: PackageBadge[];
}

interface PackageTerms {
  id: PackageId;
  name: string;
  credits: number;
  priceCents: number;
  popular: boolean;
}

const TERMS: PackageTerms[] = [
  { id: '10_credits', name: 'Beginner', credits: 10, priceCents: 500, popular: false },
  { id: '25_credits', name: 'Creative', credits: 25, priceCents: 1000, popular: false },
  { id: '60_credits', name: 'Premium', credits: 60, priceCents: 2000, popular: true },
  { id: '150_credits', name: 'Pro', credits: 150, priceCents: 4000, popular: false },
];

function badgesOf({ credits, popular }: PackageTerms): PackageBadge[] {
  const badges: PackageBadge[] = [];
  if (popular) badges.push('popular');
  if (credits >= BEST_VALUE_MIN_CREDITS) badges.push('bestValue');
  return badges;
}

/** The four packages (docs/PRODUCT.md, Packages), smallest first. */
export const CREDIT_PACKAGES: readonly CreditPackage[] = TERMS.map((terms) => ({
  id: terms.id,
  name: terms.name,
  credits: terms.credits,
  priceCents: terms.priceCents,
  badges: badgesOf(terms),
}));

export function isPackageId(value: unknown): value is PackageId {
  return typeof value === 'string' && (PACKAGE_IDS as readonly string[]).includes(value);
}

export function findCreditPackage(id: string): CreditPackage | undefined {
  return CREDIT_PACKAGES.find((creditPackage) => creditPackage.id === id);
}

/**
 * What one credit costs, in whole cents (rounded half up), which is the "per-credit
 * price with 2 decimals" once shown in dollars: 60 credits for $20 is 33 cents, $0.33.
 */
export function pricePerCreditCents({ priceCents, credits }: CreditPackage): number {
  return Math.round(priceCents / credits);
}

/** How long the success screen waits to re-fetch the balance (docs/PRODUCT.md, Purchase). */
export const POST_PAYMENT_REFRESH_DELAY_MS = 2_000;

/** The 'starting at 5' line: the cheapest package's price. */
export const STARTING_PRICE_CENTS = Math.min(...CREDIT_PACKAGES.map((p) => p.priceCents));
