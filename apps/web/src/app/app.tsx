import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { Suspense } from 'react';
import { Toaster } from 'react-hot-toast';
import { BrowserRouter } from 'react-router';
import { Spinner } from '../components/spinner';
import { AppRoutes } from './router';

const queryClient = new QueryClient({
  defaultOptions: { queries: { retry: 1, refetchOnWindowFocus: false } },
});

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
