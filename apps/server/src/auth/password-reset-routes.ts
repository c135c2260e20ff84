import { zValidator } from '@hono/zod-validator';
import { verifyResetToken } from '@plume/core/contracts';
import { Hono } from 'hono';
import type { Clock } from '../clock';
import type { AppEnv } from '../http/app-env';
import { throwBadRequest } from '../http/validation-error';
import type { Auth } from './create-auth';
import { isResetTokenValid } from './reset-tokens';

/** POST /api/password-reset/verify: whether a reset link works, without using it up. */
export function passwordResetRoutes(auth: Auth, clock: Clock) {
  return new Hono<AppEnv>().post(
    '/verify',
    zValidator('json', verifyResetToken.body, throwBadRequest),
    async (c) => {
      const { token } = c.req.valid('json');
      const valid = await isResetTokenValid(await auth.$context, token, clock());
      c.header('Cache-Control', 'no-store');
      return c.json({ valid });
    },
  );
}
