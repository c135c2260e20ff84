import { type QueryClient, useQuery } from '@tanstack/react-query';
import { z } from 'zod/mini';
import { apiFetch } from '../../../lib/api-client';

const meSchema = z.object({
  credits: z.object({ amount: z.number(), unlimited: z.boolean() }),
});

export interface AccountCredits {
  /** -1 is unlimited. */
  amount: number;
  unlimited: boolean;
}

export const accountCreditsKey = ['me', 'credits'] as const;

export async function getAccountCredits(): Promise<AccountCredits> {
  return meSchema.parse(await apiFetch('/api/me')).credits;
}

/** The writer's balance, from GET /api/me. */
export function useAccountCredits() {
  return useQuery({ queryKey: accountCreditsKey, queryFn: getAccountCredits });
}

/** The balance a finished generation reports, so the panel shows it without a refetch. */
export function setAccountCredits(queryClient: QueryClient, amount: number) {
  queryClient.setQueryData<AccountCredits>(accountCreditsKey, {
    amount,
    unlimited: amount === -1,
  });
}
