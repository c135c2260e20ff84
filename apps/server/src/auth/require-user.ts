import type { Refusal } from '@plume/core/contracts';
import { createMiddleware } from 'hono/factory';
import type { AppEnv } from '../http/app-env';
import { AppError } from '../http/app-error';
import type { SessionReader, SessionUser } from './read-session';

export type { SessionUser };

export type SignedInEnv = AppEnv & {
  Variables: {
    user: SessionUser;
  };
};

/**
 * Lets the request through only with a live session, and hands its user to the route.
 * `refusal` names the 401's code where a route has a more precise one
 * (generation.loginRequired, docs/PRODUCT.md, Message codes).
 */
export function requireUser(
  sessions: SessionReader,
  refusal: Refusal = { code: 'errors.notAuthenticated', message: 'Not signed in' },
) {
  return createMiddleware<SignedInEnv>(async (c, next) => {
    const signedIn = await sessions.read(c.req.raw.headers);
    if (!signedIn) throw new AppError(refusal.code, { message: refusal.message, status: 401 });
    c.set('user', signedIn.user);
    await next();
  });
}
