import { zValidator } from '@hono/zod-validator';
import { Hono } from 'hono';
import { z } from 'zod';
import type { Clock } from '../clock';
import type { AppEnv } from '../http/app-env';
import { throwBadRequest } from '../http/validation-error';
import type { Auth } from './create-auth';
import { isResetTokenValid } from './reset-tokens';

const verifyBody = z.object({ token: z.string().min(1).max(512) });

/** POST /api/password-reset/verify: whether a reset link works, without using it up. */
export function passwordResetRoutes(auth: Auth, clock: Clock) {
  return new Hono<AppEnv>().post(
    '/verify',
    zValidator('json', verifyBody, throwBadRequest),
    async (c) => {
      const { token } = c.req.valid('json');
      const valid = await isResetTokenValid(await auth.$context, token, clock());
      c.header('Cache-Control', 'no-store');
      return c.json({ valid });
    },
  );
}
