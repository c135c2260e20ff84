import { useQuery } from '@tanstack/react-query';
import { z } from 'zod/mini';
import { apiFetch } from '../../../lib/api-client';

const healthSchema = z.object({ engine: z.string() });

export const engineKey = ['health', 'engine'] as const;

/** The engine an answer of GET /api/health names ('offline' or an AI one). */
export function engineOfHealth(body: unknown): string {
  return healthSchema.parse(body).engine;
}

/** Which engine writes the ideas. */
export function useEngine() {
  return useQuery({
    queryKey: engineKey,
    queryFn: async () => engineOfHealth(await apiFetch('/api/health', { expectsSession: false })),
    staleTime: Number.POSITIVE_INFINITY,
  });
}
