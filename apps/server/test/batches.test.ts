import type { ServerResponse } from 'node:http';
import type { HistoryEntry } from '@plume/core/contracts';
import { candidateMarker } from '@plume/core/generation';
import type { StoryPlan } from '@plume/core/generation/server';
import { eq } from 'drizzle-orm';
import { afterEach, describe, expect, it } from 'vitest';
import { credits, generationHistory, users } from '../src/db/schema';
import { balanceOf, signedUpWriter } from './support/accounts';
import type { BrowserSession } from './support/browser-session';
import { sseChunks, startChatStub } from './support/chat-stub-server';
import { errorCode } from './support/error-code';
import { readEvents } from './support/server-sent-events';
import { TEST_DRIVERS } from './support/test-databases';
import { startTestServer, type TestServer } from './support/test-server';

interface Batch {
  entries: HistoryEntry[];
  credits: number;
}

const GENRES = {
  fr: ['Space opera', 'Cosy mystery'],
  en: ['Noir', 'Magical realism'],
  es: ['Saga familiar', 'Fantasía épica'],
} as const;

/** Three French ideas of the quick mode, apart in lead, place and conflict. */
const FRENCH_IDEAS = [
  "Le Phare des oubliés\n\nLéa Marchand, gardienne d'un phare breton, découvre que la lumière attire chaque nuit des navires disparus depuis un siècle. Elle doit choisir entre les guider vers le port ou éteindre le feu pour toujours.",
  "La Dette du meunier\n\nDans un moulin du Quercy, Paul Vidal hérite d'une dette que son grand-père aurait contractée envers un inconnu. Chaque nuit, quelqu'un vient réclamer son dû en laissant une farine rouge sur le seuil.",
  "Les Heures volées\n\nÀ Lyon, l'horlogère Inès Garnier s'aperçoit que les montres qu'elle répare font disparaître une heure de la vie de leurs propriétaires. Son associé semble en profiter bien plus qu'il ne l'avoue.",
];

const ENGLISH_IDEA =
  'The Stolen Hours\n\nIn Lyon, the watchmaker Ines Garnier finds that the watches she repairs take an hour from the lives of their owners. Her partner seems to profit from it far more than he admits.';

/** A batch as a model writes it: a preamble, then each idea after its marker line. */
const batchAnswer = (ideas: readonly string[]) =>
  `Voici trois idées :\n\n${ideas.map((idea, index) => `${candidateMarker(index)}\n${idea}\n`).join('\n')}`;

/** Streams a reply in pieces of a few characters, as models do, markers cut across pieces. */
function streamReply(response: ServerResponse, text: string) {
  response.writeHead(200, { 'content-type': 'text/event-stream' });
  for (const line of sseChunks(text.match(/[\s\S]{1,9}/gu) ?? [])) response.write(line);
  response.end();
}

