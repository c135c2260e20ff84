import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Navigate } from 'react-router';
import { PageCard } from '../../../components/page-card';
import { Spinner } from '../../../components/spinner';
import { type SessionUser, useCurrentUser } from '../api/get-session';

/**
 * A card screen for the signed-in writer only (changing the password, deleting the
 * account): a signed-out visitor, or one whose session ends here, goes to the root
 * (docs/PRODUCT.md, "Screens").
 */
export function SignedInPage({ children }: { children: (user: SessionUser) => ReactNode }) {
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
  return <PageCard>{children(user)}</PageCard>;
}
