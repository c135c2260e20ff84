import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { apiPost, isRecord } from '../../../lib/api-client';
import { toast } from '../../../lib/toast';
import { sessionUserOf } from '../utils/session-user';
import { AUTH_CARD } from './auth-card-toasts';
import { type SessionUser, startSession } from './get-session';

export interface SignUpInput {
  email: string;
  password: string;
}

export interface SignUpResult {
  /** False when the account waits for its e-mail to be confirmed. */
  signedIn: boolean;
  user: SessionUser;
}

export async function signUp(input: SignUpInput): Promise<SignUpResult> {
  const body = await apiPost(
    '/api/auth/sign-up/email',
    // Where the confirmation link lands when the server asks for one.
    { ...input, callbackURL: '/auth/callback' },
    { expectsSession: false },
  );
  const user = sessionUserOf(body);
  // The token is null when the account waits for its e-mail to be confirmed: no session yet.
  const token = isRecord(body) ? body.token : undefined;
  if (!user || (token !== null && typeof token !== 'string')) {
    throw new Error('The sign-up answer names no user or session');
  }
  return { signedIn: token !== null, user };
}

export function useSignUp() {
  const { t } = useTranslation();
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: signUp,
    // Its success says one of two things, below, under the same action.
    meta: { action: AUTH_CARD, error: { fallback: 'errors.signUpError' } },
    onSuccess: async (result) => {
      if (result.signedIn) {
        await startSession(queryClient, result.user);
        toast.success(t('auth.signedUp'), { id: AUTH_CARD });
      } else {
        toast(t('errors.emailConfirmation'), { icon: '✉️', id: AUTH_CARD });
      }
    },
  });
}
