import { useQuery } from '@tanstack/react-query';
import { z } from 'zod/mini';
import { apiFetch } from '../../../lib/api-client';

const healthSchema = z.object({ engine: z.string() });

/** Which engine writes the ideas, as GET /api/health names it ('offline' or an AI one). */
export function useEngine() {
  return useQuery({
    queryKey: ['health', 'engine'],
    queryFn: async () =>
      healthSchema.parse(await apiFetch('/api/health', { expectsSession: false })).engine,
    staleTime: Number.POSITIVE_INFINITY,
  });
}
