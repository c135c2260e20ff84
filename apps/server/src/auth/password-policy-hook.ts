import {
  accountActionLimits,
  isStrongEnoughForChange,
  PASSWORD_ERROR_MESSAGES,
} from '@plume/core/passwords';
import { validatePassword } from '@plume/core/passwords/server';
import { createAuthMiddleware, getSessionFromCtx } from 'better-auth/api';
import { z } from 'zod';
import type { Clock } from '../clock';
import type { Db } from '../db/database';
import { recordAttempt } from './attempt-limiter';
import { authError } from './auth-error';
import { isResetTokenValid } from './reset-tokens';

const isEmail = (value: unknown) => z.email().safeParse(value).success;

const isFilled = (value: unknown): value is string => typeof value === 'string' && value !== '';

/** The password policy and the common-password blocklist (docs/PRODUCT.md, Passwords), as a 400. */
function enforcePasswordPolicy(password: unknown) {
  const verdict = validatePassword(typeof password === 'string' ? password : '');
  if (!verdict.valid) throw authError('BAD_REQUEST', verdict.code, verdict.message);
}

/**
 * Runs before better-auth's own handlers for the three routes that set a password, so the
 * server enforces the same rules as the forms whatever the client sends.
 */
export function passwordPolicyHook({ db, clock }: { db: Db; clock: Clock }) {
  return createAuthMiddleware(async (ctx) => {
    const body = (ctx.body ?? {}) as Record<string, unknown>;

    if (ctx.path === '/sign-up/email' || ctx.path === '/request-password-reset') {
      if (!isEmail(body.email))
        throw authError('BAD_REQUEST', 'auth.invalidEmail', 'Invalid email');
    }

    if (ctx.path === '/sign-up/email') {
      enforcePasswordPolicy(body.password);
      // The product asks for no display name; better-auth's model requires one.
      return {
        context: { body: { ...body, name: typeof body.name === 'string' ? body.name : '' } },
      };
    }

    if (ctx.path === '/reset-password') {
      const token = body.token ?? ctx.query?.token;
      if (!isFilled(token) || !(await isResetTokenValid(ctx.context, token, clock()))) {
        throw authError('BAD_REQUEST', 'reset.invalidToken', 'Invalid or expired reset token');
      }
      enforcePasswordPolicy(body.newPassword);
      return;
    }

    if (ctx.path === '/change-password') {
      const session = await getSessionFromCtx(ctx);
      if (!session) throw authError('UNAUTHORIZED', 'errors.notAuthenticated', 'Not signed in');
      const attempt = await recordAttempt(
        db,
        accountActionLimits('change-password', session.user.id),
        clock(),
      );
      if (!attempt.allowed) {
        throw authError(
          'TOO_MANY_REQUESTS',
          'auth.tooManyAttempts',
          `Too many attempts. Please wait ${attempt.retryAfterSeconds} seconds before trying again.`,
          { 'Retry-After': String(attempt.retryAfterSeconds) },
        );
      }
      const { currentPassword, newPassword } = body;
      if (!isFilled(currentPassword)) {
        throw authError(
          'BAD_REQUEST',
          'auth.currentPasswordRequired',
          'Current password is required',
        );
      }
      if (!isFilled(newPassword)) {
        throw authError('BAD_REQUEST', 'auth.newPasswordRequired', 'New password is required');
      }
      if (!isStrongEnoughForChange(newPassword)) {
        throw authError(
          'BAD_REQUEST',
          'auth.passwordTooWeak',
          PASSWORD_ERROR_MESSAGES['auth.passwordTooWeak'],
        );
      }
      enforcePasswordPolicy(newPassword);
      if (newPassword === currentPassword) {
        throw authError(
          'BAD_REQUEST',
          'auth.passwordMustBeDifferent',
          'New password must be different from current password',
        );
      }
      // A changed password ends every other session: whoever knew the old one may be signed
      // in elsewhere (docs/PRODUCT.md, Accounts).
      return { context: { body: { ...body, revokeOtherSessions: true } } };
    }
  });
}
