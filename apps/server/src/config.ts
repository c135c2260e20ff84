import path from 'node:path';
import { PACKAGE_IDS, type PackageId } from '@plume/core/credits';
import { BIBLE_BUDGET } from '@plume/core/generation/server';
import { DEFAULT_EXTERNAL_LINKS, type ExternalLinkTemplates } from '@plume/core/links';
import { z } from 'zod';
import { localOrigins } from './http/browser-public-url';
import { SERVER_ROOT } from './paths';

/** The only module that reads process.env: every setting of the server, typed. */
export interface Config {
  nodeEnv: 'development' | 'production' | 'test';
  port: number;
  /** Undefined listens on every interface, as Node does by default. */
  host: string | undefined;
  /** PUBLIC_URL, or http://localhost:<port>: the address of links in e-mails. */
  publicUrl: string;
  /**
   * Whether PUBLIC_URL was set. When not, links for the browser that asked follow the
   * local address it used (http/browser-public-url.ts).
   */
  publicUrlSet: boolean;
  logLevel: 'fatal' | 'error' | 'warn' | 'info' | 'debug' | 'trace' | 'silent';
  /** pretty: one readable line per event (development); json: one object per line. */
  logFormat: 'pretty' | 'json';
  /** Where local state lives: the PGlite database and the generated auth secret. */
  dataDir: string;
  database: { driver: 'pglite'; dataDir: string } | { driver: 'postgres'; url: string };
  /** The web app's build: dist/client is served as files, dist/server renders the pages. */
  webDistDir: string;
  /** Pages and their code from the web app's sources through Vite, reloaded as you edit. */
  webDevServer: boolean;
  /** Whether browsers get the build's source maps (they show the app's sources to anyone). */
  serveSourceMaps: boolean;
  /**
   * On SIGTERM/SIGINT, how long requests and generation streams in flight may run on
   * before they are cut (a cut generation gives its credit back).
   */
  shutdownTimeoutMs: number;
  links: ExternalLinkTemplates;
  auth: {
    /**
     * Signs session cookies and tokens. Required in production; elsewhere undefined means
     * "use the secret kept in DATA_DIR" (created on first start), so sessions survive a
     * restart without any setup.
     */
    secret: string | undefined;
    /** Origins allowed to call the auth endpoints with cookies (the app's own always is). */
    trustedOrigins: string[];
    /**
     * Proxies (IPs or CIDR ranges) whose X-Forwarded-For names the client for rate limits.
     * Empty: the socket's address is the client.
     */
    trustedProxies: string[];
    /** Sign-in waits for the e-mail link when true: on with SMTP (docs/PRODUCT.md, Accounts). */
    requireEmailVerification: boolean;
    /** Credits a new account starts with. */
    signupCredits: number;
  };
  mail: { transport: 'outbox' } | { transport: 'smtp'; url: string; from: string };
  /** The story engine: the offline generator unless an AI endpoint is configured. */
  engine: { kind: 'offline' } | ChatEngineConfig;
  /** The payment page: the app's own test checkout unless Stripe is configured. */
  payments: { provider: 'local-checkout' } | StripeConfig;
  providers: {
    database: 'pglite' | 'postgres';
    engine: 'offline' | 'openrouter' | 'openai-compatible';
    payments: 'local-checkout' | 'stripe';
    mail: 'outbox' | 'smtp';
  };
}

/** An OpenAI-compatible chat-completions endpoint (OpenRouter by default). */
export interface ChatEngineConfig {
  kind: 'openrouter' | 'openai-compatible';
  baseUrl: string;
  apiKey: string | undefined;
  model: string;
  /** Sent as HTTP-Referer and X-Title, which OpenRouter shows in its dashboards. */
  referer: string;
  title: string;
  timeouts: { connectMs: number; firstTokenMs: number; totalMs: number };
  /** The most characters of story bible cards a prompt quotes (docs/PRODUCT.md, The story bible). */
  bibleBudget: number;
}

