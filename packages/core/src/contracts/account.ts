import { z } from 'zod/mini';
import { defineRoute } from './define-route';

/** GET /api/me: who is signed in and their balance (-1 is unlimited). */
export const readMe = defineRoute({
  method: 'GET',
  path: '/api/me',
  signedIn: true,
  schemas: () => ({
    response: z.object({
      user: z.object({ id: z.string(), email: z.string() }),
      credits: z.object({ amount: z.number(), unlimited: z.boolean() }),
    }),
  }),
  errors: ['errors.notAuthenticated'],
});

/** POST /api/password-reset/verify: whether a reset link works, without using it up. */
export const verifyResetToken = defineRoute({
  method: 'POST',
  path: '/api/password-reset/verify',
  signedIn: false,
  schemas: () => ({
    body: z.strictObject({ token: z.string().check(z.minLength(1), z.maxLength(512)) }),
    response: z.object({ valid: z.boolean() }),
  }),
  errors: [],
});

/** GET /api/account/export: every piece of the writer's data, as a JSON file. */
export const exportAccount = defineRoute({
  method: 'GET',
  path: '/api/account/export',
  signedIn: true,
  response: 'file',
  errors: ['auth.tooManyAttempts'],
});

/** DELETE /api/account: the account and all its data erased, with the password as proof. */
export const deleteAccount = defineRoute({
  method: 'DELETE',
  path: '/api/account',
  signedIn: true,
  schemas: () => ({
    body: z.strictObject({
      password: z.string().check(z.minLength(1, 'password is required'), z.maxLength(1024)),
    }),
    response: z.object({ deleted: z.literal(true) }),
  }),
  errors: ['account.passwordIncorrect', 'auth.tooManyAttempts'],
});
