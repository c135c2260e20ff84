import { QueryClient } from '@tanstack/react-query';
import { describe, expect, it } from 'vitest';
import { creditsKey } from '../features/credits/api/get-credits';
import { engineKey } from '../features/generation/api/get-engine';
import { historyQueryKey } from '../features/history/api/get-history';
import { firstAnswers, historyEntry, historyPage } from '../test-support/first-answers';
import { firstAnswerPaths, seedFirstAnswers } from './first-answers';

const page = historyPage([historyEntry('The Lighthouse\n\nA keeper finds a letter.')]);

describe('the answers a drawn desk starts from', () => {
  it("asks for the history's unfiltered first page in the page's language", () => {
    expect(firstAnswerPaths('es')).toEqual({
      me: '/api/me',
      health: '/api/health',
      history: '/api/history?page=1&pageSize=5&language=es',
    });
  });

  it('puts each answer where the desk reads it', () => {
    const client = new QueryClient();
    seedFirstAnswers(client, 'es', firstAnswers('es', { credits: 4, history: page }));
    expect(client.getQueryData(creditsKey)).toEqual({ amount: 4, unlimited: false });
    expect(client.getQueryData(engineKey)).toBe('offline');
    expect(
      client.getQueryData(historyQueryKey({ page: 1, q: '', genres: [], language: 'es' })),
    ).toEqual(page);
  });

  it('refuses an answer that is missing or not what the app expects', () => {
    const paths = firstAnswerPaths('en');
    const answers = firstAnswers('en', { credits: 4, history: page });
    for (const broken of [
      { ...answers, [paths.me]: undefined },
      { ...answers, [paths.health]: { status: 'ok' } },
      { ...answers, [paths.history]: { ...page, items: [{ id: 'e1' }] } },
      // Answers for another language's history page.
      firstAnswers('fr', { credits: 4, history: page }),
    ]) {
      expect(() => seedFirstAnswers(new QueryClient(), 'en', broken)).toThrow();
    }
  });
});
