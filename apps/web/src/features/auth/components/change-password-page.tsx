import { useTranslation } from 'react-i18next';
import { Navigate } from 'react-router';
import { PageCard } from '../../../components/page-card';
import { Spinner } from '../../../components/spinner';
import { useSession } from '../api/get-session';

/** Signed-in only: a signed-out visitor goes to the root (SPEC.md section 2). */
export function ChangePasswordPage() {
  const { t } = useTranslation();
  const session = useSession();

  if (session.isPending) {
    return (
      <div className="flex min-h-[50vh] items-center justify-center text-ink-muted" role="status">
        <Spinner />
        <span className="sr-only">{t('app.loading')}</span>
      </div>
    );
  }
  if (!session.data) return <Navigate to="/" replace />;

  return (
    <PageCard>
      <h1 className="text-2xl font-semibold">{t('changePassword.title')}</h1>
    </PageCard>
  );
}
