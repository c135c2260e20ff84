import { z } from 'zod/mini';
import { apiPost } from '../../../lib/api-client';

const confirmationSchema = z.object({
  status: z.enum(['pending', 'paid', 'cancelled', 'failed']),
  credits: z.number(),
});

export type Confirmation = z.infer<typeof confirmationSchema>;

/**
 * POST /api/checkout/confirm: the server asks the payment provider about the session and
 * credits it if paid (at most once). Without a session it is a 401 about this call only,
 * not news that a session ended: the success page is also reachable signed out.
 */
export async function confirmCheckout(sessionId: string): Promise<Confirmation> {
  return confirmationSchema.parse(
    await apiPost('/api/checkout/confirm', { sessionId }, { expectsSession: false }),
  );
}
