import { PACKAGE_IDS } from '@plume/core/credits';
import { useQuery } from '@tanstack/react-query';
import { z } from 'zod/mini';
import { apiFetch } from '../../../lib/api-client';

const packagesSchema = z.array(
  z.object({
    id: z.enum(PACKAGE_IDS),
    credits: z.number(),
    /** Integer cents of CAD, as every amount in the API. */
    price: z.number(),
    pricePerCredit: z.number(),
    badges: z.array(z.enum(['popular', 'bestValue'])),
  }),
);

export type OfferedPackage = z.infer<typeof packagesSchema>[number];

/** GET /api/packages, fetched when the writer opens the offers. */
export function usePackages() {
  return useQuery({
    queryKey: ['packages'],
    queryFn: async () => packagesSchema.parse(await apiFetch('/api/packages')),
    staleTime: 5 * 60_000,
  });
}
