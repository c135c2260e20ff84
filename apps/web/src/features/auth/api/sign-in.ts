import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { z } from 'zod/mini';
import { apiPost } from '../../../lib/api-client';
import { showErrorToast } from '../../../lib/show-error-toast';
import { toast } from '../../../lib/toast';
import { type SessionUser, sessionQueryKey, sessionUserSchema } from './get-session';

export interface SignInInput {
  email: string;
  password: string;
}

const signInResponseSchema = z.object({ user: sessionUserSchema });

/** Sets the session cookie. 401 errors.invalidCredentials, 403 errors.emailConfirmation. */
export async function signIn(input: SignInInput): Promise<SessionUser> {
  const body = signInResponseSchema.parse(
    await apiPost('/api/auth/sign-in/email', input, { expectsSession: false }),
  );
  return { id: body.user.id, email: body.user.email };
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
