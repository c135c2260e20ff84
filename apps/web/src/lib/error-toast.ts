import type { TFunction } from 'i18next';
import toast from 'react-hot-toast';
import { ApiError } from './api-client';

/** The one place an error becomes a toast, in the current language. */
export function toastError(t: TFunction, error: unknown, values?: Record<string, unknown>) {
  const code = error instanceof ApiError ? error.code : 'errors.generic';
  return toast.error(t([code, 'errors.generic'], values));
}
