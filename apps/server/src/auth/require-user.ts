import { createMiddleware } from 'hono/factory';
import type { AppEnv } from '../http/app-env';
import { AppError } from '../http/app-error';
import type { Auth } from './create-auth';

export interface SessionUser {
  id: string;
  email: string;
}

export type SignedInEnv = AppEnv & { Variables: { user: SessionUser } };

/** Lets the request through only with a live session, and hands its user to the route. */
export function requireUser(auth: Auth) {
  return createMiddleware<SignedInEnv>(async (c, next) => {
    const session = await auth.api.getSession({ headers: c.req.raw.headers });
    if (!session) {
      throw new AppError('errors.notAuthenticated', { message: 'Not signed in', status: 401 });
    }
    c.set('user', { id: session.user.id, email: session.user.email });
    await next();
  });
}
