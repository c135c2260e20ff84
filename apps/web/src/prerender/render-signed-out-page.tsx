// The server-side entry of the web app (built by `vite build --ssr`, see package.json):
// draws a signed-out screen to HTML so that a visitor sees it before any script has
// arrived. The browser then hydrates it with the same components (main.tsx).
import type { Language } from '@plume/core';
import { createInstance, type i18n as I18n } from 'i18next';
import { StrictMode } from 'react';
import { renderToString } from 'react-dom/server';
import { I18nextProvider } from 'react-i18next';
import { StaticRouter } from 'react-router';
import { AppFrame, AppScreens, createQueryClient } from '../app/app';
import { sessionQueryKey } from '../features/auth/api/get-session';
import { provideRuntimeConfig, type RuntimeConfig } from '../lib/runtime-config';

export interface SignedOutPage {
  /** The markup of the root element's content. */
  html: string;
  /** The document's title, as the app sets it once running. */
  title: string;
}

/** One translator per language, never switched, so renders in several languages can't mix. */
const translators = new Map<Language, Promise<I18n>>();

function translator(language: Language): Promise<I18n> {
  let instance = translators.get(language);
  if (!instance) {
    instance = import(`../i18n/locales/${language}.json`).then(async (messages) => {
      const i18n = createInstance();
      await i18n.init({
        resources: { [language]: { translation: messages.default } },
        lng: language,
        interpolation: { escapeValue: false },
      });
      return i18n;
    });
    translators.set(language, instance);
  }
  return instance;
}

/**
 * Draws the screen at `url` (a path and its query) in `language` for someone without a
 * session. `config` is the runtime settings the page's meta tag carries.
 */
export async function renderSignedOutPage(
  url: string,
  language: Language,
  config: RuntimeConfig,
): Promise<SignedOutPage> {
  provideRuntimeConfig(config);
  const i18n = await translator(language);
  const client = createQueryClient();
  client.setQueryData(sessionQueryKey, null);
  const html = renderToString(
    <StrictMode>
      <I18nextProvider i18n={i18n}>
        <AppFrame client={client}>
          <StaticRouter location={url}>
            <AppScreens />
          </StaticRouter>
        </AppFrame>
      </I18nextProvider>
    </StrictMode>,
  );
  return { html, title: `${i18n.t('app.name')} · ${i18n.t('app.tagline')}` };
}
