import type { Language } from '@plume/core';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { type ReactNode, Suspense } from 'react';
import { BrowserRouter } from 'react-router';
import { Spinner } from '../components/spinner';
import { Toaster } from '../components/toaster';
import { type SessionUser, sessionQuery, sessionQueryKey } from '../features/auth/api/get-session';
import { DisabledUntilStarted } from './disabled-until-started';
import type { FirstAnswers } from './first-answers';
import { AppRoutes } from './router';
import { preloadSignedInHome } from './routes/home-page';

/**
 * An answer is fresh for ten seconds: a desk the server drew is not asked for again the
 * moment the app takes it over (a phone's first seconds, issue 9), nor a page of the
 * history the writer goes back to. What the app changes, it marks stale itself (a new
 * idea, a deletion, a purchase).
 */
const FRESH_FOR_MS = 10_000;

export function createQueryClient() {
  return new QueryClient({
    defaultOptions: {
      queries: { retry: 1, refetchOnWindowFocus: false, staleTime: FRESH_FOR_MS },
    },
  });
}

const queryClient = createQueryClient();

/**
 * The first screen depends on the session. When the server named the signed-in writer in
 * the page (`known`), the desk is drawn at once and the session checked behind it (the data
 * is born stale, so the first reader asks again). Otherwise main.tsx asks before the first
 * render, while the language's messages load, rather than once they have, and a signed-in
 * answer fetches the desk's code at once rather than once the spinner has rendered.
 */
export function prefetchFirstScreen(known: SessionUser | null) {
  if (known) {
    queryClient.setQueryData(sessionQueryKey, known, { updatedAt: 0 });
    void preloadSignedInHome();
    return;
  }
  void queryClient
    .fetchQuery(sessionQuery)
    .then((user) => user && preloadSignedInHome())
    .catch(() => undefined);
}

/**
 * Readies the app to take over a desk the server drew (app/drawn-desk.ts); false when it
 * must draw the desk itself. The desk's code starts loading at once, with that module.
 */
export function takeOverDrawnDesk(language: Language, answers: FirstAnswers): Promise<boolean> {
  void preloadSignedInHome();
  return import('./drawn-desk').then(({ prepareDrawnDesk }) =>
    prepareDrawnDesk(queryClient, language, answers),
  );
}

/** Shown while the language's messages or a lazy screen load; no text, as none is loaded yet. */
function LoadingScreen() {
  return (
    <div className="flex min-h-dvh items-center justify-center text-accent" aria-busy="true">
      <Spinner className="size-8" />
    </div>
  );
}

/**
 * The server sent this page already drawn for a visitor without a session cookie
 * (apps/server/src/web/signed-out-pages.ts): there is no session to ask about.
 */
export function markSignedOut() {
  queryClient.setQueryData(sessionQueryKey, null);
}

/**
 * Everything around the screens but the router: the browser uses its address bar, the
 * server's pre-rendering a fixed address, and both must draw the same page.
 */
export function AppFrame({ client, children }: { client: QueryClient; children: ReactNode }) {
  return (
    <QueryClientProvider client={client}>
      {children}
      <Toaster />
    </QueryClientProvider>
  );
}

export function AppScreens() {
  return (
    <DisabledUntilStarted>
      <Suspense fallback={<LoadingScreen />}>
        <AppRoutes />
      </Suspense>
    </DisabledUntilStarted>
  );
}

export function App() {
  return (
    <AppFrame client={queryClient}>
      <BrowserRouter>
        <AppScreens />
      </BrowserRouter>
    </AppFrame>
  );
}
