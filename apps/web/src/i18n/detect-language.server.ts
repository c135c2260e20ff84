import {
  acceptedLanguage,
  DEFAULT_LANGUAGE,
  isLanguage,
  LANGUAGE_COOKIE,
  type Language,
  languageFromPath,
} from '@plume/core';
import { parse } from 'cookie';

/**
 * The language a page is rendered in (SPEC.md section 2): the one its path forces (/en,
 * /reset-password), else the writer's stored choice, else the browser's languages, else
 * French.
 */
export function detectLanguage(request: Request): Language {
  const stored = parse(request.headers.get('cookie') ?? '')[LANGUAGE_COOKIE];
  return (
    languageFromPath(new URL(request.url).pathname) ??
    (isLanguage(stored) ? stored : null) ??
    acceptedLanguage(request.headers.get('accept-language')) ??
    DEFAULT_LANGUAGE
  );
}
