import type { Auth } from './create-auth';

export interface SessionUser {
  id: string;
  email: string;
}

export interface SignedIn {
  user: SessionUser;
}

export interface SessionReader {
  /** The signed-in writer, or null: no session cookie, or one forged, unknown, ended or expired. */
  read(headers: Headers): Promise<SignedIn | null>;
}

/**
 * The routes' view of better-auth's getSession, which alone judges a session: the cookie's
 * signature, expiry, refresh and deletion are its own (docs/decisions/034).
 */
export function createSessionReader(auth: Auth): SessionReader {
  return {
    async read(headers) {
      const session = await auth.api.getSession({ headers });
      return session ? { user: { id: session.user.id, email: session.user.email } } : null;
    },
  };
}
