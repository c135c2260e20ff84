import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiPost } from '../../../lib/api-client';
import { sessionUserOf } from '../utils/session-user';
import { AUTH_CARD } from './auth-card-toasts';
import { type SessionUser, startSession } from './get-session';

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
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: signIn,
    meta: {
      action: AUTH_CARD,
      success: 'auth.signedIn',
      error: { fallback: 'errors.signInError' },
    },
    onSuccess: (user) => startSession(queryClient, user),
  });
}
