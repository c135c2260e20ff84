import type { Outline, OutlineBeat } from '@plume/core/outline';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { ApiError } from '../../../lib/api-client';
import { streamOutline } from './stream-outline';

const beat = (id: string, title: string): OutlineBeat => ({
  id,
  key: 'disruption',
  act: 2,
  title,
  summary: 'Une lettre arrive.',
  change: 'Rien ne sera plus comme avant.',
  pov: null,
  cast: [],
  place: null,
  pct: 10,
  words: 750,
  locked: false,
  source: 'plan',
});
const outline: Outline = {
  id: 'o1',
  ideaId: 'i1',
  structure: 'quinary',
  language: 'fr',
  targetWords: 7500,
  beats: [beat('b1', 'La lettre')],
  createdAt: '2026-01-01T00:00:00.000Z',
  updatedAt: '2026-01-01T00:00:00.000Z',
};

const encoder = new TextEncoder();

function sseResponse(text: string) {
  const body = new ReadableStream<Uint8Array>({
    start(controller) {
      controller.enqueue(encoder.encode(text));
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

const event = (name: string, data: unknown) => `event: ${name}\ndata: ${JSON.stringify(data)}\n\n`;

afterEach(() => {
  vi.unstubAllGlobals();
});

describe('an outline written as a stream', () => {
  it('asks for the idea’s outline by its structure and length, and hands over each beat', async () => {
    const fetch = stubFetch(
      sseResponse(
        event('beat', { beat: beat('b1', 'La lettre') }) + event('done', { outline, credits: 4 }),
      ),
    );
    const beats: string[] = [];
    const written = await streamOutline(
      { kind: 'create', ideaId: 'i1', structure: 'quinary', targetWords: 7500 },
      (shown) => beats.push(shown.title),
    );
    expect(beats).toEqual(['La lettre']);
    expect(written).toEqual({ outline, credits: 4 });
    const [url, init] = fetch.mock.calls[0] ?? [];
    expect(url).toBe('/api/history/i1/outline');
    expect(init?.method).toBe('POST');
    expect(JSON.parse(String(init?.body))).toEqual({ structure: 'quinary', targetWords: 7500 });
    expect(new Headers(init?.headers).get('Accept')).toBe('text/event-stream');
  });

  it('redraws an outline without a body', async () => {
    const fetch = stubFetch(sseResponse(event('done', { outline, credits: -1 })));
    await streamOutline({ kind: 'redraw', outlineId: 'o1' }, () => undefined);
    const [url, init] = fetch.mock.calls[0] ?? [];
    expect(url).toBe('/api/outlines/o1/redraw');
    expect(init?.body).toBeUndefined();
  });

  it('drops the beats shown when the answer is asked for again', async () => {
    stubFetch(
      sseResponse(
        event('beat', { beat: beat('b1', 'Avant') }) +
          event('retry', {}) +
          event('beat', { beat: beat('b1', 'Après') }) +
          event('done', { outline, credits: 4 }),
      ),
    );
    let shown: string[] = [];
    await streamOutline({ kind: 'redraw', outlineId: 'o1' }, (one) => shown.push(one.title), {
      onRetry: () => {
        shown = [];
      },
    });
    expect(shown).toEqual(['Après']);
  });

  it('rejects with the refusal’s code before the stream, and an error event’s during it', async () => {
    stubFetch(
      new Response(JSON.stringify({ error: { code: 'outline.exists', message: 'exists' } }), {
        status: 409,
      }),
    );
    await expect(
      streamOutline(
        { kind: 'create', ideaId: 'i1', structure: 'quinary', targetWords: 7500 },
        () => undefined,
      ),
    ).rejects.toMatchObject({ code: 'outline.exists', status: 409 });
    stubFetch(sseResponse(event('error', { code: 'generation.noCredits', message: 'none' })));
    await expect(
      streamOutline({ kind: 'redraw', outlineId: 'o1' }, () => undefined),
    ).rejects.toMatchObject({ code: 'generation.noCredits' });
  });

  it('fails as a generation error when the stream ends without the outline', async () => {
    stubFetch(sseResponse(event('beat', { beat: beat('b1', 'La lettre') })));
    const failure = await streamOutline({ kind: 'redraw', outlineId: 'o1' }, () => undefined).catch(
      (error: unknown) => error,
    );
    expect(failure).toBeInstanceOf(ApiError);
    expect((failure as ApiError).code).toBe('generation.generationError');
  });
});
