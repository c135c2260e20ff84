import type { ToastOptions } from 'react-hot-toast';

type ToastLibrary = typeof import('react-hot-toast');

let library: Promise<ToastLibrary> | undefined;
const listeners = new Set<() => void>();

/**
 * react-hot-toast, loaded the first time a toast is shown. It builds its styles as it loads
 * (goober), a fifth of the evaluation of the app's modules on a phone, and no screen shows
 * a toast before the writer has done something: kept out of the first screen (its
 * budget and the total blocking time).
 */
export function loadToasts(): Promise<ToastLibrary> {
  if (!library) {
    library = import('react-hot-toast');
    for (const listener of listeners) listener();
  }
  return library;
}

/** Whether a toast was asked for yet: the app mounts the toaster from then on. */
export function toastsWanted(): boolean {
  return library !== undefined;
}

export function onToastsWanted(listener: () => void): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

type Show = (message: string, options?: ToastOptions) => void;

const show =
  (kind: 'blank' | 'success' | 'error'): Show =>
  (message, options) => {
    void loadToasts().then(({ default: toast }) => {
      if (kind === 'blank') toast(message, options);
      else toast[kind](message, options);
    });
  };

/** react-hot-toast's `toast`, `toast.success` and `toast.error`, loaded on first use. */
export const toast = Object.assign(show('blank'), {
  success: show('success'),
  error: show('error'),
});
