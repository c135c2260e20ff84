import { lazy } from 'react';
import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router';
import { Spinner } from '../../components/spinner';
import { useCurrentUser } from '../../features/auth/api/get-session';
import { AuthCard, type AuthMode } from '../../features/auth/components/auth-card';

// The desk (picker, generation, history) is most of the app, and the first screen of a
// visitor is the auth card: it loads once someone is signed in.
let signedInHome: Promise<typeof import('./signed-in-home')> | undefined;

/** Starts fetching the desk's code; app.tsx calls it as soon as the session check says signed in. */
export function preloadSignedInHome() {
  signedInHome ??= import('./signed-in-home');
  return signedInHome;
}

const SignedInHome = lazy(() =>
  preloadSignedInHome().then((module) => ({ default: module.SignedInHome })),
);

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
