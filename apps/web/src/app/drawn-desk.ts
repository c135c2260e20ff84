import type { Language } from '@plume/core';
import type { QueryClient } from '@tanstack/react-query';
import { genreCatalogueQuery } from '../features/genres/api/load-genre-catalogue';
import { type FirstAnswers, seedFirstAnswers } from './first-answers';
import { preloadSignedInHome } from './routes/home-page';

/**
 * Readies `client` to take over a desk the server drew in `language` from the API's
 * `answers` (apps/server/src/web/signed-in-pages.ts): the same data in the cache, the
 * desk's code and the genre catalogue of the language loaded, as the server had them
 * (prerender/render-page.tsx). False when an answer is not what the app expects: the app
 * must then draw the desk itself. Loaded on demand: only a drawn desk needs it, and the
 * catalogue's code is no part of the signed-out first screen (issue 9's budget).
 */
export async function prepareDrawnDesk(
  client: QueryClient,
  language: Language,
  answers: FirstAnswers,
): Promise<boolean> {
  try {
    seedFirstAnswers(client, language, answers);
  } catch {
    return false;
  }
  await Promise.all([preloadSignedInHome(), client.prefetchQuery(genreCatalogueQuery(language))]);
  return true;
}
