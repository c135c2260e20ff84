import type { Context } from 'hono';
import type { z } from 'zod';
import { AppError } from './app-error';

/**
 * The request's query string checked against `schema`; anything else is a 400 errors.badRequest.
 * Parameters named in `repeated` (?genre=a&genre=b) arrive as arrays of every value given.
 */
export function parseQuery<T extends z.ZodType>(
  c: Context,
  schema: T,
  repeated: readonly string[] = [],
): z.infer<T> {
  const query: Record<string, string | string[]> = c.req.query();
  for (const name of repeated) query[name] = c.req.queries(name) ?? [];
  const parsed = schema.safeParse(query);
  if (!parsed.success) {
    const issue = parsed.error.issues[0];
    throw new AppError('errors.badRequest', {
      message: issue ? `${issue.path.join('.') || 'query'}: ${issue.message}` : 'Invalid query',
      status: 400,
    });
  }
  return parsed.data;
}