/** Stripe Checkout, when its key is set (docs/PRODUCT.md, Purchase). */
export interface StripeConfig {
  provider: 'stripe';
  secretKey: string;
  /** Verifies webhook signatures; without it the webhook route is off and only the
   * success page's confirmation credits a purchase. */
  webhookSecret: string | undefined;
  /** A Stripe price per package; a package without one is sold with inline price data. */
  priceIds: Partial<Record<PackageId, string>>;
  /** Another address for Stripe's API (stripe-mock, tests); undefined is Stripe itself. */
  apiUrl: string | undefined;
}

export const OPENROUTER_BASE_URL = 'https://openrouter.ai/api/v1';
export const DEFAULT_AI_MODEL = 'anthropic/claude-sonnet-4';

export class ConfigError extends Error {
  override name = 'ConfigError';
}

/** Empty strings count as unset, so `PORT=` in a .env file means "use the default". */
const optional = <T extends z.ZodType>(schema: T) =>
  z.preprocess((value) => (value === '' ? undefined : value), schema.optional());

const postgresUrl = z.string().refine((value) => {
  try {
    const url = new URL(value);
    return (url.protocol === 'postgres:' || url.protocol === 'postgresql:') && url.hostname !== '';
  } catch {
    return false;
  }
}, 'expected a URL such as postgres://user:password@host:5432/database');

const httpUrl = z.string().refine((value) => {
  try {
    return ['http:', 'https:'].includes(new URL(value.replaceAll('{lang}', 'fr')).protocol);
  } catch {
    return false;
  }
}, 'expected an http(s) URL');

const milliseconds = z.coerce
  .number({ error: 'expected a number of milliseconds' })
  .int('expected a whole number of milliseconds')
  .min(1, 'expected a positive number of milliseconds');

const envSchema = z.object({
  NODE_ENV: optional(z.enum(['development', 'production', 'test'])),
  PORT: optional(
    z.coerce
      .number({ error: 'expected a port number' })
      .int('expected a whole port number')
      .min(0, 'expected a port between 0 and 65535')
      .max(65535, 'expected a port between 0 and 65535'),
  ),
  HOST: optional(z.string()),
  PUBLIC_URL: optional(httpUrl),
  LOG_LEVEL: optional(z.enum(['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent'])),
  LOG_FORMAT: optional(z.enum(['pretty', 'json'])),
  DATA_DIR: optional(z.string()),
  DATABASE_URL: optional(postgresUrl),
  WEB_DIST_DIR: optional(z.string()),
  WEB_DEV_SERVER: optional(
    z.enum(['true', 'false'], { error: 'expected true or false' }).transform((v) => v === 'true'),
  ),
  SERVE_SOURCE_MAPS: optional(
    z.enum(['true', 'false'], { error: 'expected true or false' }).transform((v) => v === 'true'),
  ),
  SUPPORT_URL: optional(httpUrl),
  REFUND_POLICY_URL: optional(httpUrl),
  AUTH_SECRET: optional(z.string().min(32, 'expected at least 32 characters')),
  TRUSTED_ORIGINS: optional(
    z
      .string()
      .transform((value) => value.split(',').map((origin) => origin.trim()))
      .pipe(
        z.array(
          z.url({ protocol: /^https?$/, error: 'expected http(s) origins, comma-separated' }),
        ),
      ),
  ),
  TRUST_PROXY: optional(
    z
      .string()
      .transform((value) => value.split(',').map((entry) => entry.trim()))
      .pipe(
        z.array(
          z.union([z.ipv4(), z.ipv6(), z.cidrv4(), z.cidrv6()], {
            error: 'expected IP addresses or CIDR ranges, comma-separated',
          }),
        ),
      ),
  ),
  REQUIRE_EMAIL_VERIFICATION: optional(
    z.enum(['true', 'false'], { error: 'expected true or false' }).transform((v) => v === 'true'),
  ),
  SIGNUP_CREDITS: optional(
    z.coerce
      .number({ error: 'expected a whole number' })
      .int('expected a whole number')
      .min(0, 'expected 0 or more'),
  ),
  SMTP_URL: optional(
    z.string().refine((value) => {
      try {
        return ['smtp:', 'smtps:'].includes(new URL(value).protocol);
      } catch {
        return false;
      }
    }, 'expected a URL such as smtp://user:password@mail.example:587'),
  ),
  MAIL_FROM: optional(z.string()),
  OPENROUTER_API_KEY: optional(z.string()),
  AI_BASE_URL: optional(httpUrl),
  AI_API_KEY: optional(z.string()),
  AI_MODEL: optional(z.string()),
  AI_CONNECT_TIMEOUT_MS: optional(milliseconds),
  AI_FIRST_TOKEN_TIMEOUT_MS: optional(milliseconds),
  AI_TOTAL_TIMEOUT_MS: optional(milliseconds),
  AI_BIBLE_BUDGET: optional(
    z.coerce
      .number({ error: 'expected a number of characters' })
      .int('expected a whole number of characters')
      .min(100, 'expected at least 100 characters')
      .max(20_000, 'expected at most 20000 characters'),
  ),
  SHUTDOWN_TIMEOUT_MS: optional(milliseconds),
  STRIPE_SECRET_KEY: optional(z.string()),
  STRIPE_WEBHOOK_SECRET: optional(z.string()),
  STRIPE_API_URL: optional(httpUrl),
  ...stripePriceVariables(),
});

