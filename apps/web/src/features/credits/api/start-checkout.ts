import type { PackageId } from '@plume/core/credits';
import type { Language } from '@plume/core/i18n';
import { useMutation } from '@tanstack/react-query';
import { z } from 'zod/mini';
import { ApiError, apiPost } from '../../../lib/api-client';

const checkoutSchema = z.object({ url: z.url() });

export async function startCheckout(input: {
  packageId: PackageId;
  language: Language;
}): Promise<string> {
  const parsed = checkoutSchema.safeParse(await apiPost('/api/checkout', input));
  if (!parsed.success) throw new ApiError('payment.noCheckoutUrl', 'No checkout URL', 200);
  return parsed.data.url;
}

/**
 * POST /api/checkout, then off to the payment page it names (the local test page or
 * Stripe's). An unknown package comes back as payment.productNotFound.
 */
export function useStartCheckout() {
  return useMutation({
    mutationFn: startCheckout,
    meta: {
      action: 'startCheckout',
      error: { fallback: 'payment.createSessionError', network: 'payment.connectionError' },
    },
    onSuccess: (url) => window.location.assign(url),
  });
}
