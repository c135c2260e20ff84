import { existsSync, readFileSync } from 'node:fs';
import { readFile, stat } from 'node:fs/promises';
import path from 'node:path';
import { matchRoute } from '@plume/core';
import type { MiddlewareHandler } from 'hono';
import type { SessionReader } from '../auth/session-reader';
import type { Config } from '../config';
import type { AppEnv } from '../http/app-env';
import type { Logger } from '../logger';
import { createAppShell, escapeAttribute } from './app-shell';
import { type AnswerInProcess, createSignedInPages } from './signed-in-pages';
import {
  createSignedOutPages,
  HOME_SCREENS,
  hasSessionCookie,
  pageLanguage,
  signedOutScreen,
} from './signed-out-pages';
import { createRendererLoader, RENDERER_PATH } from './web-renderer';

const CONTENT_TYPES: Record<string, string> = {
  '.html': 'text/html; charset=utf-8',
  '.js': 'text/javascript; charset=utf-8',
  '.css': 'text/css; charset=utf-8',
  '.json': 'application/json; charset=utf-8',
  '.svg': 'image/svg+xml',
  '.png': 'image/png',
  '.ico': 'image/x-icon',
  '.webp': 'image/webp',
  '.woff2': 'font/woff2',
  '.woff': 'font/woff',
  '.txt': 'text/plain; charset=utf-8',
  '.webmanifest': 'application/manifest+json',
};

/** The meta tag the web app reads its runtime settings from (no inline script: CSP). */
const CONFIG_META = /<meta name="plume-config" content="[^"]*"\s*\/?>/;

/** True when the Accept-Encoding header lists br without refusing it (q=0). */
function acceptsBrotli(header: string | undefined): boolean {
  return (header ?? '')
    .split(',')
    .map((entry) => entry.trim().toLowerCase().split(';'))
    .some(
      ([coding, ...params]) => coding === 'br' && !params.some((p) => /^\s*q=0(\.0*)?\s*$/.test(p)),
    );
}

/**
 * Serves the built single-page app: files from the web build, and index.html for every
 * other non-API path so that client-side routes survive a reload. A visitor without a
 * session gets the signed-out screens already drawn (signed-out-pages.ts), a signed-in
 * writer their desk (signed-in-pages.ts, from the API's answers: `answer` asks the app);
 * everyone else a page made to measure (app-shell.ts). Vite's hashed assets are cached
 * for good; pages are revalidated on every visit.
 */
export function serveWebApp(
  config: Config,
  sessions: SessionReader,
  logger: Logger,
  answer: AnswerInProcess,
): MiddlewareHandler<AppEnv> {
  const root = config.webDistDir;
  const indexPath = path.join(root, 'index.html');
  const shell = existsSync(indexPath)
    ? readFileSync(indexPath, 'utf8').replace(
        CONFIG_META,
        `<meta name="plume-config" content="${escapeAttribute(JSON.stringify({ links: config.links }))}" />`,
      )
    : null;
  const loadRenderer = createRendererLoader(root);
  const site =
    shell === null
      ? null
      : {
          appShell: createAppShell(shell),
          signedOutPage: createSignedOutPages({
            loadRenderer,
            template: shell,
            links: config.links,
            logger,
          }),
          signedInDesk: createSignedInPages({
            loadRenderer,
            template: shell,
            links: config.links,
            logger,
            answer,
          }),
        };
  const serverOnly = path.join(root, path.dirname(RENDERER_PATH)) + path.sep;

  return async (c, next) => {
    const requestPath = c.req.path;
    if (requestPath === '/api' || requestPath.startsWith('/api/')) return next();

    // Hono has already percent-decoded the path; normalising an absolute path cannot climb
    // above "/", and the prefix check below keeps every read inside the build folder.
    const filePath = path.join(root, path.normalize(requestPath));
    const extension = path.extname(filePath);
    // The pre-rendering code runs here, in the server; it is not part of the site.
    if (filePath.startsWith(serverOnly)) return next();
    if (filePath.startsWith(root + path.sep) && extension && extension !== '.html') {
      const file = await stat(filePath).catch(() => null);
      if (file?.isFile()) {
        const immutable = requestPath.startsWith('/assets/');
        const headers: Record<string, string> = {
          'Content-Type': CONTENT_TYPES[extension] ?? 'application/octet-stream',
          'Cache-Control': immutable
            ? 'public, max-age=31536000, immutable'
            : 'public, max-age=3600',
          Vary: 'Accept-Encoding',
        };
        // The web build writes a Brotli copy of its scripts and styles (vite.config.ts):
        // smaller than gzip on the fly, and no compression work per request. The compress
        // middleware leaves a response that already has a Content-Encoding alone.
        if (acceptsBrotli(c.req.header('Accept-Encoding'))) {
          const brotli = await readFile(`${filePath}.br`).catch(() => null);
          if (brotli) return c.body(brotli, 200, { ...headers, 'Content-Encoding': 'br' });
        }
        return c.body(await readFile(filePath), 200, headers);
      }
      // A missing asset is a 404, not the app: a stale tab asking for an old chunk must fail
      // loudly instead of parsing HTML as JavaScript.
      if (requestPath.startsWith('/assets/')) return next();
    }

    if (site === null) {
      return c.text('The web app is not built yet: run `npm run build`.', 503);
    }
    const request = {
      pathname: requestPath,
      signUp: c.req.query('signup'),
      cookie: c.req.header('Cookie'),
      acceptLanguage: c.req.header('Accept-Language'),
    };
    // The same address is drawn or not, and in which language, by these two headers.
    const headers = { 'Cache-Control': 'no-cache', Vary: 'Cookie, Accept-Language' };
    const screen = signedOutScreen(request);
    const drawn = screen && (await site.signedOutPage(screen));
    if (drawn) return c.html(drawn, 200, headers);

    const signedIn = hasSessionCookie(request.cookie)
      ? // The app asks again when it cannot be told (a database that does not answer).
        await sessions.read(c.req.raw.headers).catch(() => null)
      : null;
    const language = pageLanguage(request);
    if (!signedIn) return c.html(site.appShell(language, null), 200, headers);

    // A page naming the writer is theirs alone: no shared cache may keep it.
    const own = { ...headers, 'Cache-Control': 'private, no-cache' };
    const route = matchRoute(requestPath);
    const { pathname, search } = new URL(c.req.url);
    const desk =
      route &&
      HOME_SCREENS.has(route.id) &&
      (await site.signedInDesk({
        url: pathname + search,
        language,
        user: signedIn.user,
        cookie: request.cookie ?? '',
      }));
    return c.html(desk || site.appShell(language, signedIn.user), 200, own);
  };
}
