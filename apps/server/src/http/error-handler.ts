import type { ErrorHandler, NotFoundHandler } from 'hono';
import { HTTPException } from 'hono/http-exception';
import type { AppEnv } from './app-env';
import { AppError, type ErrorBody, notFound } from './app-error';

/**
 * The one place an error becomes a response. AppErrors are meant for the client and go out
 * as they are; anything else is a bug: logged in full, answered with a generic 500 that
 * reveals nothing of it.
 */
export const handleError: ErrorHandler<AppEnv> = (error, c) => {
  if (error instanceof AppError) {
    const body: ErrorBody = { error: { code: error.code, message: error.message } };
    return c.json(body, error.status, error.headers);
  }
  if (error instanceof HTTPException && error.status < 500) {
    const body: ErrorBody = {
      error: { code: 'errors.badRequest', message: error.message || 'Bad request' },
    };
    return c.json(body, error.status);
  }
  c.get('logger').error({ err: error, method: c.req.method, path: c.req.path }, 'unhandled error');
  const body: ErrorBody = { error: { code: 'errors.internal', message: 'Internal server error' } };
  return c.json(body, 500);
};

export const handleNotFound: NotFoundHandler<AppEnv> = (c) => {
  const error = notFound();
  const body: ErrorBody = { error: { code: error.code, message: error.message } };
  return c.json(body, 404);
};
