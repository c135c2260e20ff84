import { routePath } from '@plume/core';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import toast from 'react-hot-toast';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { apiPost } from '../../../lib/api-client';
import { showErrorToast } from '../../../lib/show-error-toast';
import { useLanguage } from '../../../lib/use-language';
import { clearSessionCache } from './get-session';

export async function signOut(): Promise<void> {
  await apiPost('/api/auth/sign-out', {}, { expectsSession: false });
}

/** Ends the session on the server, forgets the user here and goes home. */
export function useSignOut() {
  const { t } = useTranslation();
  const language = useLanguage();
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: signOut,
    onSuccess: () => {
      // Home first: a signed-in-only screen would otherwise bounce to / on its own.
      navigate(routePath('home', language), { replace: true });
      clearSessionCache(queryClient);
      toast.success(t('errors.signOutSuccess'));
    },
    onError: (error) => showErrorToast(error, { fallback: 'errors.signOutError' }),
  });
}
