import { routePath } from '@plume/core';
import { useQueryClient } from '@tanstack/react-query';
import { useEffect } from 'react';
import toast from 'react-hot-toast';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { Spinner } from '../../../components/spinner';
import { useLanguage } from '../../../lib/use-language';
import { getSession, sessionQueryKey } from '../api/get-session';

/** /auth/callback: reads the fresh session, says how sign-in went, and goes home. */
export function AuthCallbackPage() {
  const { t } = useTranslation();
  const language = useLanguage();
  const navigate = useNavigate();
  const queryClient = useQueryClient();

  useEffect(() => {
    let cancelled = false;
    void getSession().then((user) => {
      if (cancelled) return;
      queryClient.setQueryData(sessionQueryKey, user);
      if (user) toast.success(t('errors.signInSuccess'));
      else toast.error(t('errors.signInError'));
      navigate(routePath('home', language), { replace: true });
    });
    return () => {
      cancelled = true;
    };
  }, [language, navigate, queryClient, t]);

  return (
    <div
      className="flex min-h-[50vh] items-center justify-center gap-3 text-ink-muted"
      role="status"
    >
      <Spinner />
      <span>{t('auth.callback.authenticating')}</span>
    </div>
  );
}
