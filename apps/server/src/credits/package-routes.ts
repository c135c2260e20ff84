import { CREDIT_PACKAGES, CURRENCY, pricePerCreditCents } from '@plume/core/credits';
import { Hono } from 'hono';
import type { AppEnv } from '../http/app-env';

/**
 * GET /api/packages: the four packages (docs/PRODUCT.md, Packages). `price` and
 * `pricePerCredit` are integer cents, so no sum is ever off by a fraction of a cent; the web
 * app formats them in CAD.
 */
export function packageRoutes() {
  const body = CREDIT_PACKAGES.map((creditPackage) => ({
    id: creditPackage.id,
    name: creditPackage.name,
    credits: creditPackage.credits,
    price: creditPackage.priceCents,
    currency: CURRENCY,
    pricePerCredit: pricePerCreditCents(creditPackage),
    badges: creditPackage.badges,
  }));
  return new Hono<AppEnv>().get('/', (c) => {
    c.header('Cache-Control', 'public, max-age=300');
    return c.json(body);
  });
}
