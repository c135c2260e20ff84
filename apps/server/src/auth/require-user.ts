import { createMiddleware } from 'hono/factory';
import type { AppEnv } from '../http/app-env';
import { AppError } from '../http/app-error';
import type { Auth } from './create-auth';

export interface SessionUser {
  id: string;
  email: string;
}

export type SignedInEnv = AppEnv & { Variables: { user: SessionUser } };

/**
 * Lets the request through only with a live session, and hands its user to the route.
 * `refusal` names the 401's code where the spec has a more precise one
 * (generation.loginRequired).
 */
export function requireUser(
  auth: Auth,
  refusal = { code: 'errors.notAuthenticated', message: 'Not signed in' },
) {
  return createMiddleware<SignedInEnv>(async (c, next) => {
    const session = await auth.api.getSession({ headers: c.req.raw.headers });
    if (!session) throw new AppError(refusal.code, { message: refusal.message, status: 401 });
    c.set('user', { id: session.user.id, email: session.user.email });
    await next();
  });
}
