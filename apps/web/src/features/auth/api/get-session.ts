import { useQuery } from '@tanstack/react-query';
import { apiFetch } from '../../../lib/api-client';

export interface SessionUser {
  id: string;
  email: string;
}

interface SessionResponse {
  user?: { id: string; email: string } | null;
}

/**
 * The signed-in user, or null. A missing session is normal; an unreadable one counts as
 * signed out too (SPEC.md section 4: an invalid session clears the user).
 */
export async function getSession(): Promise<SessionUser | null> {
  try {
    const body = await apiFetch<SessionResponse | null>('/api/auth/get-session');
    return body?.user ? { id: body.user.id, email: body.user.email } : null;
  } catch {
    return null;
  }
}

export const sessionQueryKey = ['session'] as const;

export function useSession() {
  return useQuery({ queryKey: sessionQueryKey, queryFn: getSession, staleTime: 60_000 });
}
