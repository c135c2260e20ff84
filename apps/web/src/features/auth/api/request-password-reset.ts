import { useMutation } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { apiPost } from '../../../lib/api-client';
import { showErrorToast } from '../../../lib/show-error-toast';
import { toast } from '../../../lib/toast';

/**
 * Sends the reset e-mail in the current language (the API client's language header). The
 * answer is the same whether or not an account has this address.
 */
export async function requestPasswordReset(email: string): Promise<void> {
  await apiPost('/api/auth/request-password-reset', { email }, { expectsSession: false });
}

export function useRequestPasswordReset() {
  const { t } = useTranslation();
  return useMutation({
    mutationFn: requestPasswordReset,
    onSuccess: () => {
      toast.success(t('errors.resetSent'));
    },
    onError: (error) =>
      showErrorToast(error, {
        fallback: 'errors.resetError',
        network: 'errors.connectionErrorReset',
      }),
  });
}
