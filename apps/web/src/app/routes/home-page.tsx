import { lazy, memo } from 'react';
import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router';
import { Spinner } from '../../components/spinner';
import { useCurrentUser } from '../../features/auth/api/get-session';
import { AuthCard, type AuthMode } from '../../features/auth/components/auth-card';

type DeskModule = typeof import('./signed-in-home');

// The desk (picker, generation, history) is most of the app, and the first screen of a
// visitor is the auth card: it loads once someone is signed in.
let signedInHome: Promise<DeskModule> | undefined;
let loadedDesk: DeskModule | undefined;

/**
 * Starts fetching the desk's code; app.tsx calls it as soon as the session check says
 * signed in, main.tsx and the server's renderer wait for it before taking over or drawing
 * a desk.
 */
export function preloadSignedInHome() {
  signedInHome ??= import('./signed-in-home').then((module) => {
    loadedDesk = module;
    return module;
  });
  return signedInHome;
}

// Once the code is here, React.lazy is given a thenable that answers as soon as it is
// asked, and React draws the desk in the same pass; for a promise, even a settled one, it
// would suspend first. So the server draws the desk (renderToString would draw the
// spinner in its place), and the browser takes a drawn desk over, in one pass.
// Memoized: the desk has no props, and the session check that follows a take-over would
// otherwise draw all of it again at once, right after taking it over (issue 9).
const SignedInHome = memo(
  lazy(() => {
    const desk = loadedDesk;
    if (!desk) return preloadSignedInHome().then((module) => ({ default: module.SignedInHome }));
    const loaded = { default: desk.SignedInHome };
    return {
      // biome-ignore lint/suspicious/noThenProperty: a thenable on purpose, React.lazy's input
      then: (resolve: (value: typeof loaded) => void) => resolve(loaded),
    } as unknown as Promise<typeof loaded>;
  }),
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
