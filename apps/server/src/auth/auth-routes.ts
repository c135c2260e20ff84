import { Hono } from 'hono';
import type { AppEnv } from '../http/app-env';
import type { ErrorBody } from '../http/app-error';
import { type AuthAttemptLimitsOptions, authAttemptLimits } from './auth-attempt-limits';
import { type AuthEnv, authBodies } from './auth-bodies';
import { toAppErrorCode } from './auth-error-codes';
import { withClientIp } from './client-ip';
import type { Auth } from './create-auth';

const AUTH_BASE_PATH = '/api/auth';

/**
 * better-auth's handler at /api/auth/*, behind our checks of its bodies and its attempt
 * limits, with its error answers rewritten into our one error contract ({ error: { code,
 * message } }, code an i18n key) and rate-limit answers given a standard Retry-After header.
 */
export function authRoutes(auth: Auth, limits: Omit<AuthAttemptLimitsOptions, 'auth'>) {
  return new Hono<AuthEnv>()
    .use(authBodies())
    .use(authAttemptLimits({ ...limits, auth }, AUTH_BASE_PATH))
    .on(['GET', 'POST'], '/*', async (c) => {
      const response = await auth.handler(withClientIp(c));
      if (response.status < 400) return response;
      return toErrorContract(response, c.req.path.slice(AUTH_BASE_PATH.length), c.get('logger'));
    });
}

async function toErrorContract(
  response: Response,
  path: string,
  logger: AppEnv['Variables']['logger'],
): Promise<Response> {
  const body = (await response.json().catch(() => ({}))) as { code?: unknown; message?: unknown };
  if (response.status >= 500) logger.error({ path, body }, 'auth endpoint failed');
  const error: ErrorBody['error'] = toAppErrorCode(path, response.status, body);
  const headers = new Headers(response.headers);
  headers.set('content-type', 'application/json');
  headers.delete('content-length');
  const retryAfter = headers.get('retry-after') ?? headers.get('x-retry-after');
  if (response.status === 429 && retryAfter) headers.set('retry-after', retryAfter);
  return new Response(JSON.stringify({ error }), { status: response.status, headers });
}
