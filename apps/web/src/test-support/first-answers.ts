import type { Language } from '@plume/core';
import { type FirstAnswers, firstAnswerPaths } from '../app/first-answers';

/** A saved idea as GET /api/history answers it. */
export function historyEntry(idea: string) {
  return {
    id: 'e1',
    idea,
    // The labels are stored in French; the desk names genres in its own language.
    genres: ['Fantasy épique'],
    genreIds: ['epic-fantasy'],
    mode: 'quick',
    style: 'moderne',
    createdAt: '2026-11-21T23:30:00.000Z',
  };
}

/** The history's first page holding `entries`. */
export function historyPage(entries: unknown[]) {
  return {
    items: entries,
    total: entries.length,
    page: 1,
    pageCount: 1,
    genres: [{ label: 'Fantasy épique', id: 'epic-fantasy', count: entries.length }],
  };
}

/** What the API answers a writer with `credits` and this first page of history. */
export function firstAnswers(
  language: Language,
  { credits, history }: { credits: number; history: unknown },
): FirstAnswers {
  const paths = firstAnswerPaths(language);
  return {
    [paths.me]: {
      user: { id: 'u1', email: 'desk@example.com' },
      credits: { amount: credits, unlimited: false },
    },
    [paths.health]: {
      status: 'ok',
      db: 'pglite',
      engine: 'offline',
      payments: 'local-checkout',
      mail: 'outbox',
    },
    [paths.history]: history,
  };
}
