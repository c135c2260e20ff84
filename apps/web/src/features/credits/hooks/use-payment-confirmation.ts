import { type CheckoutConfirmation, POST_PAYMENT_REFRESH_DELAY_MS } from '@plume/core/credits';
import { useQueryClient } from '@tanstack/react-query';
import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { creditsKey } from '../../../lib/credits';
import { toast } from '../../../lib/toast';

/** What the success page's loader found of the checkout: its confirmation, or why not. */
export type CheckoutCheck = { confirmation: CheckoutConfirmation } | { error: string } | null;

/**
 * The success screen's part of a purchase (docs/PRODUCT.md, "Purchase"): 2 s after
 * arriving, the balance is read again and the credits-added message shown, only if the
 * loader found the checkout paid; a check that failed is said instead.
 */
export function usePaymentConfirmation(check: CheckoutCheck) {
  const { t, i18n } = useTranslation();
  const queryClient = useQueryClient();

  useEffect(() => {
    if (!check) return;
    const timer = setTimeout(() => {
      if ('error' in check) {
        const key = i18n.exists(check.error) ? check.error : 'payment.sessionError';
        toast.error(t(key), { id: 'payment.confirmation' });
        return;
      }
      if (check.confirmation.status !== 'paid') return;
      void queryClient.invalidateQueries({ queryKey: creditsKey });
      toast.success(t('credits.added'), { id: 'credits.added' });
    }, POST_PAYMENT_REFRESH_DELAY_MS);
    return () => clearTimeout(timer);
  }, [check, queryClient, t, i18n]);
}
