import { useSyncExternalStore } from 'react';

const neverChanges = () => () => {};

/**
 * False on the server and while React takes over a page the server drew, true from then
 * on and in a page the browser draws itself: what only the browser knows (its time zone)
 * is shown once the drawn page is the app's, so the two agree on the first render.
 */
export function useHydrated(): boolean {
  return useSyncExternalStore(
    neverChanges,
    () => true,
    () => false,
  );
}
