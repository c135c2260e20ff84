import { useMutation } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { apiPost } from '../../../lib/api-client';
import { showErrorToast } from '../../../lib/show-error-toast';
import { toast } from '../../../lib/toast';

export interface ResetPasswordInput {
  token: string;
  newPassword: string;
}

/** Uses up the token; the server ends the account's other sessions. */
export async function resetPassword(input: ResetPasswordInput): Promise<void> {
  await apiPost('/api/auth/reset-password', input, { expectsSession: false });
}

export function useResetPassword() {
  const { t } = useTranslation();
  return useMutation({
    mutationFn: resetPassword,
    onSuccess: () => {
      toast.success(t('errors.passwordUpdated'));
    },
    onError: (error) => showErrorToast(error, { fallback: 'reset.error' }),
  });
}
