import { routePath } from '@plume/core/routes';
import { useQueryClient } from '@tanstack/react-query';
import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate, useSearchParams } from 'react-router';
import { Spinner } from '../../../components/spinner';
import { toast } from '../../../lib/toast';
import { useLanguage } from '../../../lib/use-language';
import { getSession, startSession } from '../api/get-session';

/**
 * /auth/callback, where the e-mail confirmation link lands: reads the fresh session, says
 * how sign-in went, and goes home. `?error=...` means the link was refused.
 */
export function AuthCallbackPage() {
  const { t } = useTranslation();
  const language = useLanguage();
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  const [searchParams] = useSearchParams();
  const refused = searchParams.has('error');

  useEffect(() => {
    let cancelled = false;
    const session = refused ? Promise.resolve(null) : getSession().catch(() => null);
    void session.then(async (user) => {
      if (cancelled) return;
      if (user) {
        await startSession(queryClient, user);
        toast.success(t('auth.signedIn'));
      } else {
        toast.error(t('errors.signInError'), { id: 'errors.signInError' });
      }
      navigate(routePath('home', language), { replace: true });
    });
    return () => {
      cancelled = true;
    };
  }, [language, navigate, queryClient, refused, t]);

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
