import { useTranslation } from 'react-i18next';
import { Navigate } from 'react-router';
import { PageCard } from '../../../components/page-card';
import { Spinner } from '../../../components/spinner';
import { useCurrentUser } from '../api/get-session';
import { ChangePasswordForm } from './change-password-form';

/** Signed-in only: a signed-out visitor goes to the root (SPEC.md section 2). */
export function ChangePasswordPage() {
  const { t } = useTranslation();
  const user = useCurrentUser();

  if (user === undefined) {
    return (
      <div className="flex min-h-[50vh] items-center justify-center text-ink-muted" role="status">
        <Spinner />
        <span className="sr-only">{t('app.loading')}</span>
      </div>
    );
  }
  if (!user) return <Navigate to="/" replace />;

  return (
    <PageCard>
      <h1 className="text-2xl font-semibold">{t('changePassword.title')}</h1>
      <p className="mt-2 text-ink-muted">{t('changePassword.subtitle')}</p>
      <ChangePasswordForm userId={user.id} />
    </PageCard>
  );
}
