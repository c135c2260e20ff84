import { isErrorCode } from '@plume/core/contracts';
import type { Context, ValidationTargets } from 'hono';
import type { z } from 'zod';
import { AppError } from './app-error';

type ValidationResult =
  | { success: true; target: keyof ValidationTargets }
  | {
      success: false;
      error: { issues: readonly z.core.$ZodIssue[] };
      target: keyof ValidationTargets;
    };

/** JSON's media type and its structured suffixes, as Hono's validator reads them. */
const JSON_MEDIA_TYPE = /^application\/([\w.-]+\+)?json$/i;

/**
 * zValidator's hook for every route: a body or query that fails its schema is a 400
 * errors.badRequest naming the first problem, or the code that problem carries. A body in
 * another media type than JSON is a 415 (Hono's validator would read it as `{}`). It throws
 * rather than answers, so the one error handler writes the response, as for any other
 * AppError. A query's message names the parameter; a body's is the schema's own.
 */
export function throwBadRequest(result: ValidationResult, c: Context): void {
  if (result.target === 'json' && hasBody(c) && !isJson(c.req.header('content-type'))) {
    throw new AppError('errors.unsupportedMediaType', {
      message: 'Send the request body as JSON (Content-Type: application/json)',
      status: 415,
    });
  }
  if (result.success) return;
  const issue = result.error.issues[0];
  // A refusal with a code of its own (http/boundary-text.ts) keeps it.
  const own = issue?.code === 'custom' ? issue.params : undefined;
  if (isErrorCode(own?.code) && typeof own.message === 'string') {
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

function hasBody(c: Context): boolean {
  const length = c.req.header('content-length');
  return (
    (length !== undefined && length !== '0') || c.req.header('transfer-encoding') !== undefined
  );
}

function isJson(contentType: string | undefined): boolean {
  return JSON_MEDIA_TYPE.test(contentType?.split(';')[0]?.trim() ?? '');
}
