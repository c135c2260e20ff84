import {
  DEFAULT_LANGUAGE,
  isLanguage,
  LANGUAGE_COOKIE,
  LANGUAGES,
  type Language,
} from '@plume/core';
import i18n from 'i18next';
import resourcesToBackend from 'i18next-resources-to-backend';
import { initReactI18next } from 'react-i18next';

export const LANGUAGE_STORAGE_KEY = 'plume.language';

const ONE_YEAR_IN_SECONDS = 365 * 24 * 60 * 60;

/**
 * The browser's translator, started in the language the server rendered the page in (the
 * document's lang, see root.tsx), so hydration finds the same text. Each language's
 * messages are a separate chunk, fetched when first needed: the promise settles once the
 * page's have arrived.
 */
export function initI18n(language: Language): Promise<unknown> {
  return i18n
    .use(resourcesToBackend((lng: string) => import(`./locales/${lng}.json`)))
    .use(initReactI18next)
    .init({
      lng: language,
      supportedLngs: [...LANGUAGES],
      // Every language has every key (locales.test.ts): a supported language needs no
      // fallback, and loading French beside English would be bytes for nothing.
      fallbackLng: (code: string) => (isLanguage(code) ? [] : [DEFAULT_LANGUAGE]),
      load: 'languageOnly',
      interpolation: { escapeValue: false },
    });
}

/**
 * Remembers the writer's language in localStorage (docs/PRODUCT.md, "Languages") and in the cookie
 * the server reads for routes without a language of their own (/, /connexion); written only
 * when it changes.
 */
export function rememberLanguage(language: Language) {
  try {
    if (localStorage.getItem(LANGUAGE_STORAGE_KEY) !== language) {
      localStorage.setItem(LANGUAGE_STORAGE_KEY, language);
    }
  } catch {
    // Storage refused (a private mode): the cookie still remembers.
  }
  const cookie = `${LANGUAGE_COOKIE}=${language}`;
  if (!document.cookie.split('; ').includes(cookie)) {
    // biome-ignore lint/suspicious/noDocumentCookie: the Cookie Store API is newer than the browsers the app supports
    document.cookie = `${cookie}; Max-Age=${ONE_YEAR_IN_SECONDS}; Path=/; SameSite=Lax`;
  }
}

/** The interface language as one of fr, en, es, outside React (the API client). */
export function currentLanguage(): Language {
  const language = i18n.resolvedLanguage;
  return isLanguage(language) ? language : DEFAULT_LANGUAGE;
}

export { i18n };
