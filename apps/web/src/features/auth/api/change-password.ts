import { useMutation } from '@tanstack/react-query';
import { apiPost } from '../../../lib/api-client';

export interface ChangePasswordInput {
  currentPassword: string;
  newPassword: string;
}

/** Signed in only. The server checks the current password and ends the other sessions. */
export async function changePassword(input: ChangePasswordInput): Promise<void> {
  await apiPost('/api/auth/change-password', input);
}

export function useChangePassword() {
  return useMutation({
    mutationFn: changePassword,
    meta: {
      action: 'changePassword',
      success: 'auth.passwordUpdated',
      error: { fallback: 'auth.changePasswordError' },
    },
  });
}
