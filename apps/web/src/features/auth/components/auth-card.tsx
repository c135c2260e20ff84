import { routePath } from '@plume/core';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { Card } from '../../../components/card';
import { useLanguage } from '../../../lib/use-language';

export type AuthMode = 'signIn' | 'signUp' | 'forgotPassword';

const HEADINGS: Record<AuthMode, { title: string; subtitle: string }> = {
  signIn: { title: 'auth.signInTitle', subtitle: 'auth.signInSubtitle' },
  signUp: { title: 'auth.signUpTitle', subtitle: 'auth.signUpSubtitle' },
  forgotPassword: { title: 'auth.forgotTitle', subtitle: 'auth.forgotSubtitle' },
};

/**
 * The auth card: sign-in and sign-up tabs, and the forgot-password view. Each mode has
 * its own route, so the tabs are links and a mode can be shared or reloaded.
 */
export function AuthCard({ mode }: { mode: AuthMode }) {
  const { t } = useTranslation();
  const language = useLanguage();
  const heading = HEADINGS[mode];
  const tabClass =
    'flex min-h-10 flex-1 items-center justify-center rounded-md px-3 text-sm font-semibold text-ink-muted hover:text-ink aria-[current=page]:bg-surface aria-[current=page]:text-ink aria-[current=page]:shadow-sm';

  return (
    <Card className="w-full max-w-md">
      {mode !== 'forgotPassword' && (
        <nav
          aria-label={t('auth.tabsLabel')}
          className="mb-6 flex gap-1 rounded-lg bg-surface-muted p-1"
        >
          {(['signIn', 'signUp'] as const).map((tab) => (
            <Link
              key={tab}
              to={routePath(tab, language)}
              replace
              aria-current={tab === mode ? 'page' : undefined}
              className={tabClass}
            >
              {t(`auth.${tab}`)}
            </Link>
          ))}
        </nav>
      )}
      <h1 className="text-2xl font-semibold">{t(heading.title)}</h1>
      <p className="mt-2 text-ink-muted">{t(heading.subtitle)}</p>
      <div className="mt-6 text-sm">
        {mode === 'signIn' && (
          <Link
            to={routePath('forgotPassword', language)}
            className="font-medium text-accent underline-offset-4 hover:underline"
          >
            {t('auth.forgotLink')}
          </Link>
        )}
        {mode === 'forgotPassword' && (
          <Link
            to={routePath('signIn', language)}
            className="font-medium text-accent underline-offset-4 hover:underline"
          >
            {t('auth.backToLogin')}
          </Link>
        )}
      </div>
    </Card>
  );
}
