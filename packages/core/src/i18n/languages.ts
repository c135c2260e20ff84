/** Interface languages, in the order the language switcher lists them. */
export const LANGUAGES = ['fr', 'en', 'es'] as const;

export type Language = (typeof LANGUAGES)[number];

/** French is both the default and the fallback language (docs/PRODUCT.md, Languages). */
export const DEFAULT_LANGUAGE: Language = 'fr';

/**
 * The cookie holding the writer's language choice: the web app writes it, and whatever
 * renders a page whose path names no language reads it (the web app's pages, the server's
 * own test checkout page).
 */
export const LANGUAGE_COOKIE = 'plume.language';

/** Wait between choosing a language and moving to its route (docs/PRODUCT.md, Languages). */
export const LANGUAGE_SWITCH_DELAY_MS = 100;

export function isLanguage(value: unknown): value is Language {
  return typeof value === 'string' && (LANGUAGES as readonly string[]).includes(value);
}

/**
 * Picks the first supported language from a list of BCP 47 tags such as
 * `navigator.languages` ("es-MX" -> "es"), or null when none is supported.
 */
export function pickSupportedLanguage(tags: readonly string[]): Language | null {
  for (const tag of tags) {
    const primary = tag.trim().toLowerCase().split(/[-_]/)[0];
    if (isLanguage(primary)) return primary;
  }
  return null;
}
