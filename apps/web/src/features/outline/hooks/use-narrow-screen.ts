import { useSyncExternalStore } from 'react';

/** Under Tailwind's `sm` breakpoint: a phone, where an outline shows one act at a time. */
const NARROW = '(max-width: 639.98px)';

function subscribe(onChange: () => void) {
  const query = matchMedia(NARROW);
  query.addEventListener('change', onChange);
  return () => query.removeEventListener('change', onChange);
}

/** Whether the screen is a phone's; false on the server, whose page shows every act. */
export function useNarrowScreen(): boolean {
  return useSyncExternalStore(
    subscribe,
    () => matchMedia(NARROW).matches,
    () => false,
  );
}
