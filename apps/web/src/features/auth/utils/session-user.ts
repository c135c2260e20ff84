import { isRecord } from '../../../lib/api-client';
import type { SessionUser } from './session-refresh';

/**
 * The user an answer of better-auth names (`{ user: { id, email, ... } }`: the session
 * check, sign-in, sign-up), or undefined when it names none that can be read.
 */
export function sessionUserOf(body: unknown): SessionUser | undefined {
  if (!isRecord(body) || !isRecord(body.user)) return undefined;
  const { id, email } = body.user;
  return typeof id === 'string' && typeof email === 'string' ? { id, email } : undefined;
}
