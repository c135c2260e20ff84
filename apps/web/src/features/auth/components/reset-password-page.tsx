import { routePath } from '@plume/core';
import { CircleAlert } from 'lucide-react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useSearchParams } from 'react-router';
import { primaryButton } from '../../../components/button-styles';
import { PageCard } from '../../../components/page-card';
import { Spinner } from '../../../components/spinner';
import { useLanguage } from '../../../lib/use-language';
import { useVerifyResetToken } from '../api/verify-reset-token';
import { ResetPasswordForm } from './reset-password-form';

/**
 * Reached from the reset e-mail's link (?token=...): checks the link first, then offers
 * the form, or says the link is invalid or expired.
 */
export function ResetPasswordPage() {
  const { t } = useTranslation();
  const [searchParams] = useSearchParams();
  const token = searchParams.get('token') ?? '';
  const verification = useVerifyResetToken(token);
  // Set when the server refuses the token on submit (used or expired meanwhile).
  const [refused, setRefused] = useState(false);

  if (token === '' || refused || verification.isError || verification.data === false) {
    return <InvalidResetLink />;
  }
  if (verification.isPending) {
    return (
      <PageCard>
        <div className="flex items-center justify-center gap-3 py-6 text-ink-muted" role="status">
          <Spinner className="size-5 text-accent" />
          <span>{t('reset.validating')}</span>
        </div>
      </PageCard>
    );
  }
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
