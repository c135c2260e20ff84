import { useTranslation } from 'react-i18next';
import { Navigate } from 'react-router';
import { PageCard } from '../../../components/page-card';
import { Spinner } from '../../../components/spinner';
import { useCurrentUser } from '../api/get-session';
import { DeleteAccountForm } from './delete-account-form';

/** Signed-in only: a signed-out visitor goes to the root, as from the password change. */
export function DeleteAccountPage() {
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
      <h1 className="text-2xl font-semibold">{t('deleteAccount.title')}</h1>
      <DeleteAccountForm />
    </PageCard>
  );
}
