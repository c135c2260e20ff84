import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { Suspense } from 'react';
import { Toaster } from 'react-hot-toast';
import { BrowserRouter } from 'react-router';
import { Spinner } from '../components/spinner';
import { sessionQuery } from '../features/auth/api/get-session';
import { AppRoutes } from './router';
import { preloadSignedInHome } from './routes/home-page';

const queryClient = new QueryClient({
  defaultOptions: { queries: { retry: 1, refetchOnWindowFocus: false } },
});

/**
 * The first screen depends on the session: main.tsx asks for it before the first render,
 * while the language's messages load, rather than once they have; a signed-in writer's
 * desk is fetched as soon as the answer is known, not once the spinner has rendered.
 * One round trip less for each on the way to the first screen.
 */
export function prefetchFirstScreen() {
  void queryClient
    .fetchQuery(sessionQuery)
    .then((user) => user && preloadSignedInHome())
    .catch(() => undefined);
}

/** Shown while the language's messages or a lazy screen load; no text, as none is loaded yet. */
function LoadingScreen() {
  return (
    <div className="flex min-h-dvh items-center justify-center text-accent" aria-busy="true">
      <Spinner className="size-8" />
    </div>
  );
}

export function App() {
  return (
    <QueryClientProvider client={queryClient}>
      <BrowserRouter>
        <Suspense fallback={<LoadingScreen />}>
          <AppRoutes />
        </Suspense>
      </BrowserRouter>
      {/* react-hot-toast's timings are the spec's; only its colours follow the theme. */}
      <Toaster
        toastOptions={{
          style: {
            background: 'var(--surface)',
            color: 'var(--ink)',
            border: '1px solid var(--line)',
            maxWidth: 'min(28rem, calc(100vw - 2rem))',
          },
        }}
      />
    </QueryClientProvider>
  );
}
