import type { Language } from '@plume/core';
import type { QueryClient } from '@tanstack/react-query';
import { creditsKey, creditsOfMe } from '../features/credits/api/get-credits';
import { engineKey, engineOfHealth } from '../features/generation/api/get-engine';
import {
  type HistoryQuery,
  historyQueryKey,
  historySearchParams,
  parseHistoryPage,
} from '../features/history/api/get-history';

/**
 * The API's answers to the GET requests of `firstAnswerPaths`, by path, as JSON. The server
 * asks its own API for them when it draws a signed-in writer's desk and sends them in the
 * page; the browser's app starts from them, so it draws the same desk and takes the drawn
 * one over as it is (apps/server/src/web/signed-in-pages.ts, docs/decisions/015).
 */
export type FirstAnswers = Readonly<Record<string, unknown>>;

function firstHistoryPage(language: Language): HistoryQuery {
  return { page: 1, q: '', genres: [], language };
}

/**
 * What the desk shows from the API on its first screen: the balance, the engine's name and
 * the history's first page. The genre catalogue is not among them: it is the app's own
 * code, loaded by both sides (app.tsx, prerender/render-page.tsx).
 */
export function firstAnswerPaths(language: Language) {
  return {
    me: '/api/me',
    health: '/api/health',
    history: `/api/history?${historySearchParams(firstHistoryPage(language))}`,
  };
}

/** Puts the answers in the cache as the desk's queries would. Throws on a malformed answer. */
export function seedFirstAnswers(client: QueryClient, language: Language, answers: FirstAnswers) {
  const paths = firstAnswerPaths(language);
  client.setQueryData(creditsKey, creditsOfMe(answers[paths.me]));
  client.setQueryData(engineKey, engineOfHealth(answers[paths.health]));
  client.setQueryData(
    historyQueryKey(firstHistoryPage(language)),
    parseHistoryPage(answers[paths.history]),
  );
}
