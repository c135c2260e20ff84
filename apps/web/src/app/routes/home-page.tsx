import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router';
import { Spinner } from '../../components/spinner';
import { useCurrentUser } from '../../features/auth/api/get-session';
import { AuthCard, type AuthMode } from '../../features/auth/components/auth-card';
import { SignedInHome } from './signed-in-home';

/**
 * The main screen: the writer's desk when signed in; otherwise the auth card alone
 * (SPEC.md section 2). `?signup=true` opens sign-up.
 */
export function HomePage({ mode }: { mode: AuthMode }) {
  const { t } = useTranslation();
  const user = useCurrentUser();
  const [searchParams] = useSearchParams();
  const shownMode = searchParams.get('signup') === 'true' ? 'signUp' : mode;

  if (user === undefined) {
    return (
      <div className="flex min-h-[50vh] items-center justify-center text-accent" role="status">
        <Spinner />
        <span className="sr-only">{t('app.loading')}</span>
      </div>
    );
  }
  if (user) return <SignedInHome />;

  return (
    <div className="flex justify-center px-4 py-10 sm:px-6 lg:py-16">
      <AuthCard mode={shownMode} />
    </div>
  );
}
