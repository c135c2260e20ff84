// The server-side entry of the web app (built by `vite build --ssr`, see package.json):
// draws a screen to HTML so that it shows before any script has arrived, the signed-out
// screens and a signed-in writer's desk. The browser then hydrates it with the same
// components (main.tsx).
import type { Language } from '@plume/core';
import type { QueryClient } from '@tanstack/react-query';
import { createInstance, type i18n as I18n } from 'i18next';
import { StrictMode } from 'react';
import { renderToString } from 'react-dom/server';
import { I18nextProvider } from 'react-i18next';
import { StaticRouter } from 'react-router';
import { AppFrame, AppScreens, createQueryClient } from '../app/app';
import { type FirstAnswers, seedFirstAnswers } from '../app/first-answers';
import { preloadSignedInHome } from '../app/routes/home-page';

export { firstAnswerPaths } from '../app/first-answers';

import { type SessionUser, sessionQueryKey } from '../features/auth/api/get-session';
import {
  genreCatalogueQuery,
  loadGenreCatalogue,
} from '../features/genres/api/load-genre-catalogue';
import { provideRuntimeConfig, type RuntimeConfig } from '../lib/runtime-config';
import { provideVisitSeed } from '../lib/visit-seed';

export interface DrawnPage {
  /** The markup of the root element's content. */
  html: string;
  /** The document's title, as the app sets it once running. */
  title: string;
}

/** `load` run once per language; every later page of that language reuses its result. */
function oncePerLanguage<T>(load: (language: Language) => Promise<T>) {
  const kept = new Map<Language, Promise<T>>();
  return (language: Language): Promise<T> => {
    let result = kept.get(language);
    if (!result) {
      result = load(language);
      kept.set(language, result);
    }
    return result;
  };
}

/** One translator per language, never switched, so renders in several languages can't mix. */
const translator = oncePerLanguage((language) =>
  import(`../i18n/locales/${language}.json`).then(async (messages): Promise<I18n> => {
    const i18n = createInstance();
    await i18n.init({
      resources: { [language]: { translation: messages.default } },
      lng: language,
      interpolation: { escapeValue: false },
    });
    return i18n;
  }),
);

/** Each language's genre catalogue: the same for every desk. */
const genreCatalogue = oncePerLanguage(loadGenreCatalogue);

function Page({ i18n, client, url }: { i18n: I18n; client: QueryClient; url: string }) {
  return (
    <StrictMode>
      <I18nextProvider i18n={i18n}>
        <AppFrame client={client}>
          <StaticRouter location={url}>
            <AppScreens />
          </StaticRouter>
        </AppFrame>
      </I18nextProvider>
    </StrictMode>
  );
}

const titleOf = (i18n: I18n) => `${i18n.t('app.name')} · ${i18n.t('app.tagline')}`;

/**
 * Draws the screen at `url` (a path and its query) in `language` for someone without a
 * session. `config` is the runtime settings the page's meta tag carries.
 */
export async function renderSignedOutPage(
  url: string,
  language: Language,
  config: RuntimeConfig,
): Promise<DrawnPage> {
  provideRuntimeConfig(config);
  const i18n = await translator(language);
  const client = createQueryClient();
  client.setQueryData(sessionQueryKey, null);
  const html = renderToString(<Page i18n={i18n} client={client} url={url} />);
  return { html, title: titleOf(i18n) };
}

export interface DeskToDraw {
  /** The path and query of the page. */
  url: string;
  language: Language;
  user: SessionUser;
  /** The API's answers to the paths first-answers.ts lists; the page carries them. */
  answers: FirstAnswers;
  /** The page's seed of random orders (lib/visit-seed.ts); the page carries it too. */
  visitSeed: number;
}

/**
 * Draws a signed-in writer's desk as the browser's app will, starting from the same data
 * and code: the app takes it over once it has the desk's code and genre catalogue
 * (app/drawn-desk.ts), loaded on demand in the browser, loaded here before the
 * first desk is drawn.
 */
export async function renderSignedInDesk(
  { url, language, user, answers, visitSeed }: DeskToDraw,
  config: RuntimeConfig,
): Promise<DrawnPage> {
  provideRuntimeConfig(config);
  const [i18n, genres] = await Promise.all([
    translator(language),
    genreCatalogue(language),
    preloadSignedInHome(),
  ]);
  const client = createQueryClient();
  client.setQueryData(sessionQueryKey, user);
  client.setQueryData(genreCatalogueQuery(language).queryKey, genres);
  seedFirstAnswers(client, language, answers);
  // Set just before the render, which runs to its end without yielding to another.
  provideVisitSeed(visitSeed);
  const html = renderToString(<Page i18n={i18n} client={client} url={url} />);
  return { html, title: titleOf(i18n) };
}
