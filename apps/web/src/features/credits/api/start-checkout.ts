import { startCheckout as startCheckoutRoute } from '@plume/core/contracts';
import type { PackageId } from '@plume/core/credits';
import type { Language } from '@plume/core/i18n';
import { useMutation } from '@tanstack/react-query';
import { ApiError } from '../../../lib/api-client';
import { callApi } from '../../../lib/call-api';

export async function startCheckout(input: {
  packageId: PackageId;
  language: Language;
}): Promise<string> {
  const { url } = await callApi(startCheckoutRoute, { body: input });
  if (!URL.canParse(url)) throw new ApiError('payment.noCheckoutUrl', 'No checkout URL', 200);
  return url;
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