describe.each(TEST_DRIVERS)(
  'three at once: POST /api/generations with candidates on %s',
  (driver) => {
    let server: TestServer;
    const cleanups: (() => Promise<void>)[] = [];
    afterEach(async () => {
      for (const cleanup of cleanups.splice(0)) await cleanup();
      await server?.stop();
    });

    const generate = (browser: BrowserSession, body: Record<string, unknown>) =>
      browser.post('/api/generations', { language: 'fr', mode: 'quick', ...body });

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
        const browser = await signedUpWriter(server, 'batch@example.com');
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
        expect(await balanceOf(browser)).toBe(2);
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
      const browser = await signedUpWriter(server, 'batch@example.com');
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
      const browser = await signedUpWriter(server, 'batch@example.com');
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
      const browser = await signedUpWriter(server, 'batch@example.com');
      const response = await generate(browser, body);
      expect(response.status).toBe(400);
      expect(await errorCode(response)).toBe(code);
      expect(await balanceOf(browser)).toBe(3);
      expect(await rows()).toEqual([]);
    });

    it('refuses a batch developed from an idea, and charges nothing', async () => {
      server = await startTestServer(driver);
      const browser = await signedUpWriter(server, 'batch@example.com');
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
      expect(await balanceOf(browser)).toBe(2);
      expect(await rows()).toHaveLength(1);
    });

    it('never charges an unlimited account for a batch', async () => {
      server = await startTestServer(driver);
      const browser = await signedUpWriter(server, 'unlimited@example.com');
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
      expect(await balanceOf(browser)).toBe(-1);
    });

    describe('with an OpenAI-compatible engine', () => {
      async function serverAnswering(replies: string[]) {
        const stub = await startChatStub((response, attempt) =>
          streamReply(response, replies[attempt] ?? ''),
        );
        cleanups.push(stub.close);
        server = await startTestServer(driver, { env: { AI_BASE_URL: stub.baseUrl } });
        return stub;
      }

      it('asks for three ideas apart in one call, and splits a good answer into three', async () => {
        const stub = await serverAnswering([batchAnswer(FRENCH_IDEAS)]);
        const browser = await signedUpWriter(server, 'batch@example.com');
        const response = await generate(browser, { genres: ['Noir'], candidates: 3 });
        expect(response.status).toBe(200);
        const batch = (await response.json()) as Batch;
        expect(batch.entries.map((entry) => entry.idea)).toEqual(FRENCH_IDEAS);
        expect(batch.credits).toBe(2);
        expect(stub.requests).toHaveLength(1);
        const prompt = stub.requests[0]?.body.messages[1]?.content ?? '';
        expect(prompt).toContain('TROIS IDÉES');
        for (const index of [0, 1, 2]) expect(prompt).toContain(candidateMarker(index));
        expect(prompt).toMatch(
          /ni personnage principal \(pas même un prénom\), ni lieu, ni conflit/u,
        );
        expect(new Set(batch.entries.map((entry) => entry.batch?.id)).size).toBe(1);
      });

      it('asks again, alone, for the one idea in another language, and streams it in its place', async () => {
        const stub = await serverAnswering([
          batchAnswer([FRENCH_IDEAS[0] ?? '', ENGLISH_IDEA, FRENCH_IDEAS[1] ?? '']),
          FRENCH_IDEAS[2] ?? '',
        ]);
        const browser = await signedUpWriter(server, 'batch@example.com');
        const response = await browser.request('/api/generations', {
          method: 'POST',
          body: { language: 'fr', mode: 'quick', genres: ['Noir'], candidates: 3 },
          accept: 'text/event-stream',
        });
        const events = await readEvents(response);
        expect(events.filter((event) => event.event === 'retry')).toEqual([
          { event: 'retry', data: { candidate: 1 } },
        ]);
        const done = events.at(-1)?.data as Batch;
        expect(done.entries.map((entry) => entry.idea)).toEqual([
          FRENCH_IDEAS[0],
          FRENCH_IDEAS[2],
          FRENCH_IDEAS[1],
        ]);
        expect(done.credits).toBe(2);
        // The second call asks for one idea, told the rule it broke and the others' titles.
        const again = stub.requests[1]?.body.messages[1]?.content ?? '';
        expect(again).not.toContain('TROIS IDÉES');
        expect(again).toContain('Le Phare des oubliés');
        expect(again).toContain('La Dette du meunier');
        expect(again).toMatch(/RAPPEL/u);
      });

      it('refuses the whole batch, and gives the credit back, when the idea asked again fails again', async () => {
        const stub = await serverAnswering([
          batchAnswer([FRENCH_IDEAS[0] ?? '', ENGLISH_IDEA, FRENCH_IDEAS[1] ?? '']),
          ENGLISH_IDEA,
        ]);
        const browser = await signedUpWriter(server, 'batch@example.com');
        const response = await generate(browser, { genres: ['Noir'], candidates: 3 });
        expect(response.status).toBe(502);
        expect(await errorCode(response)).toBe('generation.answerWrongLanguage');
        expect(stub.requests).toHaveLength(2);
        expect(await balanceOf(browser)).toBe(3);
        expect(await rows()).toEqual([]);
      });

      it('asks alone for an idea the answer left out', async () => {
        const stub = await serverAnswering([
          batchAnswer(FRENCH_IDEAS.slice(0, 2)),
          FRENCH_IDEAS[2] ?? '',
        ]);
        const browser = await signedUpWriter(server, 'batch@example.com');
        const batch = (await (
          await generate(browser, { genres: ['Noir'], candidates: 3 })
        ).json()) as Batch;
        expect(batch.entries.map((entry) => entry.idea)).toEqual(FRENCH_IDEAS);
        expect(stub.requests).toHaveLength(2);
      });
    });

    it('serves and charges exactly one of twenty batches racing on one credit', async () => {
      server = await startTestServer(driver, { env: { SIGNUP_CREDITS: '1' } });
      const browser = await signedUpWriter(server, 'batch@example.com');
      const responses = await Promise.all(
        Array.from({ length: 20 }, () => generate(browser, { genres: ['Noir'], candidates: 3 })),
      );
      for (const response of responses) expect([200, 402, 429]).toContain(response.status);
      expect(responses.filter((response) => response.status === 200)).toHaveLength(1);
      expect(await rows()).toHaveLength(3);
      expect(new Set((await rows()).map((row) => row.batchId)).size).toBe(1);
      expect(await balanceOf(browser)).toBe(0);
    });
  },
);

function never(): never {
  throw new Error('an idea saved without its elements');
}
