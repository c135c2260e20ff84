import { WELL_FORMED } from '@plume/core/misbehaving-answers';
import type { Outline } from '@plume/core/outline';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { balanceOf, signedUpWriter } from './support/accounts';
import type { BrowserSession } from './support/browser-session';
import { sseChunks, startChatStub } from './support/chat-stub-server';
import { errorCode } from './support/error-code';
import { readEvents } from './support/server-sent-events';
import { TEST_DRIVERS } from './support/test-databases';
import { startTestServer, type TestServer } from './support/test-server';

/** The freytag beats, as an AI fills them for the lighthouse idea (WELL_FORMED.en.quick). */
const GOOD_BEATS = [
  ['exposition', 'The keeper', 'Lea Marchand keeps a Breton lighthouse alone.', 'Lea is alone.'],
  [
    'risingAction',
    'The first ship',
    'The light draws a ship lost a century ago.',
    'The dead can come back.',
  ],
  ['climax', 'Hugo aboard', 'Lea sees her brother Hugo on deck.', 'Lea must choose.'],
  [
    'fallingAction',
    'The village',
    'The village begins to empty into the sea.',
    'Each rescue costs a life.',
  ],
  ['denouement', 'Dark water', 'Lea puts out the light and lets Hugo go.', 'Lea is free of him.'],
].map(([key, title, summary, change]) => ({
  key,
  title,
  summary,
  change,
  people: ['Lea', ...(summary?.includes('Hugo') ? ['Hugo Marchand'] : [])],
  // The idea calls him "her own brother": the outline names him, and says he is new.
  newPeople: summary?.includes('Hugo') ? ['Hugo Marchand'] : [],
}));

const answer = (beats: unknown) => JSON.stringify({ beats });

