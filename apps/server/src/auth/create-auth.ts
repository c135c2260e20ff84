import { routePath } from '@plume/core/routes';
import { type BetterAuthPlugin, betterAuth, getCurrentAdapter } from 'better-auth';
import { drizzleAdapter } from 'better-auth/adapters/drizzle';
import { createAuthMiddleware, isAPIError } from 'better-auth/api';
import { eq } from 'drizzle-orm';
import type { Clock } from '../clock';
import type { Config } from '../config';
import type { Database } from '../db/database';
import * as schema from '../db/schema';
import { type Logger, serializeError } from '../logger';
import type { MailTransport } from '../mail/mail-transport';
import { CLIENT_IP_HEADER } from './client-ip';
import { resetPasswordMail, verifyEmailMail } from './mail-templates';
import { hashPassword, verifyPassword } from './password-hashing';
import { passwordPolicyHook } from './password-policy-hook';
import { requestLanguage } from './request-language';

export interface AuthDependencies {
  config: Config;
  database: Database;
  logger: Logger;
  mail: MailTransport;
  secret: string;
  clock: Clock;
}

/** Reset links last one hour (docs/PRODUCT.md, Accounts). */
const RESET_TOKEN_LIFETIME_SECONDS = 60 * 60;

/**
 * Endpoints better-auth mounts by default that are no part of our API (docs/PRODUCT.md,
 * Accounts API): profile and e-mail edits, account deletion, session lists, social accounts
 * and their tokens. Off, they cannot be misused; update-user also answered
 * `{ "name": null }` with a 500 (a NOT NULL column).
 */
const UNUSED_AUTH_PATHS = [
  '/update-user',
  '/update-session',
  '/change-email',
  '/delete-user',
  '/delete-user/callback',
  '/list-sessions',
  '/revoke-session',
  '/revoke-sessions',
  '/revoke-other-sessions',
  '/sign-in/social',
  '/link-social',
  '/list-accounts',
  '/unlink-account',
  '/refresh-token',
  '/get-access-token',
  '/account-info',
];

/**
 * Declares the credits table to better-auth, so the sign-up transaction can write the new
 * account's balance through the same transaction as the user.
 */
const creditsModel = {
  id: 'plume-credits',
  schema: {
    credits: {
      fields: {
        userId: {
          type: 'string',
          required: true,
          unique: true,
          references: { model: 'user', field: 'id', onDelete: 'cascade' },
        },
        amount: { type: 'number', required: true },
        updatedAt: { type: 'date', required: true },
      },
    },
  },
} satisfies BetterAuthPlugin;

export function createAuth({ config, database, logger, mail, secret, clock }: AuthDependencies) {
  const db = database.db;

  const deletePendingResetTokens = (userId: string) =>
    db.delete(schema.verifications).where(eq(schema.verifications.value, userId));

  return betterAuth({
    appName: 'Plume',
    baseURL: config.publicUrl,
    basePath: '/api/auth',
    secret,
    trustedOrigins: config.auth.trustedOrigins,
    telemetry: { enabled: false },
    disabledPaths: UNUSED_AUTH_PATHS,
    database: drizzleAdapter(db, {
      provider: 'pg',
      transaction: true,
      schema: {
        user: schema.users,
        session: schema.sessions,
        account: schema.accounts,
        verification: schema.verifications,
        rateLimit: schema.rateLimits,
        credits: schema.credits,
      },
    }),
    plugins: [creditsModel],
    emailAndPassword: {
      enabled: true,
      requireEmailVerification: config.auth.requireEmailVerification,
      // Our policy hook judges length in code points (8 to 127); these outer bounds only
      // keep better-auth's UTF-16 count from refusing what the policy accepts.
      minPasswordLength: 8,
      maxPasswordLength: 254,
      password: { hash: hashPassword, verify: verifyPassword },
      resetPasswordTokenExpiresIn: RESET_TOKEN_LIFETIME_SECONDS,
      revokeSessionsOnPasswordReset: true,
      sendResetPassword: async ({ user, token }, request) => {
        const language = requestLanguage(request);
        const url = `${config.publicUrl}${routePath('resetPassword', language)}?token=${encodeURIComponent(token)}`;
        await mail.send({ to: user.email, ...resetPasswordMail({ language, url }) });
      },
      onPasswordReset: async ({ user }) => {
        await deletePendingResetTokens(user.id);
      },
    },
    emailVerification: {
      sendOnSignUp: config.auth.requireEmailVerification,
      autoSignInAfterVerification: true,
      sendVerificationEmail: async ({ user, url }, request) => {
        const language = requestLanguage(request);
        await mail.send({ to: user.email, ...verifyEmailMail({ language, url }) });
      },
    },
    verification: { storeIdentifier: 'hashed' },
    databaseHooks: {
      account: {
        create: {
          // Runs inside better-auth's sign-up transaction, right after the user row:
          // the account and its credits exist together or not at all.
          before: async (account, ctx) => {
            if (ctx?.path !== '/sign-up/email') return;
            const adapter = await getCurrentAdapter(ctx.context.adapter);
            await adapter.create({
              model: 'credits',
              data: {
                userId: account.userId,
                amount: config.auth.signupCredits,
                updatedAt: clock(),
              },
            });
          },
        },
      },
    },
    hooks: {
      before: passwordPolicyHook({ db, clock }),
      after: createAuthMiddleware(async (ctx) => {
        if (ctx.path !== '/change-password' || isAPIError(ctx.context.returned)) return;
        const userId = ctx.context.session?.user.id;
        if (userId) await deletePendingResetTokens(userId);
      }),
    },
    rateLimit: {
      enabled: true,
      storage: 'database',
      // Limited by account, address and browser instead (auth-attempt-limits.ts), and
      // change-password per user by the policy hook: one address may host many writers.
      customRules: {
        '/sign-in/email': false,
        '/sign-up/email': false,
        '/request-password-reset': false,
        '/change-password': false,
      },
    },
    advanced: {
      cookiePrefix: 'plume',
      useSecureCookies: config.nodeEnv === 'production' || config.publicUrl.startsWith('https:'),
      // better-auth skips the origin check when NODE_ENV is test; ours always checks it.
      disableOriginCheck: false,
      // The client's address, read once through TRUST_PROXY's proxies (auth/client-ip.ts).
      ipAddress: { ipAddressHeaders: [CLIENT_IP_HEADER] },
      // Mails leave after the answer, so known and unknown addresses answer alike in time.
      backgroundTasks: { handler: (task) => void task },
    },
    logger: {
      level: 'warn',
      log: (level, message, ...args) => {
        logger[level]({ details: args.map(serializeError) }, `auth: ${message}`);
      },
    },
  });
}

export type Auth = ReturnType<typeof createAuth>;
