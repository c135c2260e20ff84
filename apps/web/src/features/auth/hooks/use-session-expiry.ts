import { useQueryClient } from '@tanstack/react-query';
import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { onSessionLost } from '../../../lib/api-client';
import { toast } from '../../../lib/toast';
import { clearSessionCache, type SessionUser, sessionQueryKey } from '../api/get-session';

/**
 * When the server says the session is gone (a check finds none, or any call gets a 401),
 * the tab signs out too and says why. Mounted once, at the top of the app. A tab that was
 * not signed in has nothing to lose and stays quiet.
 */
export function useSessionExpiry() {
  const { t } = useTranslation();
  const queryClient = useQueryClient();

  useEffect(
    () =>
      onSessionLost(() => {
        if (!queryClient.getQueryData<SessionUser | null>(sessionQueryKey)) return;
        clearSessionCache(queryClient);
        toast.error(t('errors.sessionExpired'), { id: 'errors.sessionExpired' });
      }),
    [queryClient, t],
  );
}
