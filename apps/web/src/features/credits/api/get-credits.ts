import { useQuery } from '@tanstack/react-query';
import { z } from 'zod/mini';
import { apiFetch } from '../../../lib/api-client';

const meSchema = z.object({
  credits: z.object({ amount: z.number(), unlimited: z.boolean() }),
});

/**
 * The cache entry the generation panel's balance uses too, read the same way from
 * GET /api/me: features do not import each other, and one shared entry keeps the header,
 * the panel and the purchase block in agreement after an idea or a purchase.
 */
export const creditsKey = ['me', 'credits'] as const;

/** The writer's balance; `unlimited` when it is -1. */
export function useCredits() {
  return useQuery({
    queryKey: creditsKey,
    queryFn: async () => meSchema.parse(await apiFetch('/api/me')).credits,
  });
}
