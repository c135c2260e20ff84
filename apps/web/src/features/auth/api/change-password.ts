import { useMutation } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { apiPost } from '../../../lib/api-client';
import { showErrorToast } from '../../../lib/show-error-toast';
import { toast } from '../../../lib/toast';

export interface ChangePasswordInput {
  currentPassword: string;
  newPassword: string;
}

/** Signed in only. The server checks the current password and ends the other sessions. */
export async function changePassword(input: ChangePasswordInput): Promise<void> {
  await apiPost('/api/auth/change-password', input);
}

export function useChangePassword() {
  const { t } = useTranslation();
  return useMutation({
    mutationFn: changePassword,
    onSuccess: () => {
      toast.success(t('errors.passwordUpdated'));
    },
    onError: (error) => showErrorToast(error, { fallback: 'auth.changePasswordError' }),
  });
}
