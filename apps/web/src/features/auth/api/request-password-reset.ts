import { useMutation } from '@tanstack/react-query';
import { apiPost } from '../../../lib/api-client';
import { AUTH_CARD } from './auth-card-toasts';

/**
 * Sends the reset e-mail in the current language (the API client's language header). The
 * answer is the same whether or not an account has this address.
 */
export async function requestPasswordReset(email: string): Promise<void> {
  await apiPost('/api/auth/request-password-reset', { email }, { expectsSession: false });
}

export function useRequestPasswordReset() {
  return useMutation({
    mutationFn: requestPasswordReset,
    meta: {
      action: AUTH_CARD,
      success: 'auth.resetSent',
      error: { fallback: 'errors.resetError', network: 'errors.connectionErrorReset' },
    },
  });
}
