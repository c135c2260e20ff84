import { routePath } from '@plume/core/routes';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, Outlet, useOutletContext } from 'react-router';
import { Card } from '../../../components/card';
import { useLanguage } from '../../../lib/use-language';
import { type AuthFields, type AuthFieldsChange, EMPTY_AUTH_FIELDS } from './auth-fields';

export type AuthMode = 'signIn' | 'signUp' | 'forgotPassword';

const HEADINGS: Record<AuthMode, { title: string; subtitle: string }> = {
  signIn: { title: 'auth.signInTitle', subtitle: 'auth.signInSubtitle' },
  signUp: { title: 'auth.signUpTitle', subtitle: 'auth.signUpSubtitle' },
  forgotPassword: { title: 'auth.forgotTitle', subtitle: 'auth.forgotSubtitle' },
};

const TABS = ['signIn', 'signUp'] as const;

/** What the card gives the form of its route: the fields sign-in and sign-up share. */
interface AuthCardContext {
  fields: AuthFields;
  onChange: AuthFieldsChange;
  onClear: () => void;
}

/** The shared fields, for the form a route of the auth card draws (routes/sign-in.tsx...). */
export const useAuthFields = () => useOutletContext<AuthCardContext>();

/**
 * Two links drawn as tabs: sign-in and sign-up are pages of their own, so the links work
 * before the app has started, and the next form's code is fetched as the pointer or the
 * focus reaches its link.
 */
function ModeLinks({ mode }: { mode: AuthMode }) {
  const { t } = useTranslation();
  const language = useLanguage();
  return (
    <nav
      aria-label={t('auth.tabsLabel')}
      className="mb-6 flex gap-1 rounded-lg bg-surface-muted p-1"
    >
      {TABS.map((tab) => (
        <Link
          key={tab}
          to={routePath(tab, language)}
          replace
          prefetch="intent"
          aria-current={tab === mode ? 'page' : undefined}
          className="flex min-h-10 flex-1 items-center justify-center rounded-md px-3 text-sm font-semibold text-ink-muted hover:text-ink aria-[current=page]:bg-surface aria-[current=page]:text-ink aria-[current=page]:shadow-sm aria-[current=page]:ring-1 aria-[current=page]:ring-line"
        >
          {t(`auth.${tab}`)}
        </Link>
      ))}
    </nav>
  );
}

/**
 * The auth card: the heading of its mode, the sign-in and sign-up links, and the form of
 * the route. Each mode has its own route, so a mode can be shared or reloaded and its
 * form's code comes with it; what was typed is kept when moving between sign-in and
 * sign-up.
 */
export function AuthCard({ mode }: { mode: AuthMode }) {
  const { t } = useTranslation();
  const [fields, setFields] = useState<AuthFields>(EMPTY_AUTH_FIELDS);
  const heading = HEADINGS[mode];
  const context: AuthCardContext = {
    fields,
    onChange: (update) => setFields((current) => ({ ...current, ...update })),
    onClear: () => setFields(EMPTY_AUTH_FIELDS),
  };

  return (
    <Card className="w-full max-w-md">
      <header className="mb-6">
        <h1 className="text-2xl font-semibold">{t(heading.title)}</h1>
        <p className="mt-2 text-ink-muted">{t(heading.subtitle)}</p>
      </header>
      {mode !== 'forgotPassword' && <ModeLinks mode={mode} />}
      <Outlet context={context} />
    </Card>
  );
}
