import { QueryClient } from '@tanstack/react-query';
import { describe, expect, it } from 'vitest';
import { creditsKey } from '../features/credits/api/get-credits';
import { engineKey } from '../features/generation/api/get-engine';
import { historyQueryKey } from '../features/history/api/get-history';
import { firstAnswerPaths, seedFirstAnswers } from './first-answers';

const entry = {
  id: 'e1',
  idea: 'The Lighthouse\n\nA keeper finds a letter.',
  genres: ['Space opera'],
  genreIds: ['space-opera'],
  mode: 'quick',
  style: 'moderne',
  createdAt: '2026-11-21T19:36:33.854Z',
};
const historyPage = {
  items: [entry],
  total: 1,
  page: 1,
  pageCount: 1,
  genres: [{ label: 'Space opera', id: 'space-opera', count: 1 }],
};

function answersFor(language: 'fr' | 'en' | 'es') {
  const paths = firstAnswerPaths(language);
  return {
    [paths.me]: {
      user: { id: 'u1', email: 'a@example.com' },
      credits: { amount: 4, unlimited: false },
    },
    [paths.health]: {
      status: 'ok',
      db: 'pglite',
      engine: 'offline',
      payments: 'local',
      mail: 'outbox',
    },
    [paths.history]: historyPage,
  };
}

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
    seedFirstAnswers(client, 'es', answersFor('es'));
    expect(client.getQueryData(creditsKey)).toEqual({ amount: 4, unlimited: false });
    expect(client.getQueryData(engineKey)).toBe('offline');
    expect(
      client.getQueryData(historyQueryKey({ page: 1, q: '', genres: [], language: 'es' })),
    ).toEqual(historyPage);
  });

  it('refuses an answer that is missing or not what the app expects', () => {
    const paths = firstAnswerPaths('en');
    for (const broken of [
      { ...answersFor('en'), [paths.me]: undefined },
      { ...answersFor('en'), [paths.health]: { status: 'ok' } },
      { ...answersFor('en'), [paths.history]: { ...historyPage, items: [{ id: 'e1' }] } },
      // Answers for another language's history page.
      answersFor('fr'),
    ]) {
      expect(() => seedFirstAnswers(new QueryClient(), 'en', broken)).toThrow();
    }
  });
});
