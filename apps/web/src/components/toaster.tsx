import { lazy, Suspense, useSyncExternalStore } from 'react';
import { loadToasts, onToastsWanted, toastsWanted } from '../lib/toast';

const HotToaster = lazy(() => loadToasts().then(({ Toaster }) => ({ default: Toaster })));

/**
 * react-hot-toast's toaster, mounted once the first toast is asked for (lib/toast.ts).
 * Until then it draws nothing, on the server as in the browser. Its timings are the spec's;
 * only its colours follow the theme.
 */
export function Toaster() {
  const wanted = useSyncExternalStore(onToastsWanted, toastsWanted, () => false);
  if (!wanted) return null;
  return (
    <Suspense fallback={null}>
      <HotToaster
        toastOptions={{
          style: {
            background: 'var(--surface)',
            color: 'var(--ink)',
            border: '1px solid var(--line)',
            maxWidth: 'min(28rem, calc(100vw - 2rem))',
          },
        }}
      />
    </Suspense>
  );
}
