import type { HistoryEntry, Share } from '@plume/core/contracts';
import { afterEach, describe, expect, it } from 'vitest';
import { ideaShares } from '../src/db/schema';
import { PASSWORD, signedUpWriter } from './support/accounts';
import type { BrowserSession } from './support/browser-session';
import { errorCode } from './support/error-code';
import { TEST_DRIVERS } from './support/test-databases';
import { startTestServer, type TestServer } from './support/test-server';

/** What no shared page may show: written by the test, so that it is looked for exactly. */
const PRIVATE_NOTE = 'Note privée : le frère est innocent';
const BRIEF_NOTES = 'Une notaire de Dijon, inspirée de ma tante Odile';
const HIDDEN_FIELD = 'Il a empoisonné le puits en 1952';
const NEVER_CARD = 'Barnabé le Secret';

describe.each(TEST_DRIVERS)('share links on %s', (driver) => {
  let server: TestServer;
  afterEach(async () => {
    await server?.stop();
  });

  async function idea(browser: BrowserSession, body: Record<string, unknown> = {}) {
    const response = await browser.post('/api/generations', {
      language: 'fr',
      mode: 'key-points',
      genres: ['Noir'],
      ...body,
    });
    expect(response.status).toBe(200);
    return ((await response.json()) as { entry: HistoryEntry }).entry;
  }

  async function share(browser: BrowserSession, id: string, body: Record<string, unknown> = {}) {
    const response = await browser.post(`/api/history/${id}/share`, body);
    expect(response.status).toBe(200);
    return (await response.json()) as Share;
  }

  /** A visitor with no cookie at all, in a language of their own. */
  const visit = (url: string, language = 'en') =>
    fetch(new URL(new URL(url).pathname, server.url), {
      headers: { 'accept-language': language },
      redirect: 'manual',
    });

  const tokenOf = (url: string) => new URL(url).pathname.split('/').at(-1) ?? '';

  it('opens without a cookie, in the idea’s language, with the privacy headers, and counts the visit', async () => {
    server = await startTestServer(driver);
    const browser = await signedUpWriter(server, 'share@example.com');
    const entry = await idea(browser);
    const link = await share(browser, entry.id);
    expect(link.url).toMatch(/\/s\/[A-Za-z0-9_-]{43}$/u);
    expect(link).toMatchObject({ views: 0, bible: false, outline: false });

    const page = await visit(link.url, 'es');
    expect(page.status).toBe(200);
    const html = await page.text();
    // The fake pages write what the route's loader gets: the idea, and the visitor's language.
    expect(html).toContain(JSON.stringify(entry.idea).slice(1, -1));
    expect(html).toContain('"language":"fr"');
    expect(html).toContain('"language":"es"');
    expect(html).toContain('"genres":["Novela negra"]');
    expect(page.headers.get('x-robots-tag')).toBe('noindex, nofollow');
    expect(page.headers.get('referrer-policy')).toBe('no-referrer');
    expect(page.headers.get('cache-control')).toBe('private, no-store');
    expect(page.headers.get('content-security-policy')).toContain("default-src 'self'");

    const read = (await (await browser.request(`/api/history/${entry.id}/share`)).json()) as {
      share: Share;
    };
    expect(read.share).toMatchObject({ url: link.url, views: 1 });
    // Sharing again answers the same link.
    expect((await share(browser, entry.id)).url).toBe(link.url);
  });

  it('shows no private note, brief, hidden field, never-card, e-mail or other id', async () => {
    server = await startTestServer(driver);
    const browser = await signedUpWriter(server, 'secret-keeper@example.com');
    const entry = await idea(browser, { brief: { notes: BRIEF_NOTES } });
    expect(
      (
        await browser.request(`/api/history/${entry.id}`, {
          method: 'PATCH',
          body: { note: PRIVATE_NOTE },
        })
      ).status,
    ).toBe(200);
    const kept = (await (await browser.post(`/api/history/${entry.id}/cards`)).json()) as {
      cards: { id: string; type: string; name: string }[];
    };
    const lead = kept.cards.find((card) => card.type === 'person');
    expect(
      (
        await browser.request(`/api/cards/${lead?.id}`, {
          method: 'PATCH',
          body: { secret: HIDDEN_FIELD, notes: PRIVATE_NOTE },
        })
      ).status,
    ).toBe(200);
    expect(
      (
        await browser.post('/api/cards', {
          ideaId: entry.id,
          type: 'person',
          name: NEVER_CARD,
          visibility: 'never',
        })
      ).status,
    ).toBe(201);
    const link = await share(browser, entry.id, { bible: true, outline: true });
    expect(link).toMatchObject({ bible: true, outline: true });
    const html = await (await visit(link.url)).text();
    expect(html).toContain(lead?.name);
    for (const secret of [
      PRIVATE_NOTE,
      BRIEF_NOTES,
      HIDDEN_FIELD,
      NEVER_CARD,
      'secret-keeper@example.com',
      entry.id,
      lead?.id ?? 'no card',
    ]) {
      expect(html).not.toContain(secret);
    }
    // A change to the idea shows at once.
    const renamed = 'Une autre carte de visite';
    await browser.request(`/api/cards/${lead?.id}`, {
      method: 'PATCH',
      body: { summary: renamed },
    });
    expect(await (await visit(link.url)).text()).toContain(renamed);
  });

  it('answers a revoked link, a guessed token, an unknown one and a malformed one with the same 404', async () => {
    server = await startTestServer(driver);
    const browser = await signedUpWriter(server, 'share@example.com');
    const entry = await idea(browser);
    const revoked = await share(browser, entry.id);
    expect(
      (await browser.request(`/api/history/${entry.id}/share`, { method: 'DELETE' })).status,
    ).toBe(204);
    const fresh = await share(browser, entry.id);
    expect(fresh.url).not.toBe(revoked.url);
    expect(fresh.views).toBe(0);
    const base = new URL('/s/', server.url).toString();
    const answers = await Promise.all(
      [
        revoked.url,
        `${base}${'A'.repeat(43)}`,
        `${base}${tokenOf(fresh.url).slice(0, 42)}x`,
        `${base}not-a-token`,
        `${base}${'é'.repeat(43)}`,
      ].map(async (url) => {
        const response = await visit(url);
        return {
          status: response.status,
          robots: response.headers.get('x-robots-tag'),
          body: (await response.text())
            .replace(/nonce="[^"]*"/gu, '')
            .replace(/[a-f0-9-]{36}/gu, ''),
        };
      }),
    );
    for (const answer of answers) {
      expect(answer.status).toBe(404);
      expect(answer.robots).toBe('noindex, nofollow');
      expect(answer.body).toBe(answers[0]?.body);
    }
    expect((await visit(fresh.url)).status).toBe(200);
  });

  it('answers another writer 404 on share, read and revoke, and keeps the link', async () => {
    server = await startTestServer(driver);
    const owner = await signedUpWriter(server, 'owner@example.com');
    const entry = await idea(owner);
    const link = await share(owner, entry.id);
    const stranger = await signedUpWriter(server, 'stranger@example.com');
    for (const response of [
      await stranger.post(`/api/history/${entry.id}/share`, {}),
      await stranger.request(`/api/history/${entry.id}/share`),
      await stranger.request(`/api/history/${entry.id}/share`, { method: 'DELETE' }),
      await owner.post('/api/history/00000000-0000-4000-8000-000000000000/share', {}),
    ]) {
      expect(response.status).toBe(404);
      expect(await errorCode(response)).toBe('history.notFound');
    }
    expect((await visit(link.url)).status).toBe(200);
    expect((await owner.post(`/api/history/${entry.id}/share`, { bible: 'yes' })).status).toBe(400);
  });

  it('ends the link when the idea or the account is deleted, and stores no token', async () => {
    server = await startTestServer(driver);
    const browser = await signedUpWriter(server, 'share@example.com');
    const first = await idea(browser);
    const second = await idea(browser);
    const one = await share(browser, first.id);
    const two = await share(browser, second.id);
    const stored = await server.testDatabase.database.db.select().from(ideaShares);
    for (const row of stored) {
      for (const link of [one, two]) {
        expect(Object.values(row).map(String)).not.toContain(tokenOf(link.url));
        expect(JSON.stringify(row)).not.toContain(tokenOf(link.url));
      }
    }
    const exported = (await (await browser.request('/api/account/export')).json()) as {
      shareLinks: { ideaId: string; views: number }[];
    };
    expect(exported.shareLinks.map((link) => link.ideaId).sort()).toEqual(
      [first.id, second.id].sort(),
    );
    expect(JSON.stringify(exported)).not.toContain(tokenOf(one.url));

    expect((await browser.request(`/api/history/${first.id}`, { method: 'DELETE' })).status).toBe(
      204,
    );
    expect((await visit(one.url)).status).toBe(404);
    expect((await visit(two.url)).status).toBe(200);
    expect(
      (await browser.request('/api/account', { method: 'DELETE', body: { password: PASSWORD } }))
        .status,
    ).toBeLessThan(300);
    expect((await visit(two.url)).status).toBe(404);
  });

  it('slows a guess flood from one address with 429s, never a 5xx', async () => {
    server = await startTestServer(driver);
    const statuses = new Map<number, number>();
    for (let guess = 0; guess < 500; guess += 50) {
      const batch = await Promise.all(
        Array.from({ length: 50 }, async (_, index) => {
          const token = `${String(guess + index).padStart(43, 'g')}`;
          const response = await visit(new URL(`/s/${token}`, server.url).toString());
          await response.arrayBuffer();
          return response.status;
        }),
      );
      for (const status of batch) statuses.set(status, (statuses.get(status) ?? 0) + 1);
    }
    expect([...statuses.keys()].every((status) => status === 404 || status === 429)).toBe(true);
    expect(statuses.get(429)).toBeGreaterThanOrEqual(400);
  });
});
