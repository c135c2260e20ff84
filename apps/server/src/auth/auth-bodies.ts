import { INVALID_TEXT } from '@plume/core/contracts';
import { readText } from '@plume/core/text';
import type { MiddlewareHandler } from 'hono';
import type { AppEnv } from '../http/app-env';
import { AppError } from '../http/app-error';
import { UNSUPPORTED_MEDIA_TYPE } from './auth-error-codes';

/** Fields that follow the password policy (auth/password-policy-hook.ts), not the text rule. */
const PASSWORD_FIELDS = new Set(['password', 'newPassword', 'currentPassword']);

/** What the auth routes know of a request's body before better-auth reads it. */
export interface AuthEnv extends AppEnv {
  Variables: AppEnv['Variables'] & {
    /** The body's fields, JSON or form-encoded; empty without a body. */
    authBody: Record<string, unknown>;
  };
}

function hasBody(request: Request): boolean {
  const length = request.headers.get('content-length');
  if (length !== null) return Number(length) > 0;
  return request.headers.has('transfer-encoding');
}

/**
 * The body as better-auth will read it: JSON everywhere, and form-encoded on the sign-in
 * and sign-up routes (better-auth's allowedMediaTypes). Any other type is refused.
 */
async function fieldsOf(request: Request): Promise<Record<string, unknown>> {
  const type = request.headers.get('content-type')?.split(';')[0]?.trim().toLowerCase();
  if (type === 'application/json') {
    // Malformed JSON is better-auth's to refuse, with its own 400.
    const body: unknown = await request
      .clone()
      .json()
      .catch(() => undefined);
    return body && typeof body === 'object' && !Array.isArray(body)
      ? (body as Record<string, unknown>)
      : {};
  }
  if (type === 'application/x-www-form-urlencoded') {
    return Object.fromEntries(new URLSearchParams(await request.clone().text()));
  }
  throw new AppError(UNSUPPORTED_MEDIA_TYPE.code, {
    message: UNSUPPORTED_MEDIA_TYPE.message,
    status: 415,
  });
}

/** Every string in a body, with the field that holds it, however deep. */
function* stringsOf(body: unknown): Generator<[field: string, value: string]> {
  const pending: [string, unknown][] = [['', body]];
  for (let next = pending.pop(); next; next = pending.pop()) {
    const [field, value] = next;
    if (typeof value === 'string') yield [field, value];
    else if (value && typeof value === 'object') {
      for (const [key, inner] of Object.entries(value)) pending.push([key, inner]);
    }
  }
}

/**
 * Reads what reaches better-auth at /api/auth once, for the attempt limits and for this
 * check, in every content type better-auth accepts (a form-encoded sign-in is limited like
 * a JSON one); other types get a 415 before better-auth sees them. Every text but a
 * password is held to the rule for text from outside (core's readText, decision 025):
 * better-auth reads the body itself, so a text the rule would change (a control character
 * in an e-mail or a name) is refused rather than cleaned.
 */
export function authBodies(): MiddlewareHandler<AuthEnv> {
  return async (c, next) => {
    const request = c.req.raw;
    const fields = c.req.method === 'POST' && hasBody(request) ? await fieldsOf(request) : {};
    for (const [field, value] of stringsOf(fields)) {
      if (PASSWORD_FIELDS.has(field)) continue;
      const read = readText(value);
      if ('fault' in read || read.text !== value) {
        throw new AppError(INVALID_TEXT.code, { message: INVALID_TEXT.message, status: 400 });
      }
    }
    c.set('authBody', fields);
    await next();
  };
}
