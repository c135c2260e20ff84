import type { RandomSource } from '@plume/core/genres';
import { exportFileLimits } from '@plume/core/passwords';
import { Hono } from 'hono';
import { bodyLimit } from 'hono/body-limit';
import { requestId } from 'hono/request-id';
import type { ServerBuild } from 'react-router';
import { accountRoutes } from './account/account-routes';
import { recordAttempt } from './auth/attempt-limiter';
import { authRoutes } from './auth/auth-routes';
import { createAuth } from './auth/create-auth';
import { meRoutes } from './auth/me-routes';
import { passwordResetRoutes } from './auth/password-reset-routes';
import { createSessionReader } from './auth/read-session';
import { isResetTokenValid } from './auth/reset-tokens';
import { cardRoutes } from './bible/bible-routes';
import { createBibleService } from './bible/bible-service';
import { type Clock, systemClock } from './clock';
import type { Config } from './config';
import { confirmCheckout } from './credits/confirm-checkout';
import { createPayments, paymentRoutes } from './credits/payment-routes';
import type { Database } from './db/database';
import { createStoryEngine } from './generation/engines/create-story-engine';
import { generationRoutes } from './generation/generation-routes';
import { loadGenreCatalogues } from './genres/genre-catalogues';
import { genreRoutes } from './genres/genre-routes';
import { healthRoutes } from './health/health-routes';
import { readyRoutes } from './health/ready-routes';
import { historyRoutes } from './history/history-routes';
import { createHistoryService } from './history/history-service';
import type { AppEnv } from './http/app-env';
import { AppError, tooManyAttempts } from './http/app-error';
import { clientAddressOf, isLoopbackUrl } from './http/client-address';
import { compressAnswers } from './http/compress-answers';
import { databaseOutage } from './http/database-outage';
import { handleError, handleNotFound } from './http/error-handler';
import { createLifecycle, type Lifecycle, trackRequests } from './http/lifecycle';
import { requestLogger } from './http/request-logger';
import { sameOrigin } from './http/same-origin';
import { securityHeaders } from './http/security-headers';
import type { Logger } from './logger';
import { createMailTransport } from './mail/create-mail-transport';
import { devMailboxRoutes } from './mail/dev-mailbox-routes';
import { outlineRoutes, structureRoutes } from './outlines/outline-routes';
import { createOutlineService } from './outlines/outline-service';
import { appStylesheet } from './pages/app-stylesheet';
import { loadBuiltPages, pageRoutes } from './pages/page-routes';
import { createShareService } from './shares/share-service';
import { limitSharedPageVisits, sharedPageHeaders } from './shares/shared-pages';

export interface AppDependencies {
  config: Config;
  database: Database;
  logger: Logger;
  /** Signs session cookies (auth/auth-secret.ts resolves it at start-up). */
  authSecret: string;
  clock?: Clock;
  /** Chooses genres in random-genres mode and the lead's gender on a tie. */
  random?: RandomSource;
  /** Readiness and the work a graceful shutdown waits for (main.ts drives it). */
  lifecycle?: Lifecycle;
  /** The web app's server build; the one in `config.webDistDir` by default. */
  loadPages?: () => Promise<ServerBuild>;
}

/** Larger than any legitimate request (a few genres and a style); anything bigger is refused. */
export const MAX_BODY_BYTES = 64 * 1024;

