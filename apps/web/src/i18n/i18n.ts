import {
  DEFAULT_LANGUAGE,
  isLanguage,
  LANGUAGES,
  type Language,
  languageFromPath,
  pickSupportedLanguage,
} from '@plume/core';
import i18n from 'i18next';
import LanguageDetector, { type CustomDetector } from 'i18next-browser-languagedetector';
import resourcesToBackend from 'i18next-resources-to-backend';
import { initReactI18next } from 'react-i18next';

export const LANGUAGE_STORAGE_KEY = 'plume.language';

/** The same choice as a cookie, for the server's pre-drawn signed-out pages. */
export const LANGUAGE_COOKIE = 'plume.language';
const ONE_YEAR_IN_SECONDS = 365 * 24 * 60 * 60;

/**
 * The writer's stored choice. Read here rather than by the detector's own localStorage
 * lookup, which first writes and removes a test key: a write at every start, in the task
 * that starts the app (issue 9: total blocking time).
 */
const storedChoice: CustomDetector = {
  name: 'storedChoice',
  lookup: () => {
    try {
      return localStorage.getItem(LANGUAGE_STORAGE_KEY) ?? undefined;
    } catch {
      return undefined;
    }
  },
};

/**
 * Language: the one a route forces (/en/..., /reset-password), otherwise the stored
 * choice, then the browser's languages, then the page's lang attribute (SPEC.md section 2);
 * French when nothing matches. The choice is remembered in localStorage, and in a cookie the
 * server reads to draw a signed-out page in the same language before any script runs.
 * Each language's messages are a separate chunk, fetched when first needed: the promise
 * settles once the detected language's have arrived.
 */
export function initI18n(pathname: string): Promise<unknown> {
  const forced = languageFromPath(pathname);
  const detector = new LanguageDetector();
  detector.addDetector(storedChoice);
  const ready = i18n
    .use(detector)
    .use(resourcesToBackend((language: string) => import(`./locales/${language}.json`)))
    .use(initReactI18next)
    .init({
      ...(forced ? { lng: forced } : {}),
      supportedLngs: [...LANGUAGES],
      // Every language has every key (locales.test.ts), so a supported language needs no
      // fallback: loading French beside English or Spanish would be bytes for nothing.
      fallbackLng: (code: string) => (isLanguage(code) ? [] : [DEFAULT_LANGUAGE]),
      load: 'languageOnly',
      nonExplicitSupportedLngs: true,
      interpolation: { escapeValue: false },
      detection: {
        order: [storedChoice.name, 'cookie', 'navigator', 'htmlTag'],
        lookupCookie: LANGUAGE_COOKIE,
        // rememberLanguage writes them, and only when they change.
        caches: [],
        // Browsers report regional tags (es-MX); keep only the language we support.
        convertDetectedLanguage: (tag: string) => pickSupportedLanguage([tag]) ?? tag,
      },
    });
  i18n.on('languageChanged', rememberLanguage);
  i18n.on('languageChanged', reflectLanguageInDocument);
  reflectLanguageInDocument();
  return ready;
}

/**
 * Remembers the language in localStorage and in the cookie when they hold another: the
 * detector's own caches write both at every start, each a write the page waits on, in the
 * task that starts the app. The cookie thus lasts a year from the last change.
 */
function rememberLanguage(language: string) {
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
    document.cookie = `${cookie}; Max-Age=${ONE_YEAR_IN_SECONDS}; Path=/; SameSite=Strict`;
  }
}

/**
 * Writing the attribute makes the browser compute the style of the whole page again, even
 * to the same value (a long task on a phone while the desk starts, issue 9): it is written
 * only when it changes, and only once a language is resolved, which happens when its
 * messages arrive. Until then the page keeps the language the server wrote.
 */
function reflectLanguageInDocument() {
  if (i18n.resolvedLanguage === undefined) return;
  const language = currentLanguage();
  if (document.documentElement.lang !== language) document.documentElement.lang = language;
}

/** The interface language as one of fr, en, es, outside React (the API client). */
export function currentLanguage(): Language {
  const language = i18n.resolvedLanguage;
  return isLanguage(language) ? language : DEFAULT_LANGUAGE;
}

export { i18n };
