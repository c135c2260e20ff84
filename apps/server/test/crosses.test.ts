import type { ServerResponse } from 'node:http';
import type { LineCards } from '@plume/core/bible';
import type { HistoryEntry, HistoryPage } from '@plume/core/contracts';
import { afterEach, describe, expect, it } from 'vitest';
import { generationHistory, ideaCrosses } from '../src/db/schema';
import { balanceOf, signedUpWriter } from './support/accounts';
import type { BrowserSession } from './support/browser-session';
import { sseChunks, startChatStub } from './support/chat-stub-server';
import { errorCode } from './support/error-code';
import { TEST_DRIVERS } from './support/test-databases';
import { startTestServer, type TestServer } from './support/test-server';

const GENRES = {
  fr: [['Noir'], ['Saga familiale']],
  en: [['Space opera'], ['Cozy mystery']],
  es: [['Fantasía épica'], ['Novela negra']],
} as const;

describe.each(TEST_DRIVERS)('crossing ideas: POST /api/generations with cross on %s', (driver) => {
  let server: TestServer;
  const cleanups: (() => Promise<void>)[] = [];
  afterEach(async () => {
    for (const cleanup of cleanups.splice(0)) await cleanup();
    await server?.stop();
  });

  async function idea(
    browser: BrowserSession,
    body: Record<string, unknown>,
  ): Promise<HistoryEntry> {
    const response = await browser.post('/api/generations', {
      language: 'fr',
      mode: 'key-points',
      ...body,
    });
    expect(response.status).toBe(200);
    return ((await response.json()) as { entry: HistoryEntry }).entry;
  }

  const cross = (browser: BrowserSession, body: Record<string, unknown>) =>
    browser.post('/api/generations', body);

  async function history(browser: BrowserSession): Promise<HistoryEntry[]> {
    const page = (await (await browser.request('/api/history?limit=50')).json()) as HistoryPage;
    return page.items;
  }

  const rows = () => server.testDatabase.database.db.select().from(generationHistory);

  it.each(['fr', 'en', 'es'] as const)(
    'in %s, keeps A’s lead and B’s setting exactly, draws all else anew, for one credit, linked both ways',
    async (language) => {
      server = await startTestServer(driver, { env: { SIGNUP_CREDITS: '5' } });
      const browser = await signedUpWriter(server, 'cross@example.com');
      const [genresA, genresB] = GENRES[language];
      const a = await idea(browser, { language, genres: genresA });
      const b = await idea(browser, { language, genres: genresB });
      const response = await cross(browser, {
        cross: [
          { from: a.id, keep: ['lead'] },
          { from: b.id, keep: ['setting'] },
        ],
      });
      expect(response.status).toBe(200);
      const { entry, credits } = (await response.json()) as {
        entry: HistoryEntry;
        credits: number;
      };
      expect(credits).toBe(2);
      expect(await balanceOf(browser)).toBe(2);
      expect(entry.language).toBe(language);
      expect(entry.mode).toBe('key-points');
      expect(entry.genres).toEqual([...a.genres, ...b.genres]);
      expect(entry.elements.lead).toEqual(a.elements.lead);
      expect(entry.elements.setting).toBe(b.elements.setting);
      for (const name of ['title', 'conflict', 'twist', 'ending'] as const) {
        expect(entry.elements[name], name).toBeTruthy();
        expect(entry.elements[name], name).not.toBe(a.elements[name]);
        expect(entry.elements[name], name).not.toBe(b.elements[name]);
      }
      const title = (source: HistoryEntry) => source.idea.split('\n')[0];
      expect(entry.crossedFrom).toEqual([
        { id: a.id, title: title(a) },
        { id: b.id, title: title(b) },
      ]);
      const listed = await history(browser);
      const crossing = [{ id: entry.id, title: title(entry) }];
      expect(listed.find((one) => one.id === a.id)?.crossings).toEqual(crossing);
      expect(listed.find((one) => one.id === b.id)?.crossings).toEqual(crossing);
      expect(listed.find((one) => one.id === entry.id)?.crossedFrom).toEqual(entry.crossedFrom);
      expect(listed.find((one) => one.id === entry.id)?.parentId).toBeNull();
    },
  );

  it('starts a line of its own, with copies of the kept lead’s card and none of the rest', async () => {
    server = await startTestServer(driver);
    const browser = await signedUpWriter(server, 'cross@example.com');
    const a = await idea(browser, { genres: ['Noir'] });
    const b = await idea(browser, { genres: ['Saga familiale'] });
    expect((await browser.post(`/api/history/${a.id}/cards`)).status).toBe(201);
    const response = await cross(browser, {
      cross: [
        { from: a.id, keep: ['lead'] },
        { from: b.id, keep: ['twist'] },
      ],
    });
    const { entry } = (await response.json()) as { entry: HistoryEntry };
    const line = (await (
      await browser.request(`/api/history/${entry.id}/cards`)
    ).json()) as LineCards;
    const source = (await (
      await browser.request(`/api/history/${a.id}/cards`)
    ).json()) as LineCards;
    expect(line.lineId).toBe(entry.id);
    const leadCard = source.cards.find((card) => card.name === a.elements.lead?.name);
    expect(line.cards.map((card) => card.name)).toEqual([leadCard?.name]);
    expect(line.cards[0]?.id).not.toBe(leadCard?.id);
    // The source's own bible is untouched.
    expect(source.cards.length).toBeGreaterThan(1);
  });

  it('forgets a source that is deleted, and the link with it', async () => {
    server = await startTestServer(driver);
    const browser = await signedUpWriter(server, 'cross@example.com');
    const a = await idea(browser, { genres: ['Noir'] });
    const b = await idea(browser, { genres: ['Saga familiale'] });
    const { entry } = (await (
      await cross(browser, {
        cross: [
          { from: a.id, keep: ['lead'] },
          { from: b.id, keep: ['setting'] },
        ],
      })
    ).json()) as { entry: HistoryEntry };
    expect((await browser.request(`/api/history/${b.id}`, { method: 'DELETE' })).status).toBe(204);
    const crossed = (await history(browser)).find((one) => one.id === entry.id);
    expect(crossed?.crossedFrom).toEqual([{ id: a.id, title: a.idea.split('\n')[0] }]);
    expect(await server.testDatabase.database.db.select().from(ideaCrosses)).toHaveLength(1);
  });

  describe('refusals, none charged', () => {
    const SOME_ID = '00000000-0000-4000-8000-000000000000';

    it('refuses bad picks with their codes, before reading any idea', async () => {
      server = await startTestServer(driver);
      const browser = await signedUpWriter(server, 'cross@example.com');
      const a = await idea(browser, { genres: ['Noir'] });
      const b = await idea(browser, { genres: ['Saga familiale'] });
      const english = await idea(browser, { language: 'en', genres: ['Noir'] });
      const cases: [Record<string, unknown>, number, string][] = [
        [
          {
            cross: [
              { from: a.id, keep: ['lead'] },
              { from: b.id, keep: ['lead', 'setting'] },
            ],
          },
          400,
          'generation.crossConflict',
        ],
        [{ cross: [{ from: a.id, keep: ['lead'] }] }, 400, 'generation.crossCount'],
        [
          {
            cross: [
              { from: a.id, keep: ['lead'] },
              { from: a.id, keep: ['setting'] },
            ],
          },
          400,
          'generation.crossCount',
        ],
        [
          { cross: [a, b, english, { id: SOME_ID }].map(({ id }) => ({ from: id, keep: [] })) },
          400,
          'generation.crossCount',
        ],
        [
          {
            cross: [
              { from: a.id, keep: ['lead'] },
              { from: english.id, keep: ['setting'] },
            ],
          },
          400,
          'generation.crossLanguage',
        ],
        [
          {
            cross: [
              { from: a.id, keep: ['lead'] },
              { from: b.id, keep: ['setting'] },
            ],
            language: 'es',
          },
          400,
          'generation.crossLanguage',
        ],
        [
          {
            cross: [
              { from: a.id, keep: ['title', 'lead', 'cast'] },
              { from: b.id, keep: ['setting', 'conflict', 'twist', 'ending'] },
            ],
          },
          400,
          'generation.crossNothingNew',
        ],
        [
          {
            cross: [
              { from: a.id, keep: ['villain'] },
              { from: b.id, keep: [] },
            ],
          },
          400,
          'generation.unknownElement',
        ],
        [
          {
            cross: [
              { from: a.id, keep: ['lead'] },
              { from: SOME_ID, keep: ['setting'] },
            ],
          },
          404,
          'generation.ideaNotFound',
        ],
        [
          {
            cross: [
              { from: a.id, keep: ['lead'] },
              { from: b.id, keep: ['setting'] },
            ],
            genres: ['Noir'],
          },
          400,
          'errors.badRequest',
        ],
        [
          {
            cross: [
              { from: a.id, keep: ['lead'] },
              { from: b.id, keep: ['setting'] },
            ],
            candidates: 3,
          },
          400,
          'errors.badRequest',
        ],
        [
          {
            cross: [
              { from: a.id, keep: ['lead'] },
              { from: 'not-an-id', keep: [] },
            ],
          },
          404,
          'generation.ideaNotFound',
        ],
        [{ cross: [{ from: a.id, keep: 'lead' }, { from: b.id }] }, 400, 'errors.badRequest'],
      ];
      const before = await balanceOf(browser);
      for (const [body, status, code] of cases) {
        const response = await cross(browser, body);
        expect(response.status, JSON.stringify(body)).toBe(status);
        expect(await errorCode(response), JSON.stringify(body)).toBe(code);
      }
      expect(await balanceOf(browser)).toBe(before);
      expect(await rows()).toHaveLength(3);
    });

    it('answers another writer’s idea as a missing one, 404', async () => {
      server = await startTestServer(driver);
      const owner = await signedUpWriter(server, 'owner@example.com');
      const a = await idea(owner, { genres: ['Noir'] });
      const stranger = await signedUpWriter(server, 'stranger@example.com');
      const own = await idea(stranger, { genres: ['Noir'] });
      const response = await cross(stranger, {
        cross: [
          { from: own.id, keep: ['lead'] },
          { from: a.id, keep: ['setting'] },
        ],
      });
      expect(response.status).toBe(404);
      expect(await errorCode(response)).toBe('generation.ideaNotFound');
      expect(await balanceOf(stranger)).toBe(2);
    });
  });

  it('with an AI, quotes what to keep from each idea in the prompt', async () => {
    const answers = [
      'Le Phare des oubliés\n\nLéa Marchand, gardienne de phare, découvre que la lumière attire des navires disparus. Elle doit choisir entre les guider ou éteindre le feu.\n<elements>{"lead": {"name": "Léa Marchand", "role": "gardienne de phare"}, "cast": [], "setting": "un phare breton, de nos jours", "conflict": "la lumière attire des navires disparus", "twist": "son frère est à bord", "ending": "elle éteint le feu"}</elements>',
      'La Dette du meunier\n\nPaul Vidal hérite d’une dette envers un inconnu. Chaque nuit, quelqu’un vient réclamer son dû.\n<elements>{"lead": {"name": "Paul Vidal", "role": "meunier"}, "cast": [], "setting": "un moulin du Quercy en 1920", "conflict": "une dette réclamée chaque nuit", "twist": "l’inconnu est son père", "ending": "il brûle le moulin"}</elements>',
      'Le Sel des aveux\n\nLéa Marchand, gardienne de phare, s’installe dans un moulin du Quercy en 1920 où chaque nuit quelqu’un laisse une farine rouge sur le seuil. Elle découvre que le village entier lui ment.',
    ];
    const stub = await startChatStub((response: ServerResponse, attempt) => {
      response.writeHead(200, { 'content-type': 'text/event-stream' });
      for (const line of sseChunks([answers[attempt] ?? ''])) response.write(line);
      response.end();
    });
    cleanups.push(stub.close);
    server = await startTestServer(driver, { env: { AI_BASE_URL: stub.baseUrl } });
    const browser = await signedUpWriter(server, 'cross@example.com');
    const a = await idea(browser, { genres: ['Noir'], mode: 'quick' });
    const b = await idea(browser, { genres: ['Saga familiale'], mode: 'quick' });
    const response = await cross(browser, {
      cross: [
        { from: a.id, keep: ['lead'] },
        { from: b.id, keep: ['setting'] },
      ],
    });
    expect(response.status).toBe(200);
    const prompt = stub.requests[2]?.body.messages[1]?.content ?? '';
    const [, kept = '', replaced = ''] = prompt.split('"""');
    expect(kept).toContain('Léa Marchand (gardienne de phare)');
    expect(kept).toContain('un moulin du Quercy en 1920');
    expect(kept).not.toContain('Paul Vidal');
    expect(prompt.slice(prompt.indexOf(replaced))).toContain(
      'la lumière attire des navires disparus',
    );
    const { entry } = (await response.json()) as { entry: HistoryEntry };
    expect(entry.crossedFrom?.map((source) => source.id)).toEqual([a.id, b.id]);
  });
});
