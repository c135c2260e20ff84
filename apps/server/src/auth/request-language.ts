import { acceptedLanguage, DEFAULT_LANGUAGE, isLanguage, type Language } from '@plume/core';

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
