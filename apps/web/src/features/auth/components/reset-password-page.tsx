import { routePath } from '@plume/core/routes';
import { CircleAlert } from 'lucide-react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { primaryButton } from '../../../components/button-styles';
import { PageCard } from '../../../components/page-card';
import { useLanguage } from '../../../lib/use-language';
import { ResetPasswordForm } from './reset-password-form';

/**
 * Reached from the reset e-mail's link: the form when the route's loader found the link
 * still valid, else a page that says it is invalid or expired.
 */
export function ResetPasswordPage({ token, valid }: { token: string; valid: boolean }) {
  const { t } = useTranslation();
  // Set when the server refuses the token on submit (used or expired meanwhile).
  const [refused, setRefused] = useState(false);

  if (!valid || refused) return <InvalidResetLink />;
  return (
    <PageCard>
      <h1 className="text-2xl font-semibold">{t('reset.title')}</h1>
      <p className="mt-2 text-ink-muted">{t('reset.subtitle')}</p>
      <ResetPasswordForm token={token} onTokenRefused={() => setRefused(true)} />
    </PageCard>
  );
}

function InvalidResetLink() {
  const { t } = useTranslation();
  const language = useLanguage();
  return (
    <PageCard className="text-center">
      <CircleAlert aria-hidden="true" className="mx-auto size-12 text-danger" />
      <h1 className="mt-4 text-2xl font-semibold">{t('reset.invalidTitle')}</h1>
      <p className="mt-2 text-ink-muted">{t('reset.invalidText')}</p>
      <Link to={routePath('home', language)} className={`${primaryButton} mt-6 w-full`}>
        {t('reset.backHome')}
      </Link>
    </PageCard>
  );
}
