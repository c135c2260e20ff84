import { DEFAULT_EXTERNAL_LINKS } from '@plume/core';
import { describe, expect, it } from 'vitest';
import { firstAnswerPaths } from '../app/first-answers';
import { renderSignedInDesk } from './render-page';

// The server draws a signed-in writer's desk with this entry (apps/server/src/web/
// signed-in-pages.ts). What an engine writes is text wherever it is drawn: here, before
// any script runs; e2e/tests/security.spec.ts checks the browser's drawing.
const HOSTILE_TITLE = '<script>window.__pwned = "script"</script>';
const HOSTILE_BODY =
  '<img src=x onerror="window.__pwned = 1"> Read [the map](javascript:alert(1)).';

function answers() {
  const paths = firstAnswerPaths('en');
  return {
    [paths.me]: {
      user: { id: 'u1', email: 'desk@example.com' },
      credits: { amount: 7, unlimited: false },
    },
    [paths.health]: {
      status: 'ok',
      db: 'pglite',
      engine: 'offline',
      payments: 'local',
      mail: 'outbox',
    },
    [paths.history]: {
      items: [
        {
          id: 'e1',
          idea: `${HOSTILE_TITLE}\n\n${HOSTILE_BODY}`,
          // The labels are stored in French; the desk names genres in its own language.
          genres: ['Fantasy épique'],
          genreIds: ['epic-fantasy'],
          mode: 'quick',
          style: 'moderne',
          createdAt: '2026-11-21T23:30:00.000Z',
        },
      ],
      total: 1,
      page: 1,
      pageCount: 1,
      genres: [{ label: 'Fantasy épique', id: 'epic-fantasy', count: 1 }],
    },
  };
}

describe("the server's drawing of a desk", () => {
  it('draws the balance, the tree, and the history in the language and in UTC', async () => {
    const { html, title } = await renderSignedInDesk(
      {
        url: '/en',
        language: 'en',
        user: { id: 'u1', email: 'desk@example.com' },
        answers: answers(),
        visitSeed: 7,
      },
      { links: DEFAULT_EXTERNAL_LINKS },
    );
    expect(title).toBe('Plume · Story ideas for your next book');
    expect(html).toContain('Your writing desk');
    expect(html).toContain('7 credits');
    expect(html).toContain('Literary fiction');
    expect(html).toContain('Epic fantasy');
    expect(html).not.toContain('Fantasy épique');
    // 23:30 UTC: the reader's own time is shown once the app has taken the desk over.
    expect(html).toContain('Nov 21, 2026, 11:30 PM');
  });

  it("writes an idea's markup and links as text", async () => {
    const { html } = await renderSignedInDesk(
      {
        url: '/en',
        language: 'en',
        user: { id: 'u1', email: 'desk@example.com' },
        answers: answers(),
        visitSeed: 7,
      },
      { links: DEFAULT_EXTERNAL_LINKS },
    );
    expect(html).toContain('&lt;script&gt;window.__pwned = &quot;script&quot;&lt;/script&gt;');
    expect(html).toContain(
      '&lt;img src=x onerror=&quot;window.__pwned = 1&quot;&gt; Read [the map](javascript:alert(1)).',
    );
    expect(html).not.toMatch(/<script|<img|<a [^>]*href="javascript:/i);
  });
});
