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
import { fillTemplate, type WebRenderer } from './web-renderer';

/**
 * The routes of the web app's HomePage: the auth card for a visitor, the desk for a
 * signed-in writer. What a visitor without a session sees at them is the same for everyone
 * in a language, so the server draws it once and sends it ready to show: the screen
 * appears as soon as the page and its style sheet arrive, before the app's scripts (issue
 * 9: a phone's first paint). The browser's app then takes the page over (web main.tsx).
 * A signed-in writer's desk is drawn for them (signed-in-pages.ts).
 */
export const HOME_SCREENS: ReadonlySet<RouteId> = new Set([
  'home',
  'signIn',
  'signUp',
  'forgotPassword',
]);

/** better-auth's session cookie (cookiePrefix "plume"), with or without `__Secure-`. */
const SESSION_COOKIE = /(?:^|;)\s*(?:__Secure-)?plume\.session_token=/;

/** The web app keeps the writer's language choice in this cookie as well (web i18n.ts). */
const LANGUAGE_COOKIE = /(?:^|;)\s*plume\.language=([^;]*)/;

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
  if (!match || !HOME_SCREENS.has(match.id)) return null;
  const path = match.language ? routePath(match.id, match.language) : neutralPath(match.id);
  return {
    url: request.signUp === 'true' ? `${path}?signup=true` : path,
    language: pageLanguage(request),
  };
}

function neutralPath(id: RouteId): string {
  return Object.entries(NEUTRAL_ROUTES).find(([, routeId]) => routeId === id)?.[0] ?? '/';
}

/**
 * Draws signed-out pages from `template` (index.html with its settings), each once per
 * process: they depend only on the screen, the language and the settings. Null when the
 * web build has no renderer or it fails; the browser then draws the page as it does for
 * everyone else.
 */
export function createSignedOutPages(options: {
  loadRenderer: () => Promise<WebRenderer | null>;
  template: string;
  links: ExternalLinkTemplates;
  logger: Logger;
}): (screen: SignedOutScreen) => Promise<string | null> {
  const pages = new Map<string, Promise<string | null>>();

  async function draw({ url, language }: SignedOutScreen): Promise<string | null> {
    const render = (await options.loadRenderer())?.renderSignedOutPage;
    if (!render) return null;
    const page = await render(url, language, { links: options.links });
    return fillTemplate(options.template, language, page, {
      rootAttributes: `data-signed-out-language="${language}"`,
    });
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
