import {
  DEFAULT_LANGUAGE,
  isLanguage,
  LANGUAGE_COOKIE,
  type Language,
  pickSupportedLanguage,
} from '@plume/core/i18n';
import { languageFromPath } from '@plume/core/routes';
import type { Context } from 'hono';
import { getCookie } from 'hono/cookie';
import { parseAccept } from 'hono/utils/accept';

/** Set by the web app on every API call: the language the writer is using right now. */
export const LANGUAGE_HEADER = 'x-plume-language';

/**
 * The language to write a mail in: the one the writer is using in the app, else the
 * browser's preference, else French.
 */
export function requestLanguage(request: Request | undefined): Language {
  const chosen = request?.headers.get(LANGUAGE_HEADER);
  if (isLanguage(chosen)) return chosen;
  return browserLanguage(request?.headers.get('accept-language')) ?? DEFAULT_LANGUAGE;
}

/**
 * The language a page is rendered in (docs/PRODUCT.md, "Languages"): the one its path
 * forces (/en, /reset-password), else the writer's stored choice, else the browser's
 * preference, else French. A page load carries no language header, only the cookie.
 */
export function pageLanguage(c: Context): Language {
  const forced = languageFromPath(pagePath(c.req.path));
  if (forced) return forced;
  const stored = getCookie(c, LANGUAGE_COOKIE);
  if (isLanguage(stored)) return stored;
  return browserLanguage(c.req.header('accept-language')) ?? DEFAULT_LANGUAGE;
}

/**
 * The supported language an Accept-Language header prefers most, or null: highest q-value
 * first (`fr;q=0.1, es;q=0.9` is Spanish), header order between equals, q=0 refused, a
 * region counting for its language (`es-MX` is Spanish). Parsed by Hono's Accept parser,
 * the one its language detector uses; that detector cannot serve the mails, which have
 * only the Request.
 */
export function browserLanguage(header: string | null | undefined): Language | null {
  if (!header) return null;
  const wanted = parseAccept(header).filter(({ q }) => q > 0);
  return pickSupportedLanguage(wanted.map(({ type }) => type));
}

/**
 * The page a request is for. React Router's client asks for a page's loader data at the
 * page's path with `.data` added (`/es.data`), `/_root.data` for the root, and `_.data`
 * after a trailing slash: the language the path forces is that page's.
 */
export function pagePath(requestPath: string): string {
  if (requestPath === '/_root.data') return '/';
  return requestPath.replace(/(?:\/_)?\.data$/, '') || '/';
}
