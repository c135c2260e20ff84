import { useMutation, useQueryClient } from '@tanstack/react-query';
import { z } from 'zod/mini';
import { apiPost } from '../../../lib/api-client';
import { AUTH_CARD } from './auth-card-toasts';
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
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: signIn,
    meta: {
      action: AUTH_CARD,
      success: 'auth.signedIn',
      error: { fallback: 'errors.signInError' },
    },
    onSuccess: (user) => queryClient.setQueryData(sessionQueryKey, user),
  });
}
