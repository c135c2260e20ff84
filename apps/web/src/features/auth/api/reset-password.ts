import { useMutation } from '@tanstack/react-query';
import { apiPost } from '../../../lib/api-client';

export interface ResetPasswordInput {
  token: string;
  newPassword: string;
}

/** Uses up the token; the server ends the account's other sessions. */
export async function resetPassword(input: ResetPasswordInput): Promise<void> {
  await apiPost('/api/auth/reset-password', input, { expectsSession: false });
}

export function useResetPassword() {
  return useMutation({
    mutationFn: resetPassword,
    meta: {
      action: 'resetPassword',
      success: 'auth.passwordUpdated',
      error: { fallback: 'reset.error' },
    },
  });
}
