import type { Context } from 'hono';
import type { z } from 'zod';
import { AppError } from './app-error';

/** The request's query string checked against `schema`; anything else is a 400 errors.badRequest. */
export function parseQuery<T extends z.ZodType>(c: Context, schema: T): z.infer<T> {
  const parsed = schema.safeParse(c.req.query());
  if (!parsed.success) {
    const issue = parsed.error.issues[0];
    throw new AppError('errors.badRequest', {
      message: issue ? `${issue.path.join('.') || 'query'}: ${issue.message}` : 'Invalid query',
      status: 400,
    });
  }
  return parsed.data;
}
