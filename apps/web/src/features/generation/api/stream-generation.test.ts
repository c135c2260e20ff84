import { afterEach, describe, expect, it, vi } from 'vitest';
import { ApiError } from '../../../lib/api-client';
import { streamGeneration } from './stream-generation';

const input = { genres: ['space-opera'], mode: 'quick', style: 'moderne', language: 'fr' } as const;
const entry = {
  id: 'e1',
  idea: 'Le Phare\n\nUne gardienne.',
  genres: ['Space opera'],
  genreIds: ['space-opera'],
  mode: 'quick',
  style: 'moderne',
  createdAt: '2026-01-01T00:00:00.000Z',
};

/** An SSE answer delivered in the given chunks, cut wherever the test likes. */
function sseResponse(chunks: string[]) {
  const encoder = new TextEncoder();
  const body = new ReadableStream<Uint8Array>({
    start(controller) {
      for (const chunk of chunks) controller.enqueue(encoder.encode(chunk));
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
  it('posts the request as an event stream and hands over each delta, then the entry', async () => {
    const done = JSON.stringify({ entry, credits: 2 });
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
