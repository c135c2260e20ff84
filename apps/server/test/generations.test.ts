import type { ServerResponse } from 'node:http';
import { eq } from 'drizzle-orm';
import { afterEach, describe, expect, it } from 'vitest';
import { HOLD_LIFETIME_MS, sweepExpiredHolds, takeHold } from '../src/credits/credit-holds';
import { credits, generationHistory, users } from '../src/db/schema';
import { BrowserSession } from './support/browser-session';
import { errorReply, sseChunks, startChatStub, usageChunk } from './support/chat-stub-server';
import { errorCode } from './support/error-code';
import { eventsIn, readEvents } from './support/server-sent-events';
import { TEST_DRIVERS } from './support/test-databases';
import { startTestServer, type TestServer } from './support/test-server';

const PASSWORD = 'Plume-Story-42';

interface Done {
  entry: {
    id: string;
    idea: string;
    genres: string[];
    mode: string;
    style: string;
    createdAt: string;
  };
  credits: number;
}

describe.each(TEST_DRIVERS)('POST /api/generations on %s', (driver) => {
  let server: TestServer;
  const cleanups: (() => Promise<void>)[] = [];
  afterEach(async () => {
    for (const cleanup of cleanups.splice(0)) await cleanup();
    await server?.stop();
  });

  async function writer(email = 'writer@example.com') {
    const browser = new BrowserSession(server);
    await browser.signUp(email, PASSWORD);
    return browser;
  }

  const generate = (browser: BrowserSession, body: Record<string, unknown>) =>
    browser.post('/api/generations', { language: 'fr', mode: 'quick', ...body });

  async function balance(browser: BrowserSession): Promise<number> {
    const me = (await (await browser.request('/api/me')).json()) as { credits: { amount: number } };
    return me.credits.amount;
  }

  const entriesOf = async () => server.testDatabase.database.db.select().from(generationHistory);

  it('refuses a signed-out visitor with 401 generation.loginRequired', async () => {
    server = await startTestServer(driver);
    const response = await generate(new BrowserSession(server), { genres: ['Space opera'] });
    expect(response.status).toBe(401);
    expect(await errorCode(response)).toBe('generation.loginRequired');
  });

  it('writes an idea, saves it with French labels and spends one credit (JSON)', async () => {
    server = await startTestServer(driver);
    const browser = await writer();
    const response = await generate(browser, {
      genres: ['Space opera', 'cozy-mystery', 'Fantasía épica', 'epic fantasy'],
      style: 'poetique',
    });
    expect(response.status).toBe(200);
    const body = (await response.json()) as Done;
    expect(body.credits).toBe(2);
    expect(body.entry).toMatchObject({
      genres: ['Space opera', 'Cosy mystery', 'Fantasy épique'],
      genreIds: ['space-opera', 'cozy-mystery', 'epic-fantasy'],
      mode: 'quick',
      style: 'poetique',
    });
    expect(body.entry.idea.split('\n')[0]?.length).toBeGreaterThan(0);
    expect(await balance(browser)).toBe(2);
    expect(await entriesOf()).toHaveLength(1);
  });

  it('streams delta events, then done with the entry and the balance', async () => {
    server = await startTestServer(driver);
    const browser = await writer();
    const response = await browser.request('/api/generations', {
      method: 'POST',
      body: { language: 'en', mode: 'key-points', genres: ['Epic fantasy'] },
      accept: 'text/event-stream',
    });
    expect(response.headers.get('content-type')).toContain('text/event-stream');
    const events = await readEvents(response);
    const deltas = events.filter((event) => event.event === 'delta');
    expect(deltas.length).toBeGreaterThan(1);
    expect(events.at(-1)?.event).toBe('done');
    expect(events.slice(0, -1).every((event) => event.event === 'delta')).toBe(true);
    const done = events.at(-1)?.data as Done;
    const streamed = deltas.map((event) => (event.data as { text: string }).text).join('');
    expect(done.entry.idea).toBe(streamed.trim());
    expect(done.entry.idea).toContain('Central conflict');
    expect(done.credits).toBe(2);
  });

  it.each([
    [{ mode: 'sonnet', genres: ['Space opera'] }, 'generation.invalidMode'],
    [{ genres: [] }, 'generation.selectGenre'],
    [{ genres: Array.from({ length: 11 }, (_, n) => `genre ${n}`) }, 'genres.maxError'],
    [{ genres: ['Knitting manual'] }, 'genres.unknownGenre'],
    [{ mode: 'random-genres', randomCount: 6 }, 'generation.invalidRandomCount'],
    [{ genres: ['Space opera'], style: 'baroque' }, 'errors.badRequest'],
    [{ genres: 'Space opera' }, 'errors.badRequest'],
  ])('refuses %j with %s and spends nothing', async (body, code) => {
    server = await startTestServer(driver);
    const browser = await writer();
    const response = await generate(browser, body);
    expect(response.status).toBe(400);
    expect(await errorCode(response)).toBe(code);
    expect(await balance(browser)).toBe(3);
    expect(await entriesOf()).toEqual([]);
  });

  it('answers 402 generation.noCredits once the credits are spent', async () => {
    server = await startTestServer(driver, { env: { SIGNUP_CREDITS: '1' } });
    const browser = await writer();
    expect((await generate(browser, { genres: ['Space opera'] })).status).toBe(200);
    const refused = await generate(browser, { genres: ['Space opera'] });
    expect(refused.status).toBe(402);
    expect(await errorCode(refused)).toBe('generation.noCredits');
    expect(await balance(browser)).toBe(0);
  });

  it('picks random genres in random-genres mode and stores them', async () => {
    server = await startTestServer(driver);
    const browser = await writer();
    const response = await generate(browser, { mode: 'random-genres', randomCount: 4 });
    const body = (await response.json()) as Done;
    expect(body.entry.mode).toBe('random-genres');
    expect(new Set(body.entry.genres).size).toBe(4);
  });

  it('never charges an unlimited account', async () => {
    server = await startTestServer(driver);
    const browser = await writer('unlimited@example.com');
    const db = server.testDatabase.database.db;
    const [user] = await db.select().from(users).where(eq(users.email, 'unlimited@example.com'));
    await db
      .update(credits)
      .set({ amount: -1 })
      .where(eq(credits.userId, user?.id ?? ''));
    for (let n = 0; n < 2; n++) {
      const body = (await (await generate(browser, { genres: ['Noir'] })).json()) as Done;
      expect(body.credits).toBe(-1);
    }
    expect(await balance(browser)).toBe(-1);
  });

  it('spends exactly one credit per saved idea when 20 requests race', async () => {
    server = await startTestServer(driver);
    const browser = await writer();
    const responses = await Promise.all(
      Array.from({ length: 20 }, () => generate(browser, { genres: ['Space opera'] })),
    );
    const succeeded = responses.filter((response) => response.status === 200).length;
    for (const response of responses) expect([200, 402, 429]).toContain(response.status);
    expect(succeeded).toBeGreaterThanOrEqual(1);
    expect(succeeded).toBeLessThanOrEqual(3);
    expect(await entriesOf()).toHaveLength(succeeded);
    expect(await balance(browser)).toBe(3 - succeeded);
  });

  it('gives back the credit of a hold left by a crash, once it expires', async () => {
    server = await startTestServer(driver);
    const browser = await writer();
    const db = server.testDatabase.database.db;
    const [user] = await db.select().from(users);
    const now = new Date();
    await takeHold(db, user?.id ?? '', now);
    expect(await balance(browser)).toBe(2);
    const busy = await generate(browser, { genres: ['Space opera'] });
    expect(busy.status).toBe(429);
    expect(await errorCode(busy)).toBe('generation.inProgress');
    expect(await sweepExpiredHolds(db, new Date(now.getTime() + HOLD_LIFETIME_MS - 1000))).toBe(0);
    expect(await sweepExpiredHolds(db, new Date(now.getTime() + HOLD_LIFETIME_MS + 1000))).toBe(1);
    expect(await balance(browser)).toBe(3);
    expect((await generate(browser, { genres: ['Space opera'] })).status).toBe(200);
  });

  it('writes each idea from other settings, incidents and twists than the last five, read from their plans', async () => {
    server = await startTestServer(driver, { env: { SIGNUP_CREDITS: '8' } });
    const browser = await writer();
    const ids: string[] = [];
    for (let n = 0; n < 8; n++) {
      const response = await generate(browser, {
        language: 'en',
        genres: ['Fantasy épique', 'Romance historique'],
      });
      expect(response.status).toBe(200);
      ids.push(((await response.json()) as Done).entry.id);
    }
    const rows = await entriesOf();
    const plans = ids.map((id) => rows.find((row) => row.id === id)?.plan);
    plans.forEach((plan, n) => {
      expect(plan?.used?.length).toBeGreaterThan(5);
      for (const earlier of plans.slice(Math.max(0, n - 5), n)) {
        for (const element of ['setting', 'incident', 'twist', 'climax', 'threat'] as const) {
          expect(plan?.[element], `${element} of idea ${n}`).not.toBe(earlier?.[element]);
        }
      }
    });
  });

  describe('with an OpenAI-compatible engine', () => {
    /**
     * Timeouts short enough for a test to wait on a stall. Only the failure cases use them:
     * on a busy machine, a stub's first chunk can take longer than 300 ms to arrive.
     */
    const STALL_TIMEOUTS = { AI_FIRST_TOKEN_TIMEOUT_MS: '300', AI_CONNECT_TIMEOUT_MS: '300' };

    async function serverWithStub(
      behaviour: Parameters<typeof startChatStub>[0],
      env: Record<string, string> = {},
    ) {
      const stub = await startChatStub(behaviour);
      cleanups.push(stub.close);
      server = await startTestServer(driver, { env: { AI_BASE_URL: stub.baseUrl, ...env } });
      return stub;
    }

    it('sends the prompt in the writer’s language and saves the streamed reply', async () => {
      const stub = await serverWithStub((response) => {
        response.writeHead(200, { 'content-type': 'text/event-stream' });
        for (const line of sseChunks(['La Nuit des phares', '\n\nUne gardienne de phare…']))
          response.write(line);
        response.end();
      });
      const browser = await writer();
      const body = (await (
        await generate(browser, { genres: ['Space opera'], language: 'es' })
      ).json()) as Done;
      expect(body.entry.idea).toBe('La Nuit des phares\n\nUne gardienne de phare…');
      const messages = stub.requests[0]?.body.messages ?? [];
      expect(messages[0]?.role).toBe('system');
      expect(messages[0]?.content).toMatch(/español/i);
      expect(messages[1]?.content).toContain('Ópera espacial');
    });

    it('logs the engine, the tokens, the time to the first chunk and the total time', async () => {
      await serverWithStub((response) => {
        response.writeHead(200, { 'content-type': 'text/event-stream' });
        const [content, finish, done] = sseChunks(['La Nuit des phares\n\nUne idée.']);
        response.write(content ?? '');
        response.write(finish ?? '');
        response.write(
          usageChunk({ prompt_tokens: 700, completion_tokens: 90, total_tokens: 790 }),
        );
        response.end(done);
      });
      const browser = await writer();
      expect((await generate(browser, { genres: ['Space opera'] })).status).toBe(200);
      const logged = server.logs.find((line) => line.msg === 'idea generated');
      expect(logged).toMatchObject({
        engine: 'openai-compatible',
        tokens: { promptTokens: 700, completionTokens: 90 },
      });
      expect(logged?.firstChunkMs).toEqual(expect.any(Number));
      expect(logged?.totalMs).toEqual(expect.any(Number));
    });

    it.each([
      ['an HTTP 500', (response: import('node:http').ServerResponse) => errorReply(response, 500)],
      [
        'a stall past the timeout',
        (response: import('node:http').ServerResponse) => {
          response.writeHead(200, { 'content-type': 'text/event-stream' });
        },
      ],
      [
        'a malformed body',
        (response: import('node:http').ServerResponse) => {
          response.writeHead(200, { 'content-type': 'text/event-stream' });
          response.end('data: {oops\n\n');
        },
      ],
    ])(
      'answers 502 generation.generationError on %s, spending nothing',
      async (_name, behaviour) => {
        await serverWithStub(behaviour, STALL_TIMEOUTS);
        const browser = await writer();
        const response = await generate(browser, { genres: ['Space opera'] });
        expect(response.status).toBe(502);
        expect(await errorCode(response)).toBe('generation.generationError');
        expect(await balance(browser)).toBe(3);
        expect(await entriesOf()).toEqual([]);
      },
    );

    it('ends the stream with an error event when the engine hangs up mid-idea', async () => {
      let engineAnswer: ServerResponse | undefined;
      await serverWithStub((response) => {
        response.writeHead(200, { 'content-type': 'text/event-stream' });
        response.write(sseChunks(['La Nuit des phares\n\nUne gardienne de phare breton'])[0] ?? '');
        engineAnswer = response;
      });
      const browser = await writer();
      const response = await browser.request('/api/generations', {
        method: 'POST',
        body: { language: 'fr', mode: 'quick', genres: ['Space opera'] },
        accept: 'text/event-stream',
      });
      // The engine hangs up once the writer has seen the idea start: a reset sent sooner
      // could discard the chunk before the server read it, on a busy machine.
      const reader = response.body?.getReader();
      const decoder = new TextDecoder();
      let text = '';
      let hungUp = false;
      for (;;) {
        const chunk = await reader?.read();
        if (!chunk || chunk.done) break;
        text += decoder.decode(chunk.value, { stream: true });
        if (!hungUp && /event: ?delta/.test(text)) {
          hungUp = true;
          engineAnswer?.socket?.destroy();
        }
      }
      const events = eventsIn(text);
      expect(events.map((event) => event.event)).toEqual(['delta', 'error']);
      expect(events[1]?.data).toEqual({
        code: 'generation.generationError',
        message: 'Error during generation',
      });
      expect(await balance(browser)).toBe(3);
      expect(await entriesOf()).toEqual([]);
    });

    it('gives the credit back when the writer disconnects mid-stream', async () => {
      await serverWithStub((response) => {
        response.writeHead(200, { 'content-type': 'text/event-stream' });
        response.write(sseChunks(['La Nuit des phares\n\nUne gardienne de phare breton'])[0] ?? '');
      });
      const browser = await writer();
      const controller = new AbortController();
      const response = await browser.request('/api/generations', {
        method: 'POST',
        body: { language: 'fr', mode: 'quick', genres: ['Space opera'] },
        accept: 'text/event-stream',
        signal: controller.signal,
      });
      const reader = response.body?.getReader();
      await reader?.read();
      controller.abort();
      const deadline = Date.now() + 5000;
      while ((await balance(browser)) !== 3 && Date.now() < deadline) {
        await new Promise((resolve) => setTimeout(resolve, 50));
      }
      expect(await balance(browser)).toBe(3);
      expect(await entriesOf()).toEqual([]);
    });
  });
});
