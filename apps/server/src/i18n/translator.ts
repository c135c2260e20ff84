import type { Language } from '@plume/core/i18n';
import { MESSAGES } from '@plume/core/i18n/server';
import { createInstance, type TFunction } from 'i18next';

const translators = new Map<Language, TFunction>();

/**
 * The server's translator in `language`: i18next over core's catalogue, the one the web
 * app's screens read, so what the server writes itself (mails, its own pages) takes its
 * words there and fills their {{variables}} and plurals as the app does.
 *
 * No language stands in for another, and a message that is missing or empty, or a
 * variable left unfilled, throws rather than put a bare key in a writer's mail: keys are
 * typed (i18next.d.ts), and the tests write every such text in every language
 * (server-texts.test.ts), so a gap fails there first.
 */
export function translatorOf(language: Language): TFunction {
  const known = translators.get(language);
  if (known) return known;
  const i18n = createInstance();
  void i18n.init({
    lng: language,
    resources: { [language]: { translation: MESSAGES[language] } },
    initAsync: false,
    fallbackLng: false,
    returnEmptyString: false,
    parseMissingKeyHandler: (key: string) => {
      throw new Error(`No message ${key} in ${language}`);
    },
    missingInterpolationHandler: (text: string) => {
      throw new Error(`A variable of "${text}" was not given (${language})`);
    },
    // React escapes what it writes, and a mail's plain-text part is not HTML.
    interpolation: { escapeValue: false },
  });
  const t = i18n.getFixedT(language);
  translators.set(language, t);
  return t;
}