/** STRIPE_PRICE_10_CREDITS ... STRIPE_PRICE_150_CREDITS: one optional Stripe price id each. */
function stripePriceVariables() {
  return Object.fromEntries(
    PACKAGE_IDS.map((id) => [stripePriceVariable(id), optional(z.string())]),
  ) as Record<`STRIPE_PRICE_${Uppercase<PackageId>}`, ReturnType<typeof optional<z.ZodString>>>;
}

function stripePriceVariable(id: PackageId) {
  return `STRIPE_PRICE_${id.toUpperCase() as Uppercase<PackageId>}` as const;
}

/**
 * Parses the environment. Throws a ConfigError whose message is one line naming the
 * first bad variable, so start-up can print it and exit.
 */
export function loadConfig(
  env: Record<string, string | undefined> = process.env,
  cwd = process.cwd(),
): Config {
  const parsed = envSchema.safeParse(env);
  if (!parsed.success) {
    const issue = parsed.error.issues[0];
    const name = String(issue?.path[0] ?? 'environment');
    const shown = env[name] === undefined ? '' : ` (got ${JSON.stringify(env[name])})`;
    throw new ConfigError(`Invalid ${name}: ${issue?.message ?? 'bad value'}${shown}`);
  }
  const vars = parsed.data;
  const port = vars.PORT ?? 3000;
  const dataDir = path.resolve(cwd, vars.DATA_DIR ?? 'data');
  const database: Config['database'] = vars.DATABASE_URL
    ? { driver: 'postgres', url: vars.DATABASE_URL }
    : { driver: 'pglite', dataDir };

  const nodeEnv = vars.NODE_ENV ?? 'development';
  if (nodeEnv === 'production' && !vars.AUTH_SECRET) {
    throw new ConfigError('Invalid AUTH_SECRET: required in production (32 characters or more)');
  }
  const publicUrl = (vars.PUBLIC_URL ?? `http://localhost:${port}`).replace(/\/+$/, '');
  const timeouts = {
    connectMs: vars.AI_CONNECT_TIMEOUT_MS ?? 15_000,
    firstTokenMs: vars.AI_FIRST_TOKEN_TIMEOUT_MS ?? 30_000,
    totalMs: vars.AI_TOTAL_TIMEOUT_MS ?? 120_000,
  };
  const chat = {
    model: vars.AI_MODEL ?? DEFAULT_AI_MODEL,
    referer: publicUrl,
    title: 'Plume',
    timeouts,
    bibleBudget: vars.AI_BIBLE_BUDGET ?? BIBLE_BUDGET,
  };
  const engine: Config['engine'] = vars.AI_BASE_URL
    ? {
        kind: 'openai-compatible',
        baseUrl: vars.AI_BASE_URL.replace(/\/+$/, ''),
        apiKey: vars.AI_API_KEY,
        ...chat,
      }
    : vars.OPENROUTER_API_KEY
      ? {
          kind: 'openrouter',
          baseUrl: OPENROUTER_BASE_URL,
          apiKey: vars.OPENROUTER_API_KEY,
          ...chat,
        }
      : { kind: 'offline' };
  const mail: Config['mail'] = vars.SMTP_URL
    ? {
        transport: 'smtp',
        url: vars.SMTP_URL,
        from: vars.MAIL_FROM ?? 'Plume <no-reply@localhost>',
      }
    : { transport: 'outbox' };
  const payments: Config['payments'] = vars.STRIPE_SECRET_KEY
    ? {
        provider: 'stripe',
        secretKey: vars.STRIPE_SECRET_KEY,
        webhookSecret: vars.STRIPE_WEBHOOK_SECRET,
        priceIds: Object.fromEntries(
          PACKAGE_IDS.flatMap((id) => {
            const priceId = vars[stripePriceVariable(id)];
            return priceId ? [[id, priceId]] : [];
          }),
        ),
        apiUrl: vars.STRIPE_API_URL,
      }
    : { provider: 'local-checkout' };

  return {
    nodeEnv,
    port,
    host: vars.HOST,
    publicUrl,
    publicUrlSet: vars.PUBLIC_URL !== undefined,
    logLevel: vars.LOG_LEVEL ?? 'info',
    logFormat: vars.LOG_FORMAT ?? (nodeEnv === 'production' ? 'json' : 'pretty'),
    dataDir,
    database,
    webDistDir: vars.WEB_DIST_DIR
      ? path.resolve(cwd, vars.WEB_DIST_DIR)
      : path.resolve(SERVER_ROOT, '../web/dist'),
    webDevServer: vars.WEB_DEV_SERVER ?? false,
    serveSourceMaps: vars.SERVE_SOURCE_MAPS ?? false,
    shutdownTimeoutMs: vars.SHUTDOWN_TIMEOUT_MS ?? 10_000,
    links: {
      support: vars.SUPPORT_URL ?? DEFAULT_EXTERNAL_LINKS.support,
      refundPolicy: vars.REFUND_POLICY_URL ?? DEFAULT_EXTERNAL_LINKS.refundPolicy,
    },
    auth: {
      secret: vars.AUTH_SECRET,
      trustedOrigins: [
        ...new Set([
          new URL(publicUrl).origin,
          // Without a PUBLIC_URL the app is on this machine, whichever local address the
          // browser uses: `npm start` opened at 127.0.0.1 must sign in as at localhost.
          // The same addresses the browser's links follow (http/browser-public-url.ts).
          ...(vars.PUBLIC_URL ? [] : localOrigins(port, vars.HOST)),
          ...(vars.TRUSTED_ORIGINS ?? []).map((origin) => new URL(origin).origin),
        ]),
      ],
      trustedProxies: vars.TRUST_PROXY ?? [],
      requireEmailVerification: vars.REQUIRE_EMAIL_VERIFICATION ?? mail.transport === 'smtp',
      signupCredits: vars.SIGNUP_CREDITS ?? 3,
    },
    mail,
    engine,
    payments,
    providers: {
      database: database.driver,
      engine: engine.kind,
      payments: payments.provider,
      mail: mail.transport,
    },
  };
}
