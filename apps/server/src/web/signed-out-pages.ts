import { existsSync } from 'node:fs';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import {
  DEFAULT_LANGUAGE,
  type ExternalLinkTemplates,
  isLanguage,
  type Language,
  languageFromPath,
  matchRoute,
  NEUTRAL_ROUTES,
  type RouteId,
  routePath,
} from '@plume/core';
import { acceptedLanguage } from '../auth/request-language';
import type { Logger } from '../logger';

/**
 * What a visitor without a session sees at these routes is the same for everyone in a
 * language, so the server draws it once and sends it ready to show: the screen appears as
 * soon as the page and its style sheet arrive, before the app's scripts (issue 9: a
 * phone's first paint). The browser's app then takes the page over (web main.tsx).
 */
const SIGNED_OUT_SCREENS: ReadonlySet<RouteId> = new Set([
  'home',
  'signIn',
  'signUp',
  'forgotPassword',
]);

/** better-auth's session cookie (cookiePrefix "plume"), with or without `__Secure-`. */
const SESSION_COOKIE = /(?:^|;)\s*(?:__Secure-)?plume\.session_token=/;

/** The web app keeps the writer's language choice in this cookie as well (web i18n.ts). */
const LANGUAGE_COOKIE = /(?:^|;)\s*plume\.language=([^;]*)/;

/** The web build's server-side entry (apps/web/src/prerender), inside the web build. */
export const RENDERER_PATH = path.join('ssr', 'render-signed-out-page.mjs');

export interface SignedOutScreen {
  /** The path (and query) to draw, written the one way each screen is. */
  url: string;
  language: Language;
}

export interface PageRequest {
  pathname: string;
  /** The `signup` query parameter: "true" opens sign-up on any of these screens. */
  signUp: string | undefined;
  cookie: string | undefined;
  acceptLanguage: string | undefined;
}

/** True when the request carries a session cookie, live or not: only a read can tell. */
export function hasSessionCookie(cookie: string | undefined): boolean {
  return SESSION_COOKIE.test(cookie ?? '');
}

/**
 * The language the web app will show a page in, as it detects it: the route's, the stored
 * choice, the browser's, French. The app may still pick another (a choice kept only in
 * localStorage); a drawn page is then drawn again in that one.
 */
export function pageLanguage(request: PageRequest): Language {
  const chosen = LANGUAGE_COOKIE.exec(request.cookie ?? '')?.[1];
  return (
    languageFromPath(request.pathname) ??
    (isLanguage(chosen) ? chosen : null) ??
    acceptedLanguage(request.acceptLanguage) ??
    DEFAULT_LANGUAGE
  );
}

/**
 * The signed-out screen to send drawn, or null when the browser draws the page itself:
 * a session cookie (even a stale one), or any other screen.
 */
export function signedOutScreen(request: PageRequest): SignedOutScreen | null {
  if (hasSessionCookie(request.cookie)) return null;
  const match = matchRoute(request.pathname);
  if (!match || !SIGNED_OUT_SCREENS.has(match.id)) return null;
  const path = match.language ? routePath(match.id, match.language) : neutralPath(match.id);
  return {
    url: request.signUp === 'true' ? `${path}?signup=true` : path,
    language: pageLanguage(request),
  };
}

function neutralPath(id: RouteId): string {
  return Object.entries(NEUTRAL_ROUTES).find(([, routeId]) => routeId === id)?.[0] ?? '/';
}

type RenderSignedOutPage = (
  url: string,
  language: Language,
  config: { links: ExternalLinkTemplates },
) => Promise<{ html: string; title: string }>;

/**
 * Draws signed-out pages from `template` (index.html with its settings), each once per
 * process: they depend only on the screen, the language and the settings. Null when the
 * web build has no renderer (the Vite dev server, an older build) or it fails; the
 * browser then draws the page as it does for everyone else.
 */
export function createSignedOutPages(options: {
  webDistDir: string;
  template: string;
  links: ExternalLinkTemplates;
  logger: Logger;
}): (screen: SignedOutScreen) => Promise<string | null> {
  const rendererFile = path.join(options.webDistDir, RENDERER_PATH);
  let renderer: Promise<RenderSignedOutPage | null> | undefined;
  const pages = new Map<string, Promise<string | null>>();

  function loadRenderer(): Promise<RenderSignedOutPage | null> {
    renderer ??= existsSync(rendererFile)
      ? import(pathToFileURL(rendererFile).href).then(
          (module: { renderSignedOutPage: RenderSignedOutPage }) => module.renderSignedOutPage,
        )
      : Promise.resolve(null);
    return renderer;
  }

  async function draw({ url, language }: SignedOutScreen): Promise<string | null> {
    const render = await loadRenderer();
    if (!render) return null;
    const page = await render(url, language, { links: options.links });
    return fillTemplate(options.template, language, page);
  }

  return (screen) => {
    const key = `${screen.language} ${screen.url}`;
    let page = pages.get(key);
    if (!page) {
      page = draw(screen).catch((error: unknown) => {
        options.logger.error({ err: error, url: screen.url }, 'signed-out page not drawn');
        return null;
      });
      pages.set(key, page);
    }
    return page;
  };
}

/**
 * The page around the drawn screen. Its app starts once the page has painted: the app's
 * tag gives way to the web build's start-after-paint.js, which then loads it, and nothing
 * is preloaded. On a slow connection its code never competes with the page, its style
 * sheet and its fonts: the screen is readable much sooner, the app takes it over a little
 * later (docs/decisions/015). Functions as replacements, so a `$&` in the page is text,
 * not a pattern.
 */
function fillTemplate(
  template: string,
  language: Language,
  page: { html: string; title: string },
): string | null {
  const root = '<div id="root"></div>';
  const app = /<script type="module" crossorigin src="([^"]+)"><\/script>/;
  if (!template.includes(root) || !app.test(template)) return null;
  return template
    .replace(/<html lang="[^"]*"/, () => `<html lang="${language}"`)
    .replace(/<title>[^<]*<\/title>/, () => `<title>${escapeText(page.title)}</title>`)
    .replaceAll(/\s*<link rel="modulepreload"[^>]*>/g, '')
    .replace(
      app,
      (_tag, src: string) =>
        `<script defer src="/start-after-paint.js" data-app="${src}"></script>`,
    )
    .replace(
      root,
      () => `<div id="root" data-signed-out-language="${language}">${page.html}</div>`,
    );
}

function escapeText(value: string): string {
  return value.replaceAll('&', '&amp;').replaceAll('<', '&lt;').replaceAll('>', '&gt;');
}
