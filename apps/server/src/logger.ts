import { createRequire } from 'node:module';
import type { DestinationStream } from 'pino';
import pino, { type Logger } from 'pino';
import type { Config } from './config';

const require = createRequire(import.meta.url);

export type { Logger };

/**
 * What a database error says of itself that names no value: its SQLSTATE and where it
 * arose. Its detail, context and parameters quote the values sent (a note, a brief, an
 * idea), so they stay out of the log.
 */
const DATABASE_ERROR_FIELDS = [
  'message',
  'code',
  'severity',
  'schema',
  'table',
  'column',
  'constraint',
  'routine',
] as const;

/** The stack's frames without its first line, which repeats the message. */
function framesOf(error: Error): string | undefined {
  return error.stack
    ?.split('\n')
    .filter((line) => line.trimStart().startsWith('at '))
    .join('\n');
}

/**
 * pino's error serializer, made safe for what writers send: a failed query (Drizzle's
 * DrizzleQueryError, whose message lists the parameters) keeps its SQL and the number of
 * its parameters, and the driver's error under it only the fields above. Logs carry ids
 * and lengths, never a writer's text (decision 025).
 */
export function serializeError(error: unknown): unknown {
  if (!(error instanceof Error)) return error;
  const fields = error as unknown as Record<string, unknown>;
  const query =
    typeof fields.query === 'string'
      ? {
          query: fields.query,
          params: Array.isArray(fields.params) ? fields.params.length : 0,
        }
      : {};
  if ('code' in error && 'severity' in error) {
    const named = DATABASE_ERROR_FIELDS.flatMap((field) =>
      fields[field] === undefined || fields[field] === '' ? [] : [[field, fields[field]]],
    );
    return { type: error.name, ...Object.fromEntries(named), ...query };
  }
  if ('params' in query) {
    return {
      type: error.name,
      ...query,
      stack: framesOf(error),
      ...(error.cause === undefined ? {} : { cause: serializeError(error.cause) }),
    };
  }
  // pino's own serializer folds the causes' messages into the message: each is taken apart.
  const own = Object.entries(error).filter(
    ([key, value]) => key !== 'cause' && !(value instanceof Error),
  );
  return {
    type: error.constructor.name || error.name,
    message: error.message,
    stack: error.stack,
    ...Object.fromEntries(own),
    ...(error.cause === undefined ? {} : { cause: serializeError(error.cause) }),
  };
}

export function createLogger(
  config: Pick<Config, 'logLevel' | 'logFormat'>,
  destination?: DestinationStream,
): Logger {
  const options = { level: config.logLevel, serializers: { err: serializeError } };
  if (config.logFormat === 'json') return destination ? pino(options, destination) : pino(options);
  // A synchronous stream rather than a transport: transports run in a worker thread that
  // must find pino-pretty on disk, which a bundled server cannot promise. Loaded only
  // here: a server logging JSON does not hold it (about 10 MiB, docs/decisions/028).
  const pretty: typeof import('pino-pretty') = require('pino-pretty');
  return pino(
    options,
    pretty({
      colorize: true,
      translateTime: 'HH:MM:ss',
      ignore: 'pid,hostname',
      singleLine: true,
      sync: true,
      ...(destination ? { destination } : {}),
    }),
  );
}
