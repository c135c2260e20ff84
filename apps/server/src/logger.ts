import pino, { type Logger } from 'pino';
import pretty from 'pino-pretty';
import type { Config } from './config';

export type { Logger };

export function createLogger(config: Pick<Config, 'logLevel' | 'logFormat'>): Logger {
  const options = { level: config.logLevel };
  if (config.logFormat === 'json') return pino(options);
  // A synchronous stream rather than a transport: transports run in a worker thread that
  // must find pino-pretty on disk, which a bundled server cannot promise.
  return pino(
    options,
    pretty({
      colorize: true,
      translateTime: 'HH:MM:ss',
      ignore: 'pid,hostname',
      singleLine: true,
      sync: true,
    }),
  );
}
