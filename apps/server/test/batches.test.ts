import type { HistoryEntry } from '@plume/core/contracts';
import type { StoryPlan } from '@plume/core/generation/server';
import { eq } from 'drizzle-orm';
import { afterEach, describe, expect, it } from 'vitest';
import { credits, generationHistory, users } from '../src/db/schema';
import { BrowserSession } from './support/browser-session';
import { errorCode } from './support/error-code';
import { readEvents } from './support/server-sent-events';
import { TEST_DRIVERS } from './support/test-databases';
import { startTestServer, type TestServer } from './support/test-server';

const PASSWORD = 'Plume-Story-42';

interface Batch {
  entries: HistoryEntry[];
  credits: number;
}

const GENRES = {
  fr: ['Space opera', 'Cosy mystery'],
  en: ['Noir', 'Magical realism'],
  es: ['Saga familiar', 'Fantasía épica'],
} as const;

describe.each(TEST_DRIVERS)(
  'three at once: POST /api/generations with candidates on %s',
  (driver) => {
    let server: TestServer;
    afterEach(async () => {
      await server?.stop();
    });

    async function writer(email = 'batch@example.com') {
      const browser = new BrowserSession(server);
      await browser.signUp(email, PASSWORD);
      return browser;
    }

    const generate = (browser: BrowserSession, body: Record<string, unknown>) =>
      browser.post('/api/generations', { language: 'fr', mode: 'quick', ...body });

    async function balance(browser: BrowserSession): Promise<number> {
      const me = (await (await browser.request('/api/me')).json()) as {
        credits: { amount: number };
      };
      return me.credits.amount;
    }

    const rows = () => server.testDatabase.database.db.select().from(generationHistory);

    /** What no two ideas of a batch share: title, lead, the lead's first name, and the plot. */
    function apartOf(entry: { elements: HistoryEntry['elements'] }, plan: StoryPlan | null) {
      return {
        title: entry.elements.title,
        lead: entry.elements.lead?.name,
        firstName: entry.elements.lead?.name.split(' ')[0],
        setting: entry.elements.setting,
        incident: plan?.incident,
        conflict: entry.elements.conflict,
        twist: entry.elements.twist,
      };
    }

    it.each(['fr', 'en', 'es'] as const)(
      'in %s, writes three ideas apart from each other and from the last five, for one credit and one batch',
      async (language) => {
        server = await startTestServer(driver, { env: { SIGNUP_CREDITS: '8' } });
        const browser = await writer();
        for (let n = 0; n < 5; n++) {
          expect((await generate(browser, { language, genres: GENRES[language] })).status).toBe(
            200,
          );
        }
        const recent = await rows();
        const response = await generate(browser, {
          language,
          genres: GENRES[language],
          candidates: 3,
        });
        expect(response.status).toBe(200);
        const batch = (await response.json()) as Batch;
        expect(batch.credits).toBe(2);
        expect(await balance(browser)).toBe(2);
        expect(batch.entries).toHaveLength(3);
        const batchId = batch.entries[0]?.batch?.id;
        expect(batchId).toMatch(/^[0-9a-f-]{36}$/u);
        expect(batch.entries.map((entry) => entry.batch)).toEqual(
          [0, 1, 2].map((index) => ({ id: batchId, index, size: 3 })),
        );
        const saved = (await rows()).filter((row) => row.batchId === batchId);
        expect(saved.map((row) => row.batchIndex).sort()).toEqual([0, 1, 2]);
        expect(saved.every((row) => row.language === language && row.mode === 'quick')).toBe(true);

        const planOf = (id: string) => saved.find((row) => row.id === id)?.plan ?? null;
        const ideas = batch.entries.map((entry) => apartOf(entry, planOf(entry.id)));
        const before = recent.map((row) =>
          apartOf({ elements: row.elements ?? never() }, row.plan),
        );
        ideas.forEach((idea, index) => {
          for (const key of Object.keys(idea) as (keyof typeof idea)[]) {
            expect(idea[key], `${key} of candidate ${index}`).toBeTruthy();
            for (const other of ideas.slice(index + 1)) {
              expect(idea[key], `${key} of candidate ${index}`).not.toBe(other[key]);
            }
            // Settings and incidents are avoided while their tables have fresh ones (decision 037).
            if (key === 'setting' || key === 'incident') continue;
            for (const other of before) {
              expect(idea[key], `${key} of candidate ${index}, in the last five`).not.toBe(
                other[key],
              );
            }
          }
        });
      },
    );

    it('streams each candidate’s text with its place, then done with the three entries', async () => {
      server = await startTestServer(driver);
      const browser = await writer();
      const response = await browser.request('/api/generations', {
        method: 'POST',
        body: { language: 'es', mode: 'random-genres', candidates: 3 },
        accept: 'text/event-stream',
      });
      const events = await readEvents(response);
      const deltas = events.filter((event) => event.event === 'delta');
      expect(events.at(-1)?.event).toBe('done');
      const done = events.at(-1)?.data as Batch;
      expect(done.credits).toBe(2);
      const texts = ['', '', ''];
      for (const { data } of deltas) {
        const { text, candidate } = data as { text: string; candidate: number };
        texts[candidate] += text;
      }
      expect(texts.map((text) => text.trim())).toEqual(done.entries.map((entry) => entry.idea));
      expect(new Set(done.entries.map((entry) => entry.genres.join()))).toHaveLength(1);
      // The first idea is shown before the second starts.
      const order = deltas.map(({ data }) => (data as { candidate: number }).candidate);
      expect(order).toEqual([...order].sort());
    });

    it('writes the usual single idea for candidates 1', async () => {
      server = await startTestServer(driver);
      const browser = await writer();
      const response = await generate(browser, { genres: ['Noir'], candidates: 1 });
      expect(response.status).toBe(200);
      const body = (await response.json()) as { entry: HistoryEntry };
      expect(body.entry.batch).toBeUndefined();
      expect(await rows()).toHaveLength(1);
    });

    it.each([
      [{ genres: ['Noir'], candidates: 2 }, 'generation.invalidCandidates'],
      [{ genres: ['Noir'], candidates: 'three' }, 'generation.invalidCandidates'],
      [{ genres: ['Noir'], candidates: 3.5 }, 'generation.invalidCandidates'],
      [{ genres: ['Noir'], candidates: 3, mode: 'key-points' }, 'generation.candidatesMode'],
      [{ genres: ['Noir'], candidates: 3, mode: 'detailed' }, 'generation.candidatesMode'],
      [{ genres: [], candidates: 3 }, 'generation.selectGenre'],
      [{ redrawFrom: '00000000-0000-4000-8000-000000000000', candidates: 3 }, 'errors.badRequest'],
    ])('refuses %j with %s, and charges nothing', async (body, code) => {
      server = await startTestServer(driver);
      const browser = await writer();
      const response = await generate(browser, body);
      expect(response.status).toBe(400);
      expect(await errorCode(response)).toBe(code);
      expect(await balance(browser)).toBe(3);
      expect(await rows()).toEqual([]);
    });

    it('refuses a batch developed from an idea, and charges nothing', async () => {
      server = await startTestServer(driver);
      const browser = await writer();
      const first = (await (await generate(browser, { genres: ['Noir'] })).json()) as {
        entry: HistoryEntry;
      };
      const response = await generate(browser, {
        developFrom: first.entry.id,
        mode: 'quick',
        candidates: 3,
      });
      expect(response.status).toBe(400);
      expect(await errorCode(response)).toBe('errors.badRequest');
      expect(await balance(browser)).toBe(2);
      expect(await rows()).toHaveLength(1);
    });

    it('never charges an unlimited account for a batch', async () => {
      server = await startTestServer(driver);
      const browser = await writer('unlimited@example.com');
      const db = server.testDatabase.database.db;
      const [user] = await db.select().from(users).where(eq(users.email, 'unlimited@example.com'));
      await db
        .update(credits)
        .set({ amount: -1 })
        .where(eq(credits.userId, user?.id ?? ''));
      const body = (await (
        await generate(browser, { genres: ['Noir'], candidates: 3 })
      ).json()) as Batch;
      expect(body.credits).toBe(-1);
      expect(body.entries).toHaveLength(3);
      expect(await balance(browser)).toBe(-1);
    });

    it('serves and charges exactly one of twenty batches racing on one credit', async () => {
      server = await startTestServer(driver, { env: { SIGNUP_CREDITS: '1' } });
      const browser = await writer();
      const responses = await Promise.all(
        Array.from({ length: 20 }, () => generate(browser, { genres: ['Noir'], candidates: 3 })),
      );
      for (const response of responses) expect([200, 402, 429]).toContain(response.status);
      expect(responses.filter((response) => response.status === 200)).toHaveLength(1);
      expect(await rows()).toHaveLength(3);
      expect(new Set((await rows()).map((row) => row.batchId)).size).toBe(1);
      expect(await balance(browser)).toBe(0);
    });
  },
);

function never(): never {
  throw new Error('an idea saved without its elements');
}
