import { listPackages } from '@plume/core/contracts';
import { useQuery } from '@tanstack/react-query';
import { type CallAnswer, callApi } from '../../../lib/call-api';

/** A package on offer; its amounts are integer cents of CAD, as every amount in the API. */
export type OfferedPackage = CallAnswer<typeof listPackages>[number];

/** GET /api/packages, fetched when the writer opens the offers. */
export function usePackages() {
  return useQuery({
    queryKey: ['packages'],
    queryFn: () => callApi(listPackages, {}),
    staleTime: 5 * 60_000,
  });
}
