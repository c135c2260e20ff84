import { Hono } from 'hono';
import { z } from 'zod';
import type { Clock } from '../clock';
import type { AppEnv } from '../http/app-env';
import { parseJsonBody } from '../http/parse-json-body';
import type { Auth } from './create-auth';
import { isResetTokenValid } from './reset-tokens';

const verifyBody = z.object({ token: z.string().min(1).max(512) });

/** POST /api/password-reset/verify: whether a reset link works, without using it up. */
export function passwordResetRoutes(auth: Auth, clock: Clock) {
  return new Hono<AppEnv>().post('/verify', async (c) => {
    const { token } = await parseJsonBody(c, verifyBody);
    const valid = await isResetTokenValid(await auth.$context, token, clock());
    c.header('Cache-Control', 'no-store');
    return c.json({ valid });
  });
}
