import { matchRoute, routePath } from '@plume/core/routes';
import { dehydrate, HydrationBoundary, QueryClient } from '@tanstack/react-query';
import { lazy, Suspense } from 'react';
import { useTranslation } from 'react-i18next';
import { redirect, useLocation } from 'react-router';
import { Spinner } from '../../components/spinner';
import { useCurrentUser } from '../../features/auth/api/get-session';
import { AuthCard, type AuthMode } from '../../features/auth/components/auth-card';
import { engineKey } from '../../lib/engine';
import { firstHistoryPage, historyQueryKey } from '../../lib/history';
import type { Route } from './+types/home';

// The desk (picker, generation, history) is most of the app, and a visitor's screen is
// the auth card alone: the desk's code loads only for a signed-in writer.
const SignedInHome = lazy(() =>
  import('../desk/signed-in-home').then((module) => ({ default: module.SignedInHome })),
);

/**
 * For a signed-in writer, what the desk shows first (the engine, the latest ideas), so the
 * page arrives with it; the desk's queries start from these answers. A visitor's
 * `?signup=true` goes to the sign-up route, whose form is its own module.
 */
export async function loader({ request, context }: Route.LoaderArgs) {
  const { language, writer } = context;
  if (!writer && new URL(request.url).searchParams.get('signup') === 'true') {
    throw redirect(routePath('signUp', language));
  }
  // The history's filter chips keep one random order while the writer is on the page.
  const chipSeed = Math.floor(Math.random() * 2 ** 31);
  if (!writer) return { chipSeed, desk: null };
  const firstPage = firstHistoryPage(language);
  const desk = new QueryClient();
  desk.setQueryData(engineKey, context.engine);
  desk.setQueryData(
    historyQueryKey(firstPage),
    await context.historyPage(writer.user.id, firstPage),
  );
  return { chipSeed, desk: dehydrate(desk) };
}

const MODES: Partial<Record<string, AuthMode>> = {
  signUp: 'signUp',
  forgotPassword: 'forgotPassword',
};

/**
 * A spinner while the screen's code or the session is on its way. The desk's, shown while
 * its code arrives after a sign-in (a page load brings the desk drawn), takes the whole
 * screen: the desk is taller than a screen, so the footer stays below the fold instead of
 * showing and then moving down (a layout shift).
 */
function Loading({ fillScreen = false }: { fillScreen?: boolean }) {
  const { t } = useTranslation();
  return (
    <div
      className={`flex ${fillScreen ? 'min-h-dvh' : 'min-h-[50vh]'} items-center justify-center text-accent`}
      role="status"
    >
      <Spinner />
      <span className="sr-only">{t('app.loading')}</span>
    </div>
  );
}

/**
 * The main screen: the writer's desk when signed in; otherwise the auth card alone, in the
 * mode of the route (docs/PRODUCT.md, "Screens"), with the route's form.
 */
export default function Home({ loaderData }: Route.ComponentProps) {
  const user = useCurrentUser();
  const { pathname } = useLocation();
  const mode = MODES[matchRoute(pathname)?.id ?? 'home'] ?? 'signIn';

  if (user === undefined) return <Loading />;
  if (user) {
    return (
      <HydrationBoundary state={loaderData.desk ?? undefined}>
        <Suspense fallback={<Loading fillScreen />}>
          <SignedInHome chipSeed={loaderData.chipSeed} userId={user.id} />
        </Suspense>
      </HydrationBoundary>
    );
  }
  return (
    <div className="flex justify-center px-4 py-10 sm:px-6 lg:py-16">
      <AuthCard mode={mode} />
    </div>
  );
}
