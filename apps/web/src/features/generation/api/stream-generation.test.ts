import type { HistoryEntry } from '@plume/core/contracts';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { ApiError } from '../../../lib/api-client';
import { streamGeneration } from './stream-generation';

const input = { genres: ['space-opera'], mode: 'quick', style: 'moderne', language: 'fr' } as const;
const entry: HistoryEntry = {
  id: 'e1',
  idea: 'Le Phare\n\nUne gardienne.',
  genres: ['Space opera'],
  genreIds: ['space-opera'],
  mode: 'quick',
  style: 'moderne',
  language: 'fr',
  parentId: null,
  parentMode: null,
  developments: [],
  redrawnFrom: null,
  redraws: [],
  elements: {
    source: 'text',
    title: 'Le Phare',
    lead: null,
    cast: [],
    setting: null,
    conflict: null,
    twist: null,
    ending: null,
  },
  brief: {},
  shared: false,
  lineCards: 0,
  favourite: false,
  note: '',
  edited: false,
  createdAt: '2026-01-01T00:00:00.000Z',
};

const encoder = new TextEncoder();
const done = JSON.stringify({ entry, credits: 2 });

/** An SSE answer delivered in the given chunks, cut wherever the test likes. */
function sseResponse(chunks: (string | Uint8Array)[]) {
  const body = new ReadableStream<Uint8Array>({
    start(controller) {
      for (const chunk of chunks) {
        controller.enqueue(typeof chunk === 'string' ? encoder.encode(chunk) : chunk);
      }
      controller.close();
    },
  });
  return new Response(body, { headers: { 'Content-Type': 'text/event-stream' } });
}

function stubFetch(response: Response) {
  const fetch = vi.fn(async (_url: string, _init?: RequestInit) => response);
  vi.stubGlobal('fetch', fetch);
  return fetch;
}

afterEach(() => {
  vi.unstubAllGlobals();
});

