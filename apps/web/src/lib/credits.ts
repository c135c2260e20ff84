import { type QueryClient, useQuery } from '@tanstack/react-query';
import { apiFetch, isRecord } from './api-client';

export interface Credits {
  /** -1 is unlimited. */
  amount: number;
  unlimited: boolean;
}

/**
 * One cache entry for the balance, read from GET /api/me: the header, the purchase block
 * and the generation panel stay in agreement after an idea or a purchase.
 */
export const creditsKey = ['me', 'credits'] as const;

/** The balance in an answer of GET /api/me. */
export function creditsOfMe(body: unknown): Credits {
  const credits = isRecord(body) ? body.credits : undefined;
  if (
    !isRecord(credits) ||
    typeof credits.amount !== 'number' ||
    typeof credits.unlimited !== 'boolean'
  ) {
    throw new Error('GET /api/me answered without a balance');
  }
  return { amount: credits.amount, unlimited: credits.unlimited };
}

/** The writer's balance. */
export function useCredits() {
  return useQuery({
    queryKey: creditsKey,
    queryFn: async () => creditsOfMe(await apiFetch('/api/me')),
  });
}

/** The balance a finished generation reports, so it shows without a refetch. */
export function setCredits(queryClient: QueryClient, amount: number) {
  queryClient.setQueryData<Credits>(creditsKey, { amount, unlimited: amount === -1 });
}