describe('outlines written by an AI, checked before they are paid for', () => {
  let server: TestServer;
  let stub: Awaited<ReturnType<typeof startChatStub>>;
  let browser: BrowserSession;
  /** What the stub answers next, one reply per request. */
  let replies: string[] = [];

  beforeAll(async () => {
    stub = await startChatStub((response) => {
      const reply = replies.shift();
      if (reply === undefined) throw new Error('the stub was asked more often than expected');
      response.writeHead(200, { 'content-type': 'text/event-stream' });
      for (const line of sseChunks([reply])) response.write(line);
      response.end();
    });
    server = await startTestServer(TEST_DRIVERS[0] ?? 'pglite', {
      env: { AI_BASE_URL: stub.baseUrl, SIGNUP_CREDITS: '50' },
    });
    browser = await signedUpWriter(server, 'ai-outliner@example.com');
  });

  afterAll(async () => {
    await server?.stop();
    await stub?.close();
  });

  async function idea(): Promise<string> {
    replies = [WELL_FORMED.en.quick];
    const response = await browser.post('/api/generations', {
      genres: ['Space opera'],
      mode: 'quick',
      language: 'en',
    });
    expect(response.status).toBe(200);
    return ((await response.json()) as { entry: { id: string } }).entry.id;
  }

  async function outline(ideaId: string, script: string[]) {
    replies = script;
    const asked = stub.requests.length;
    const before = await balanceOf(browser);
    const response = await browser.post(`/api/history/${ideaId}/outline`, {
      structure: 'freytag',
    });
    return {
      response,
      requests: stub.requests.slice(asked),
      spent: before - (await balanceOf(browser)),
    };
  }

  it('saves a good answer, asked for once in JSON mode with the structure and the idea', async () => {
    const id = await idea();
    const { response, requests, spent } = await outline(id, [answer(GOOD_BEATS)]);
    expect(response.status).toBe(200);
    const saved = ((await response.json()) as { outline: Outline }).outline;
    expect(saved.beats.map((beat) => [beat.key, beat.summary, beat.source])).toEqual(
      GOOD_BEATS.map((beat) => [beat.key, beat.summary, 'ai']),
    );
    // The people named who have a card in the line's bible (Hugo has none).
    const cards = await browser.request(`/api/history/${id}/cards`);
    const lea = ((await cards.json()) as { cards: { id: string; name: string }[] }).cards
      .filter((card) => card.name.startsWith('Lea'))
      .map((card) => card.id);
    expect(saved.beats[2]?.cast).toEqual(lea);
    expect(spent).toBe(1);
    expect(requests).toHaveLength(1);
    const body = requests[0]?.body as {
      response_format?: unknown;
      messages: { content: string }[];
    };
    expect(body.response_format).toEqual({ type: 'json_object' });
    const prompt = body.messages[1]?.content ?? '';
    expect(prompt).toContain('Freytag');
    expect(prompt).toContain('fallingAction');
    expect(prompt).toContain('Lea Marchand, keeper of a Breton lighthouse');
  });

  const broken: [string, string][] = [
    ['prose', 'Here is your outline: first Lea keeps the light, then the ships come.'],
    ['a beat missing', answer(GOOD_BEATS.slice(0, 4))],
    [
      'a beat empty',
      answer(GOOD_BEATS.map((beat, i) => (i === 1 ? { ...beat, summary: ' ' } : beat))),
    ],
    [
      'someone undeclared',
      answer(GOOD_BEATS.map((beat, i) => (i === 3 ? { ...beat, people: ['Captain Vos'] } : beat))),
    ],
    [
      'another language',
      answer(
        GOOD_BEATS.map((beat) => ({
          ...beat,
          summary: 'Lea garde le phare et attend le retour des navires perdus depuis un siècle.',
          change: 'Rien ne sera plus comme avant pour elle.',
        })),
      ),
    ],
  ];

  it.each(broken)(
    'asks again after %s, then refuses with the credit given back',
    async (_, bad) => {
      const id = await idea();
      const { response, requests, spent } = await outline(id, [bad, bad]);
      expect(response.status).toBe(502);
      expect(await errorCode(response)).toBe('outline.answerRejected');
      expect(requests).toHaveLength(2);
      expect(requests[1]?.body.messages[1]?.content).not.toBe(
        requests[0]?.body.messages[1]?.content,
      );
      expect(spent).toBe(0);
      expect((await browser.request(`/api/history/${id}/outline`)).status).toBe(404);
    },
  );

  it('takes a good second answer, and tells a stream to start over', async () => {
    const id = await idea();
    replies = [broken[0]?.[1] ?? '', answer(GOOD_BEATS)];
    const response = await browser.request(`/api/history/${id}/outline`, {
      body: { structure: 'freytag' },
      accept: 'text/event-stream',
    });
    const events = (await readEvents(response)).map((event) => event.event);
    expect(events).toEqual(['retry', ...GOOD_BEATS.map(() => 'beat'), 'done']);
  });

  it('redraws with the locked beat given verbatim, and refuses an answer that changes it', async () => {
    const id = await idea();
    const { response } = await outline(id, [answer(GOOD_BEATS)]);
    const saved = ((await response.json()) as { outline: Outline }).outline;
    const locked = saved.beats[1];
    await browser.request(`/api/outlines/${saved.id}/beats/${locked?.id}`, {
      method: 'PATCH',
      body: { locked: true },
    });
    const changed = answer(
      GOOD_BEATS.map((beat, i) => (i === 1 ? { ...beat, summary: 'The light goes out.' } : beat)),
    );
    replies = [changed, changed];
    const before = await balanceOf(browser);
    const refused = await browser.request(`/api/outlines/${saved.id}/redraw`, { method: 'POST' });
    expect(refused.status).toBe(502);
    expect(await errorCode(refused)).toBe('outline.answerRejected');
    expect(await balanceOf(browser)).toBe(before);
    expect(stub.requests.at(-1)?.body.messages[1]?.content).toContain(locked?.summary);

    const fresh = GOOD_BEATS.map((beat, i) =>
      i === 1 ? beat : { ...beat, summary: `${beat.summary} Again.` },
    );
    replies = [answer(fresh)];
    const redrawn = await browser.request(`/api/outlines/${saved.id}/redraw`, { method: 'POST' });
    expect(redrawn.status).toBe(200);
    const after = ((await redrawn.json()) as { outline: Outline }).outline;
    expect(after.beats[1]).toEqual({ ...locked, locked: true });
    expect(after.beats[0]?.summary).toBe(`${GOOD_BEATS[0]?.summary} Again.`);
    expect(await balanceOf(browser)).toBe(before - 1);
  });
});
