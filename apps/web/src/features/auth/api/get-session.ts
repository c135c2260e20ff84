import { type QueryClient, queryOptions, useQuery } from '@tanstack/react-query';
import { loadAllMessages } from '../../../i18n/i18n';
import { apiFetch, apiPost, isRetryable, notifySessionLost } from '../../../lib/api-client';
import { rememberTimeZone } from '../../../lib/time-zone';
import {
  SESSION_CHECK_INTERVAL_MS,
  type SessionUser,
  sessionRetryDelay,
  sessionWasLost,
  shouldRetrySessionCheck,
} from '../utils/session-refresh';
import { sessionUserOf } from '../utils/session-user';

export type { SessionUser };

/**
 * The signed-in user, or null. A missing session is normal. An unreadable answer means
 * the session is unusable: it is cleared on the server too (its cookie is httpOnly), as
 * docs/PRODUCT.md, "Accounts", asks. A retryable failure is thrown, so the caller keeps the user.
 */
export async function getSession(): Promise<SessionUser | null> {
  let body: unknown;
  try {
    body = await apiFetch('/api/auth/get-session', { expectsSession: false });
  } catch (error) {
    if (isRetryable(error)) throw error;
  }
  // better-auth answers 200 with null when there is no session.
  if (body === null) return null;
  const user = sessionUserOf(body);
  if (!user) {
    void apiPost('/api/auth/sign-out', {}, { expectsSession: false }).catch(() => undefined);
  }
  return user ?? null;
}

export const sessionQueryKey = ['session'] as const;

/**
 * The session survives a reload (it is a cookie) and is checked again on a timer and
 * whenever the tab becomes visible, so a session ended elsewhere is noticed.
 */
export const sessionQuery = queryOptions({
  queryKey: sessionQueryKey,
  queryFn: async ({ client }) => {
    const before = client.getQueryData<SessionUser | null>(sessionQueryKey);
    const user = await getSession();
    if (sessionWasLost(before, user)) notifySessionLost();
    // Signed in elsewhere: the visitor's page has a visitor's messages.
    if (user && !before) await loadAllMessages();
    return user;
  },
  staleTime: 60_000,
  refetchInterval: SESSION_CHECK_INTERVAL_MS,
  // TanStack Query's focus events are the page's visibilitychange.
  refetchOnWindowFocus: 'always',
  retry: shouldRetrySessionCheck,
  retryDelay: sessionRetryDelay,
});

export function useSession() {
  return useQuery(sessionQuery);
}

/** The signed-in user, null when signed out, undefined until the first check answers. */
export function useCurrentUser(): SessionUser | null | undefined {
  const session = useSession();
  if (session.data !== undefined) return session.data;
  // The first check gave up (server unreachable): show the signed-out screen.
  return session.isError ? null : undefined;
}

/**
 * A writer has just signed in: their pages are dated from now on, so the time-zone cookie
 * is written before the page's loaders run again for them, and their screens' messages
 * are loaded before those screens show.
 */
export async function startSession(client: QueryClient, user: SessionUser) {
  rememberTimeZone();
  await loadAllMessages();
  client.setQueryData(sessionQueryKey, user);
}

/**
 * Forgets the signed-in user and everything fetched for them, so the next account to sign
 * in on this tab never sees the previous one's data.
 */
export function clearSessionCache(client: QueryClient) {
  client.setQueryData(sessionQueryKey, null);
  client.removeQueries({ predicate: (query) => query.queryKey[0] !== sessionQueryKey[0] });
}