describe('streamGeneration', () => {
  it('hands over which story bible cards the engine was told of, before the idea', async () => {
    const cards = {
      sent: [{ id: 'c1', name: 'Élise Marchal' }],
      left: [{ id: 'c2', name: 'Le phare' }],
    };
    stubFetch(
      sseResponse([
        `event: cards\ndata: ${JSON.stringify(cards)}\n\n`,
        'event: delta\ndata: {"text":"Le Phare"}\n\n',
        `event: done\ndata: ${done}\n\n`,
      ]),
    );
    const told: unknown[] = [];
    const texts: string[] = [];
    await streamGeneration(
      { ...input, cards: ['c1', 'c2'] },
      (text) => texts.push(`${told.length}:${text}`),
      undefined,
      undefined,
      (sent) => told.push(sent),
    );
    expect(told).toEqual([cards]);
    expect(texts).toEqual(['1:Le Phare']);
  });

  it('posts the request as an event stream and hands over each delta, then the entry', async () => {
    const fetch = stubFetch(
      sseResponse([
        'event: delta\ndata: {"text":"Le Ph"}\n',
        '\nevent: delta\ndata: {"text":"are"}\n\nevent: do',
        `ne\ndata: ${done}\n\n`,
      ]),
    );
    const texts: string[] = [];
    await expect(streamGeneration(input, (text) => texts.push(text))).resolves.toEqual({
      entry,
      credits: 2,
    });
    expect(texts).toEqual(['Le Ph', 'are']);
    const [url, init] = fetch.mock.calls[0] ?? [];
    expect(url).toBe('/api/generations');
    expect(init?.method).toBe('POST');
    expect(new Headers(init?.headers).get('Accept')).toBe('text/event-stream');
    expect(JSON.parse(String(init?.body))).toEqual(input);
  });

  it('says when the model is thinking and when it starts over, in the order of the stream', async () => {
    stubFetch(
      sseResponse([
        'event: thinking\ndata: {}\n\n',
        'event: delta\ndata: {"text":"Wrong"}\n\n',
        'event: retry\ndata: {}\n\n',
        'event: delta\ndata: {"text":"Le Phare"}\n\n',
        `event: done\ndata: ${done}\n\n`,
      ]),
    );
    const heard: string[] = [];
    await streamGeneration(
      input,
      (text) => heard.push(`text ${text}`),
      undefined,
      (status) => heard.push(status),
    );
    expect(heard).toEqual(['thinking', 'text Wrong', 'rewriting', 'text Le Phare']);
  });

  it('reads events cut at every byte, CRLF line ends and a split accented letter included', async () => {
    const whole = `event: delta\r\ndata: {"text":"Un phare éteint"}\r\n\r\nevent: done\r\ndata: ${done}\r\n\r\n`;
    stubFetch(sseResponse([...encoder.encode(whole)].map((byte) => Uint8Array.of(byte))));
    const texts: string[] = [];
    await expect(streamGeneration(input, (text) => texts.push(text))).resolves.toEqual({
      entry,
      credits: 2,
    });
    expect(texts).toEqual(['Un phare éteint']);
  });

  it('reads several events from one chunk, past comments, ids and unnamed events', async () => {
    stubFetch(
      sseResponse([
        ': keep-alive\n\nid: 1\nevent: delta\ndata: {"text":"Le"}\n\n' +
          'data: {"text":"unnamed"}\n\nevent: delta\ndata: {"text":" Phare"}\n\n' +
          `event: done\ndata: ${done}\n\n`,
      ]),
    );
    const texts: string[] = [];
    await expect(streamGeneration(input, (text) => texts.push(text))).resolves.toMatchObject({
      credits: 2,
    });
    expect(texts).toEqual(['Le', ' Phare']);
  });

  it('joins the data lines of one event', async () => {
    stubFetch(
      sseResponse([
        `event: delta\ndata: {"text":\ndata: "Le Phare"}\n\nevent: done\ndata: ${done}\n\n`,
      ]),
    );
    const texts: string[] = [];
    await streamGeneration(input, (text) => texts.push(text));
    expect(texts).toEqual(['Le Phare']);
  });

  it('rejects with the code of an error event', async () => {
    stubFetch(
      sseResponse([
        'event: delta\ndata: {"text":"Le"}\n\n',
        'event: error\ndata: {"code":"generation.generationError","message":"boom"}\n\n',
      ]),
    );
    await expect(streamGeneration(input, () => undefined)).rejects.toMatchObject({
      code: 'generation.generationError',
    });
  });

  it('rejects with the refusal given before the stream', async () => {
    stubFetch(
      new Response(JSON.stringify({ error: { code: 'generation.noCredits', message: 'No' } }), {
        status: 402,
        headers: { 'Content-Type': 'application/json' },
      }),
    );
    const failure = await streamGeneration(input, () => undefined).catch((error) => error);
    expect(failure).toBeInstanceOf(ApiError);
    expect(failure).toMatchObject({ code: 'generation.noCredits', status: 402 });
  });

  it('says the generation failed when the stream ends without done', async () => {
    stubFetch(sseResponse(['event: delta\ndata: {"text":"Le"}\n\n']));
    await expect(streamGeneration(input, () => undefined)).rejects.toMatchObject({
      code: 'generation.generationError',
    });
  });

  it('says the generation failed when the stream ends before done is closed by its blank line', async () => {
    stubFetch(sseResponse([`event: done\ndata: ${done}`]));
    await expect(streamGeneration(input, () => undefined)).rejects.toMatchObject({
      code: 'generation.generationError',
    });
  });

  it('rejects with the abort itself when the caller aborts mid-stream', async () => {
    vi.stubGlobal(
      'fetch',
      vi.fn(async (_url: string, init?: RequestInit) => {
        const body = new ReadableStream<Uint8Array>({
          start(controller) {
            controller.enqueue(encoder.encode('event: delta\ndata: {"text":"Le"}\n\n'));
            // As fetch does: aborting the request errors its body with the abort's reason.
            init?.signal?.addEventListener('abort', () => controller.error(init.signal?.reason));
          },
        });
        return new Response(body, { headers: { 'Content-Type': 'text/event-stream' } });
      }),
    );
    const abort = new AbortController();
    const failure = await streamGeneration(input, () => abort.abort(), abort.signal).catch(
      (error) => error,
    );
    expect(failure).not.toBeInstanceOf(ApiError);
    expect(failure).toMatchObject({ name: 'AbortError' });
  });

  it('says the server is out of reach when fetch fails', async () => {
    vi.stubGlobal(
      'fetch',
      vi.fn(async () => {
        throw new TypeError('Failed to fetch');
      }),
    );
    await expect(streamGeneration(input, () => undefined)).rejects.toMatchObject({
      code: 'errors.connectionError',
      status: 0,
    });
  });
});
