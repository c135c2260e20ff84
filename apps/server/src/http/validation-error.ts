import type { ValidationTargets } from 'hono';
import type { z } from 'zod';
import { AppError } from './app-error';

type ValidationResult =
  | { success: true }
  | {
      success: false;
      error: { issues: readonly z.core.$ZodIssue[] };
      target: keyof ValidationTargets;
    };

/**
 * zValidator's hook for every route: a body or query that fails its schema is a 400
 * errors.badRequest naming the first problem, or the code that problem carries. It throws
 * rather than answers, so the one error handler writes the response, as for any other
 * AppError. A query's message names the parameter; a body's is the schema's own.
 */
export function throwBadRequest(result: ValidationResult): void {
  if (result.success) return;
  const issue = result.error.issues[0];
  // A refusal with a code of its own (http/boundary-text.ts) keeps it.
  const own = issue?.code === 'custom' ? issue.params : undefined;
  if (typeof own?.code === 'string' && typeof own.message === 'string') {
    throw new AppError(own.code, { message: own.message, status: 400 });
  }
  if (result.target === 'query') {
    throw new AppError('errors.badRequest', {
      message: issue ? `${issue.path.join('.') || 'query'}: ${issue.message}` : 'Invalid query',
      status: 400,
    });
  }
  throw new AppError('errors.badRequest', {
    message: issue?.message ?? 'Invalid request body',
    status: 400,
  });
}
