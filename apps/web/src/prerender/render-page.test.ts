import { DEFAULT_EXTERNAL_LINKS } from '@plume/core';
import { describe, expect, it } from 'vitest';
import { firstAnswers, historyEntry, historyPage } from '../test-support/first-answers';
import { renderSignedInDesk } from './render-page';

// The server draws a signed-in writer's desk with this (apps/server/src/web/
// signed-in-pages.ts). What an engine writes is text wherever it is drawn: here, before
// any script runs; e2e/tests/security.spec.ts checks the browser's drawing.
const HOSTILE_TITLE = '<script>window.__pwned = "script"</script>';
const HOSTILE_BODY =
  '<img src=x onerror="window.__pwned = 1"> Read [the map](javascript:alert(1)).';

function drawDesk() {
  return renderSignedInDesk(
    {
      url: '/en',
      language: 'en',
      user: { id: 'u1', email: 'desk@example.com' },
      answers: firstAnswers('en', {
        credits: 7,
        history: historyPage([historyEntry(`${HOSTILE_TITLE}\n\n${HOSTILE_BODY}`)]),
      }),
      visitSeed: 7,
    },
    { links: DEFAULT_EXTERNAL_LINKS },
  );
}

describe("the server's drawing of a desk", () => {
  it('draws the balance, the tree, and the history in the language and in UTC', async () => {
    const { html, title } = await drawDesk();
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
    const { html } = await drawDesk();
    expect(html).toContain('&lt;script&gt;window.__pwned = &quot;script&quot;&lt;/script&gt;');
    expect(html).toContain(
      '&lt;img src=x onerror=&quot;window.__pwned = 1&quot;&gt; Read [the map](javascript:alert(1)).',
    );
    expect(html).not.toMatch(/<script|<img|<a [^>]*href="javascript:/i);
  });
});
