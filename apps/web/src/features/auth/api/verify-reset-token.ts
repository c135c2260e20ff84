import { useQuery } from '@tanstack/react-query';
import { z } from 'zod/mini';
import { apiPost } from '../../../lib/api-client';
import { sessionRetryDelay, shouldRetrySessionCheck } from '../utils/session-refresh';

const verifyResponseSchema = z.object({ valid: z.boolean() });

/** Whether the e-mail's token can still reset a password; asking does not use it up. */
export async function verifyResetToken(token: string): Promise<boolean> {
  const body = verifyResponseSchema.parse(
    await apiPost('/api/password-reset/verify', { token }, { expectsSession: false }),
  );
  return body.valid;
}

export function useVerifyResetToken(token: string) {
  return useQuery({
    queryKey: ['reset-token', token],
    queryFn: () => verifyResetToken(token),
    enabled: token !== '',
    staleTime: Number.POSITIVE_INFINITY,
    gcTime: 0,
    retry: shouldRetrySessionCheck,
    retryDelay: sessionRetryDelay,
  });
}
