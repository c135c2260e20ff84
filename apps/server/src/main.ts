import { resolveAuthSecret } from './auth/auth-secret';
import { type Config, ConfigError, loadConfig } from './config';
import { sweepExpiredHolds } from './credits/credit-holds';
import { openDatabase } from './db/client';
import { shutDownGracefully } from './http/graceful-shutdown';
import { createLifecycle } from './http/lifecycle';
import { listen } from './http/listen';
import { createLogger } from './logger';
import { startupWarnings } from './startup-warnings';
import { setSmallFootprint } from './v8-flags';

/** A cutoff later than any hold's expiry. */
const EVERY_HOLD = new Date('9999-12-31T00:00:00Z');

function readConfig(): Config {
  try {
    return loadConfig();
  } catch (error) {
    if (error instanceof ConfigError) {
      process.stderr.write(`Configuration error: ${error.message}\n`);
      process.exit(1);
    }
    throw error;
  }
}

function describeDatabase(config: Config): string {
  if (config.database.driver === 'pglite') return `PGlite in ${config.database.dataDir}`;
  const url = new URL(config.database.url);
  return `PostgreSQL at ${url.hostname}:${url.port || 5432}${url.pathname}`;
}

async function main() {
  const started = performance.now();
  const config = readConfig();
  setSmallFootprint(config.database.driver);
  const logger = createLogger(config);

  // The app's modules (better-auth above all) load while PGlite reads and compiles its
  // WebAssembly in the background: start-up is the longer of the two, not their sum.
  const appModule = import('./app');
  const database = await openDatabase(config.database).catch((error: unknown) => {
    logger.fatal({ err: error }, `cannot open the database (${describeDatabase(config)})`);
    process.exit(1);
  });
  const opened = performance.now();
  await database.migrate().catch(async (error: unknown) => {
    logger.fatal({ err: error }, `cannot apply migrations (${describeDatabase(config)})`);
    await database.close();
    process.exit(1);
  });
  const migrated = performance.now();

  // Holds left by a crash (this instance's or another's) give their credit back once they
  // expire. At start-up on PGlite every hold is left over: no other process can open its
  // folder, so a generation in flight died with the previous process.
  const sweepHolds = (cutoff = new Date()) =>
    sweepExpiredHolds(database.db, cutoff)
      .then((released) => {
        if (released > 0) logger.warn({ released }, 'expired credit holds released');
      })
      .catch((error: unknown) => logger.error({ err: error }, 'credit hold sweep failed'));
  // Before listening: on PGlite a hold taken by a first request must not be swept as a
  // leftover.
  await sweepHolds(database.driver === 'pglite' ? EVERY_HOLD : new Date());
  const sweeper = setInterval(sweepHolds, 60_000);
  sweeper.unref();

  const authSecret = await resolveAuthSecret(config);
  const lifecycle = createLifecycle();
  const { createApp } = await appModule;
  const webDevServer = config.webDevServer
    ? await import('./pages/vite-dev-server').then(({ createWebDevServer }) => createWebDevServer())
    : null;
  const app = createApp({
    config,
    database,
    logger,
    authSecret,
    lifecycle,
    ...(webDevServer ? { loadPages: webDevServer.loadBuild } : {}),
  });
  const server = await listen(app, config.port, config.host, webDevServer?.middlewares);

  // SIGTERM (an orchestrator) or SIGINT (Ctrl-C): drain, then close the database. A second
  // signal cuts what is still in flight at once. Handled from the moment requests can come.
  let hurry: (() => void) | undefined;
  const hurried = new Promise<void>((resolve) => {
    hurry = resolve;
  });
  let stopping = false;
  const stop = async (signal: string) => {
    if (stopping) {
      hurry?.();
      return;
    }
    stopping = true;
    clearInterval(sweeper);
    logger.info(`${signal} received: stopping`);
    await shutDownGracefully({
      server,
      lifecycle,
      graceMs: config.shutdownTimeoutMs,
      logger,
      hurry: hurried,
    });
    await webDevServer?.close();
    await database.close();
    logger.info('stopped');
    process.exit(0);
  };
  process.on('SIGINT', () => void stop('SIGINT'));
  process.on('SIGTERM', () => void stop('SIGTERM'));
  const publicUrl = config.publicUrl;
  logger.info(
    {
      url: publicUrl,
      startupMs: Math.round(performance.now() - started),
      // Where start-up time goes: opening the database (PGlite's WebAssembly), then checking
      // the migrations and refreshing PGlite's statistics.
      openDatabaseMs: Math.round(opened - started),
      migrateMs: Math.round(migrated - opened),
      providers: config.providers,
    },
    [
      `Plume is ready on ${publicUrl}`,
      `  database:     ${config.providers.database} (${describeDatabase(config)})`,
      `  story engine: ${config.providers.engine}`,
      `  payments:     ${config.providers.payments}`,
      `  mail:         ${config.providers.mail}`,
    ].join('\n'),
  );

  for (const warning of startupWarnings(config)) logger.warn(warning);
}

await main();
