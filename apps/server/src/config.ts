import path from 'node:path';
import { DEFAULT_EXTERNAL_LINKS, type ExternalLinkTemplates } from '@plume/core';
import { z } from 'zod';
import { SERVER_ROOT } from './paths';

/** The only module that reads process.env: every setting of the server, typed. */
export interface Config {
  nodeEnv: 'development' | 'production' | 'test';
  port: number;
  /** Undefined listens on every interface, as Node does by default. */
  host: string | undefined;
  publicUrl: string;
  logLevel: 'fatal' | 'error' | 'warn' | 'info' | 'debug' | 'trace' | 'silent';
  /** pretty: one readable line per event (development); json: one object per line. */
  logFormat: 'pretty' | 'json';
  database: { driver: 'pglite'; dataDir: string } | { driver: 'postgres'; url: string };
  webDistDir: string;
  links: ExternalLinkTemplates;
  providers: {
    database: 'pglite' | 'postgres';
    engine: 'offline';
    payments: 'local-checkout';
    mail: 'outbox';
  };
}

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
  SUPPORT_URL: optional(httpUrl),
  REFUND_POLICY_URL: optional(httpUrl),
});

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
  const database: Config['database'] = vars.DATABASE_URL
    ? { driver: 'postgres', url: vars.DATABASE_URL }
    : { driver: 'pglite', dataDir: path.resolve(cwd, vars.DATA_DIR ?? 'data') };

  const nodeEnv = vars.NODE_ENV ?? 'development';

  return {
    nodeEnv,
    port,
    host: vars.HOST,
    publicUrl: (vars.PUBLIC_URL ?? `http://localhost:${port}`).replace(/\/+$/, ''),
    logLevel: vars.LOG_LEVEL ?? 'info',
    logFormat: vars.LOG_FORMAT ?? (nodeEnv === 'production' ? 'json' : 'pretty'),
    database,
    webDistDir: vars.WEB_DIST_DIR
      ? path.resolve(cwd, vars.WEB_DIST_DIR)
      : path.resolve(SERVER_ROOT, '../web/dist'),
    links: {
      support: vars.SUPPORT_URL ?? DEFAULT_EXTERNAL_LINKS.support,
      refundPolicy: vars.REFUND_POLICY_URL ?? DEFAULT_EXTERNAL_LINKS.refundPolicy,
    },
    providers: {
      database: database.driver,
      engine: 'offline',
      payments: 'local-checkout',
      mail: 'outbox',
    },
  };
}
