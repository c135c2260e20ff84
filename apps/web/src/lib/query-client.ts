import { MutationCache, QueryClient } from '@tanstack/react-query';
import { i18n } from '../i18n/i18n';
import { type ErrorToastOptions, showErrorToast } from './show-error-toast';
import { toast } from './toast';

/**
 * What a mutation says when it ends, declared on it as `meta`; the cache says it. A type,
 * not an interface: TanStack Query takes a meta type only if it is a record.
 */
export type MutationToasts = {
  /**
   * The action, as the toasts' id: its success replaces its failure on screen (a wrong
   * password, then the right one, leaves only the success), and a second failure the first.
   */
  action: string;
  /** The message key said when it succeeds; none when the screen itself shows the outcome. */
  success?: string;
  /** How a failure is said (showErrorToast). */
  error: Omit<ErrorToastOptions, 'id'>;
};

declare module '@tanstack/react-query' {
  interface Register {
    mutationMeta: MutationToasts;
  }
}

/**
 * An answer is fresh for ten seconds: what a loader just read is not asked for again as
 * the page hydrates, nor a page of the history the writer goes back to. What the app
 * changes, it marks stale itself (a new idea, a deletion, a purchase).
 */
const FRESH_FOR_MS = 10_000;

/** The page's query client: its mutations' toasts are said here, once for all of them. */
export function createQueryClient() {
  return new QueryClient({
    mutationCache: new MutationCache({
      onSuccess: (_data, _variables, _result, { meta }) => {
        if (meta?.success) toast.success(i18n.t(meta.success), { id: meta.action });
      },
      onError: (error, _variables, _result, { meta }) => {
        if (meta) showErrorToast(error, { ...meta.error, id: meta.action });
      },
    }),
    defaultOptions: {
      queries: { retry: 1, refetchOnWindowFocus: false, staleTime: FRESH_FOR_MS },
    },
  });
}
