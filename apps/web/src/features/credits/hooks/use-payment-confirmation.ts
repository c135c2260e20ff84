import { POST_PAYMENT_REFRESH_DELAY_MS } from '@plume/core';
import { useQueryClient } from '@tanstack/react-query';
import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { ApiError } from '../../../lib/api-client';
import { creditsKey } from '../../../lib/credits';
import { showErrorToast } from '../../../lib/show-error-toast';
import { toast } from '../../../lib/toast';
import { confirmCheckout } from '../api/confirm-checkout';

/**
 * The success screen's part of a purchase (SPEC.md section 4): the session is confirmed
 * with the server at once (so a lost webhook loses nothing), and 2 s after arriving the
 * balance is re-fetched and the credits-added message shown, only if it was paid.
 */
export function usePaymentConfirmation(sessionId: string | null) {
  const { t } = useTranslation();
  const queryClient = useQueryClient();

  useEffect(() => {
    if (!sessionId) return;
    let active = true;
    const confirmation = confirmCheckout(sessionId).then(
      (result) => ({ result }),
      (error: unknown) => ({ error }),
    );
    const timer = setTimeout(async () => {
      const outcome = await confirmation;
      if (!active) return;
      if ('result' in outcome) {
        if (outcome.result.status !== 'paid') return;
        await queryClient.invalidateQueries({ queryKey: creditsKey });
        toast.success(t('credits.added'), { id: 'credits.added' });
        return;
      }
      // A signed-out visitor sees the page without any check.
      if (outcome.error instanceof ApiError && outcome.error.status === 401) return;
      showErrorToast(outcome.error, {
        fallback: 'payment.sessionError',
        network: 'payment.connectionError',
      });
    }, POST_PAYMENT_REFRESH_DELAY_MS);
    return () => {
      active = false;
      clearTimeout(timer);
    };
  }, [sessionId, queryClient, t]);
}
