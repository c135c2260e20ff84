import { routePath } from '@plume/core';
import * as Tabs from '@radix-ui/react-tabs';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { Card } from '../../../components/card';
import { useLanguage } from '../../../lib/use-language';
import { type AuthFields, EMPTY_AUTH_FIELDS } from './auth-fields';
import { ForgotPasswordForm } from './forgot-password-form';
import { SignInForm } from './sign-in-form';
import { SignUpForm } from './sign-up-form';

export type AuthMode = 'signIn' | 'signUp' | 'forgotPassword';

const HEADINGS: Record<AuthMode, { title: string; subtitle: string }> = {
  signIn: { title: 'auth.signInTitle', subtitle: 'auth.signInSubtitle' },
  signUp: { title: 'auth.signUpTitle', subtitle: 'auth.signUpSubtitle' },
  forgotPassword: { title: 'auth.forgotTitle', subtitle: 'auth.forgotSubtitle' },
};

const TABS = ['signIn', 'signUp'] as const;

function isTab(value: string): value is (typeof TABS)[number] {
  return (TABS as readonly string[]).includes(value);
}

/**
 * The auth card: sign-in and sign-up tabs, and the forgot-password view. Each mode has
 * its own route, so a mode can be shared or reloaded; the mode comes from the route and
 * the tabs change the route.
 */
export function AuthCard({ mode }: { mode: AuthMode }) {
  const { t } = useTranslation();
  const language = useLanguage();
  const navigate = useNavigate();
  const [fields, setFields] = useState<AuthFields>(EMPTY_AUTH_FIELDS);
  const heading = HEADINGS[mode];

  const change = (update: Partial<AuthFields>) =>
    setFields((current) => ({ ...current, ...update }));
  const tabClass =
    'flex min-h-10 flex-1 items-center justify-center rounded-md px-3 text-sm font-semibold text-ink-muted hover:text-ink data-[state=active]:bg-surface data-[state=active]:text-ink data-[state=active]:shadow-sm data-[state=active]:ring-1 data-[state=active]:ring-line';

  return (
    <Card className="w-full max-w-md">
      <header className="mb-6">
        <h1 className="text-2xl font-semibold">{t(heading.title)}</h1>
        <p className="mt-2 text-ink-muted">{t(heading.subtitle)}</p>
      </header>
      {mode === 'forgotPassword' ? (
        <ForgotPasswordForm onBack={() => navigate(routePath('signIn', language))} />
      ) : (
        <Tabs.Root
          value={mode}
          onValueChange={(tab) => {
            if (isTab(tab)) navigate(routePath(tab, language), { replace: true });
          }}
        >
          <Tabs.List
            aria-label={t('auth.tabsLabel')}
            className="mb-6 flex gap-1 rounded-lg bg-surface-muted p-1"
          >
            {TABS.map((tab) => (
              <Tabs.Trigger key={tab} value={tab} className={tabClass}>
                {t(`auth.${tab}`)}
              </Tabs.Trigger>
            ))}
          </Tabs.List>
          <Tabs.Content value="signIn">
            <SignInForm
              fields={fields}
              onChange={change}
              onForgot={() => setFields(EMPTY_AUTH_FIELDS)}
            />
          </Tabs.Content>
          <Tabs.Content value="signUp">
            <SignUpForm fields={fields} onChange={change} />
          </Tabs.Content>
        </Tabs.Root>
      )}
    </Card>
  );
}
