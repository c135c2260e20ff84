import {
  DEFAULT_LANGUAGE,
  isLanguage,
  LANGUAGE_COOKIE,
  LANGUAGES,
  type Language,
} from '@plume/core/i18n';
import i18n, { type ResourceLanguage } from 'i18next';
import resourcesToBackend from 'i18next-resources-to-backend';
import { useContext } from 'react';
import { I18nContext, initReactI18next } from 'react-i18next';
import { rememberCookie } from '../lib/remember-cookie';
import { whenIdle } from '../lib/when-idle';

export const LANGUAGE_STORAGE_KEY = 'plume.language';

/** One language's messages, as in core's catalogue (@plume/core/i18n/messages/*.json). */
export type Messages = ResourceLanguage;

/** Each language's messages, a chunk of its own, fetched when the writer switches. */
const MESSAGE_CHUNKS: Record<Language, () => Promise<{ default: Messages }>> = {
  fr: () => import('@plume/core/i18n/messages/fr.json'),
  en: () => import('@plume/core/i18n/messages/en.json'),
  es: () => import('@plume/core/i18n/messages/es.json'),
};

i18n
  .use(
    resourcesToBackend((lng: string) =>
      MESSAGE_CHUNKS[isLanguage(lng) ? lng : DEFAULT_LANGUAGE]().then((chunk) => chunk.default),
    ),
  )
  .use(initReactI18next);

/**
 * Gives the translator the page's messages, which come with the page in the root loader's
 * data: the browser's starts with them, in the language the server rendered the page in,
 * so hydration finds the same text without a request of its own. Called by the root before
 * anything translates; the server's translator already has them (i18n.server.ts). They
 * come as JSON text (pageMessages in i18n.server.ts), read here only when needed.
 */
export function usePageMessages(language: Language, messages: string | undefined) {
  const { i18n: translator } = useContext(I18nContext);
  if (translator.isInitialized) {
    // Messages of another language, after a move from /fr to /en: no chunk to fetch.
    if (messages && !translator.hasResourceBundle(language, 'translation')) {
      translator.addResourceBundle(language, 'translation', JSON.parse(messages));
    }
    return;
  }
  void translator.init({
    lng: language,
    // Without them (the root loader failed), the language's chunk is fetched.
    resources: messages ? { [language]: { translation: JSON.parse(messages) } } : undefined,
    partialBundledLanguages: true,
    initAsync: false,
    supportedLngs: [...LANGUAGES],
    // Every language has every key (core's messages.test.ts): a supported language needs no
    // fallback, and loading French beside English would be bytes for nothing.
    fallbackLng: (code: string) => (isLanguage(code) ? [] : [DEFAULT_LANGUAGE]),
    load: 'languageOnly',
    interpolation: { escapeValue: false },
  });
}

/**
 * Every message of the interface language, before a session started in the browser shows
 * a writer's screens: a visitor's page brought only its own screens' (VISITOR_SECTIONS in
 * i18n.server.ts). The language's chunk, fetched once, adds the rest.
 */
export async function loadAllMessages() {
  await i18n.reloadResources([currentLanguage()], ['translation']);
}

/**
 * Remembers the writer's language in localStorage (docs/PRODUCT.md, "Languages") and in the cookie
 * the server reads for routes without a language of their own (/, /connexion); written only
 * when it changes, and when the browser is idle: both are read and written synchronously,
 * for the next page, not in the task that starts this one.
 */
export function rememberLanguage(language: Language) {
  whenIdle(() => {
    try {
      if (localStorage.getItem(LANGUAGE_STORAGE_KEY) !== language) {
        localStorage.setItem(LANGUAGE_STORAGE_KEY, language);
      }
    } catch {
      // Storage refused (a private mode): the cookie still remembers.
    }
    rememberCookie(LANGUAGE_COOKIE, language);
  });
}

/** The interface language as one of fr, en, es, outside React (the API client). */
export function currentLanguage(): Language {
  const language = i18n.resolvedLanguage;
  return isLanguage(language) ? language : DEFAULT_LANGUAGE;
}

export { i18n };
