import { existsSync } from 'node:fs';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import { serveStatic } from '@hono/node-server/serve-static';
import { Hono, type MiddlewareHandler } from 'hono';
import { createRequestHandler, type ServerBuild } from 'react-router';
import type { AppEnv } from '../http/app-env';
import { AppError } from '../http/app-error';
import { createPageContext, type PageReaders } from './create-page-context';

export interface PageDependencies extends PageReaders {
  /** The web app's server build: dist/server, or the sources through Vite in development. */
  loadBuild: () => Promise<ServerBuild>;
  /** This response's CSP nonce (http/security-headers.ts). */
  nonceOf: (c: Parameters<MiddlewareHandler<AppEnv>>[0]) => string;
}

/**
 * Every path that is not the API: a file of the web build, or a page React Router renders
 * (apps/web/src/app). Its loaders read what they need through the PageContext, in this
 * process. Hashed assets are cached for good; pages are revalidated on every visit.
 */
export function pageRoutes({ loadBuild, nonceOf, ...deps }: PageDependencies) {
  const { config } = deps;
  const app = new Hono<AppEnv>();
  // The API's own routes, and its 404, answer everything under /api.
  const skipApi =
    (handler: MiddlewareHandler<AppEnv>): MiddlewareHandler<AppEnv> =>
    (c, next) =>
      c.req.path === '/api' || c.req.path.startsWith('/api/') ? next() : handler(c, next);
  // With the Vite dev server, Vite serves the files itself, from the sources.
  if (!config.webDevServer) {
    const root = path.join(config.webDistDir, 'client');
    // The build writes source maps without naming them in the scripts; they reach a browser
    // only when SERVE_SOURCE_MAPS asks, through the SourceMap header.
    if (!config.serveSourceMaps) app.all('/assets/*', skipSourceMaps);
    app.use(
      '/assets/*',
      serveStatic({
        root,
        precompressed: true,
        onFound: (file, c) => {
          c.header('Cache-Control', 'public, max-age=31536000, immutable');
          if (config.serveSourceMaps && /\.(?:js|css)$/.test(file)) {
            c.header('SourceMap', `${c.req.path}.map`);
          }
        },
      }),
    );
    // A stale tab asking for a chunk of an older build must fail loudly, not get a page.
    app.all('/assets/*', (c) => c.notFound());
    app.use(
      '*',
      skipApi(
        serveStatic({
          root,
          precompressed: true,
          onFound: (_path, c) => c.header('Cache-Control', 'public, max-age=3600'),
        }),
      ),
    );
  }

  const render = createRequestHandler(
    loadBuild,
    config.nodeEnv === 'production' ? 'production' : 'development',
  );
  // Pages are only read: the app writes through the API, and a form posted to a page
  // (before the app hydrated it, or from elsewhere) is not React Router's to act on.
  app.on(
    ['GET', 'HEAD'],
    '*',
    skipApi(async (c) => {
      const context = await createPageContext(c, { ...deps, nonce: nonceOf(c) });
      return render(c.req.raw, context);
    }),
  );
  return app;
}

/** A source map asked for while they are not served: as unknown as any missing file. */
const skipSourceMaps: MiddlewareHandler<AppEnv> = async (c, next) => {
  if (c.req.path.endsWith('.map')) return c.notFound();
  await next();
};

/**
 * The web app's production server build, imported once; a missing build answers every
 * page with 503 and says how to make it.
 */
export function loadBuiltPages(webDistDir: string): () => Promise<ServerBuild> {
  const file = path.join(webDistDir, 'server', 'index.js');
  let build: Promise<ServerBuild> | undefined;
  return async () => {
    if (!existsSync(file)) {
      throw new AppError('errors.webAppNotBuilt', {
        message: 'The web app is not built yet: run `npm run build`.',
        status: 503,
      });
    }
    build ??= import(pathToFileURL(file).href) as Promise<ServerBuild>;
    return build;
  };
}