/** Builds the whole HTTP app; main.ts serves it and the integration tests call it over HTTP. */
export function createApp({
  config,
  database,
  logger,
  authSecret,
  clock = systemClock,
  random = Math.random,
  lifecycle = createLifecycle(),
  loadPages = loadBuiltPages(config.webDistDir),
}: AppDependencies) {
  const app = new Hono<AppEnv>();
  const mail = createMailTransport(config, database.db, logger);
  const auth = createAuth({ config, database, logger, mail, secret: authSecret, clock });
  const sessions = createSessionReader(auth);

  app.use(requestId());
  app.use(clientAddressOf(config.auth.trustedProxies));
  app.use(requestLogger(logger));
  app.use(trackRequests(lifecycle));
  app.use('/s/*', sharedPageHeaders);
  app.use(securityHeaders({ webDevServer: config.webDevServer }));
  app.use(compressAnswers());
  app.use('/api/*', databaseOutage(database));
  app.use(sameOrigin(config.auth.trustedOrigins));
  const limitBody = bodyLimit({
    maxSize: MAX_BODY_BYTES,
    onError: () => {
      throw new AppError('errors.payloadTooLarge', {
        message: 'Request body too large',
        status: 413,
      });
    },
  });
  // GET and HEAD have no body; merely asking for one makes @hono/node-server build a whole
  // Fetch Request, a tenth of a health check's time (docs/decisions/013).
  app.use('/api/*', (c, next) =>
    c.req.method === 'GET' || c.req.method === 'HEAD' ? next() : limitBody(c, next),
  );

  app.route('/api/health', healthRoutes(config, database));
  app.route('/api/ready', readyRoutes(lifecycle));
  app.route(
    '/api/auth',
    authRoutes(auth, {
      db: database.db,
      clock,
      secret: authSecret,
      secureCookies: Boolean(auth.options.advanced?.useSecureCookies),
    }),
  );
  app.route('/api/password-reset', passwordResetRoutes(auth, clock));
  app.route('/api/me', meRoutes(sessions, database.db));
  const genres = loadGenreCatalogues();
  app.route('/api/genres', genreRoutes(genres));
  const bible = createBibleService({ db: database.db });
  app.route(
    '/api/generations',
    generationRoutes(
      sessions,
      {
        db: database.db,
        bible,
        genres,
        engine: createStoryEngine(config, random),
        clock,
        random,
        logger,
      },
      lifecycle,
    ),
  );
  const history = createHistoryService({ db: database.db, genres, logger });
  const outlines = createOutlineService({
    db: database.db,
    chat: config.engine.kind === 'offline' ? null : config.engine,
    bible,
    genres,
    clock,
    random,
    logger,
  });
  const shares = createShareService({
    db: database.db,
    secret: authSecret,
    publicUrl: config.publicUrl,
    genres,
    bible,
    outlines,
  });
  app.route(
    '/api/history',
    historyRoutes(sessions, history, genres, bible, outlines, shares, lifecycle, async (userId) => {
      const verdict = await recordAttempt(database.db, exportFileLimits(userId), clock());
      if (!verdict.allowed) throw tooManyAttempts(verdict.retryAfterSeconds);
    }),
  );
  app.route('/api/outlines', outlineRoutes(sessions, outlines, lifecycle));
  app.route('/api/structures', structureRoutes());
  app.route('/api/cards', cardRoutes(sessions, bible));
  app.route(
    '/api/account',
    accountRoutes(sessions, {
      db: database.db,
      history,
      bible,
      shares,
      auth,
      mail,
      clock,
      logger,
    }),
  );

  const payments = createPayments(config.payments);
  // The pages the server writes itself link the web app's stylesheet.
  const stylesheet = appStylesheet(loadPages);
  app.route('/', paymentRoutes(sessions, { config, db: database.db, clock, payments, stylesheet }));

  // The mailbox shows every user's links: only with the outbox, and only to this machine
  // (mail/dev-mailbox-routes.ts).
  if (config.mail.transport === 'outbox' && isLoopbackUrl(config.publicUrl)) {
    app.route('/', devMailboxRoutes(database.db, stylesheet));
  }
  app.use('/s/*', limitSharedPageVisits(database.db, clock));
  app.route(
    '/',
    pageRoutes({
      config,
      sessions,
      db: database.db,
      history,
      bible,
      outlines,
      shares,
      logger,
      resetTokenValid: async (token) => isResetTokenValid(await auth.$context, token, clock()),
      confirmCheckout: (userId, sessionId) =>
        confirmCheckout(database.db, payments.provider, userId, sessionId, clock()),
      loadBuild: loadPages,
      nonceOf: (c) => c.get('secureHeadersNonce') ?? '',
    }),
  );
  app.notFound(handleNotFound);
  app.onError(handleError);
  return app;
}

export type App = ReturnType<typeof createApp>;
