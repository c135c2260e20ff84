import { readHealth } from '@plume/core/contracts';
import { useQuery } from '@tanstack/react-query';
import { callApi } from './call-api';

export const engineKey = ['health', 'engine'] as const;

/** Which engine writes the ideas. */
export function useEngine() {
  return useQuery({
    queryKey: engineKey,
    // The engine ('offline' or an AI one) that GET /api/health names.
    queryFn: async () => (await callApi(readHealth, { expectsSession: false })).engine,
    staleTime: Number.POSITIVE_INFINITY,
  });
}
