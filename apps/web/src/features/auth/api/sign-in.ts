import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { apiPost } from '../../../lib/api-client';
import { showErrorToast } from '../../../lib/show-error-toast';
import { toast } from '../../../lib/toast';
import { sessionUserOf } from '../utils/session-user';
import { type SessionUser, sessionQueryKey } from './get-session';

export interface SignInInput {
  email: string;
  password: string;
}

/** Sets the session cookie. 401 errors.invalidCredentials, 403 errors.emailConfirmation. */
export async function signIn(input: SignInInput): Promise<SessionUser> {
  const user = sessionUserOf(
    await apiPost('/api/auth/sign-in/email', input, { expectsSession: false }),
  );
  if (!user) throw new Error('The sign-in answer names no user');
  return user;
}

export function useSignIn() {
  const { t } = useTranslation();
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: signIn,
    onSuccess: (user) => {
      queryClient.setQueryData(sessionQueryKey, user);
      toast.success(t('errors.signInSuccess'));
    },
    onError: (error) => showErrorToast(error, { fallback: 'errors.signInError' }),
  });
}
