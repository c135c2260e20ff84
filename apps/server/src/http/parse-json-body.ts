import type { Context } from 'hono';
import type { z } from 'zod';
import { AppError } from './app-error';

/** The request's JSON body checked against `schema`; anything else is a 400 errors.badRequest. */
export async function parseJsonBody<T extends z.ZodType>(
  c: Context,
  schema: T,
): Promise<z.infer<T>> {
  const body: unknown = await c.req.json().catch(() => undefined);
  const parsed = schema.safeParse(body);
  if (!parsed.success) {
    throw new AppError('errors.badRequest', {
      message: parsed.error.issues[0]?.message ?? 'Invalid request body',
      status: 400,
    });
  }
  return parsed.data;
}
