import { lazy, Suspense, useSyncExternalStore } from 'react';
import { loadToasts, onToastsWanted, toastsWanted } from '../lib/toast';

const HotToaster = lazy(() => loadToasts().then(({ Toaster }) => ({ default: Toaster })));

/**
 * The library's top offset plus the sticky header's height (h-16 in app/layout/header.tsx):
 * toasts come down below the header, so one never hides the balance it reports a change of.
 */
const BELOW_THE_HEADER = 'calc(4rem + 16px)';

/**
 * react-hot-toast's toaster, mounted once the first toast is asked for (lib/toast.ts).
 * Until then it draws nothing, on the server as in the browser. Its timings and position
 * are the library's; only its colours follow the theme, and it starts below the header.
 */
export function Toaster() {
  const wanted = useSyncExternalStore(onToastsWanted, toastsWanted, () => false);
  if (!wanted) return null;
  return (
    <Suspense fallback={null}>
      <HotToaster
        containerStyle={{ top: BELOW_THE_HEADER }}
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
