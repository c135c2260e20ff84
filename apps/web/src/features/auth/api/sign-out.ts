import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useNavigate } from 'react-router';
import { apiPost } from '../../../lib/api-client';
import { forgetBriefDrafts } from '../../../lib/brief-draft';
import { clearSessionCache } from './get-session';

export async function signOut(): Promise<void> {
  await apiPost('/api/auth/sign-out', {}, { expectsSession: false });
}

/**
 * Ends the session on the server, forgets the user here (and the briefs' drafts) and goes home. Home is the root,
 * which keeps the current language (it is the stored choice): a signed-in-only screen
 * sends a signed-out visitor there too, so the two redirects always agree.
 */
export function useSignOut() {
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: signOut,
    meta: {
      action: 'signOut',
      success: 'auth.signedOut',
      error: { fallback: 'errors.signOutError' },
    },
    onSuccess: () => {
      forgetBriefDrafts();
      navigate('/', { replace: true });
      clearSessionCache(queryClient);
    },
  });
}
