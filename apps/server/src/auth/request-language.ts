import {
  acceptedLanguage,
  DEFAULT_LANGUAGE,
  isLanguage,
  LANGUAGE_COOKIE,
  type Language,
} from '@plume/core';
import type { Context } from 'hono';
import { getCookie } from 'hono/cookie';

/** Set by the web app on every API call: the language the writer is using right now. */
export const LANGUAGE_HEADER = 'x-plume-language';

/**
 * The language to write a mail in: the one the writer is using in the app, else the
 * browser's preference, else French.
 */
export function requestLanguage(request: Request | undefined): Language {
  const chosen = request?.headers.get(LANGUAGE_HEADER);
  if (isLanguage(chosen)) return chosen;
  return acceptedLanguage(request?.headers.get('accept-language')) ?? DEFAULT_LANGUAGE;
}

/**
 * The language of a page the server renders itself, found as the web app finds it for a
 * path that names none (apps/web/src/i18n/detect-language.server.ts): the writer's stored
 * choice, else the browser's preference, else French. A page load carries no language
 * header, only the cookie.
 */
export function pageLanguage(c: Context): Language {
  const stored = getCookie(c, LANGUAGE_COOKIE);
  if (isLanguage(stored)) return stored;
  return acceptedLanguage(c.req.header('accept-language')) ?? DEFAULT_LANGUAGE;
}
