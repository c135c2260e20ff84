import { lazy, Suspense, useSyncExternalStore } from 'react';
import { loadToasts, onToastsWanted, toastsWanted } from '../lib/toast';

const HotToaster = lazy(() => loadToasts().then(({ Toaster }) => ({ default: Toaster })));

/**
 * The library's top offset plus the sticky header's height (h-16 in app/layout/header.tsx):
 * on a wide screen toasts come down below the header, so one never hides the balance it
 * reports a change of.
 */
const BELOW_THE_HEADER = 'calc(4rem + 16px)';

/**
 * On a phone the page's heading and its form fill the top of the screen: toasts rise from
 * the bottom instead, above the home indicator, where they cover neither.
 */
const PHONE = '(max-width: 639.98px)';
const ABOVE_THE_HOME_INDICATOR = 'calc(16px + env(safe-area-inset-bottom))';

function subscribeToWidth(onChange: () => void) {
  const query = matchMedia(PHONE);
  query.addEventListener('change', onChange);
  return () => query.removeEventListener('change', onChange);
}

/**
 * react-hot-toast's toaster, mounted once the first toast is asked for (lib/toast.ts).
 * Until then it draws nothing, on the server as in the browser. Its timings are the
 * library's; its colours follow the theme, and where it stands follows the screen's width.
 */
export function Toaster() {
  const wanted = useSyncExternalStore(onToastsWanted, toastsWanted, () => false);
  const phone = useSyncExternalStore(
    subscribeToWidth,
    () => matchMedia(PHONE).matches,
    () => false,
  );
  if (!wanted) return null;
  return (
    <Suspense fallback={null}>
      <HotToaster
        position={phone ? 'bottom-center' : 'top-center'}
        containerStyle={phone ? { bottom: ABOVE_THE_HOME_INDICATOR } : { top: BELOW_THE_HEADER }}
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
