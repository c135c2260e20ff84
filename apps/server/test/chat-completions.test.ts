import { afterEach, describe, expect, it } from 'vitest';
import type { ChatEngineConfig } from '../src/config';
import { streamChatCompletion } from '../src/generation/engines/chat-completions';
import { EngineError } from '../src/generation/engines/engine-error';
import {
  errorReply,
  sseChunks,
  startChatStub,
  streamReply,
  usageChunk,
} from './support/chat-stub-server';

type Stub = Awaited<ReturnType<typeof startChatStub>>;

const config = (
  baseUrl: string,
  timeouts: Partial<ChatEngineConfig['timeouts']> = {},
): ChatEngineConfig => ({
  kind: 'openrouter',
  baseUrl,
  apiKey: 'sk-test',
  model: 'anthropic/claude-sonnet-4',
  referer: 'https://plume.example',
  title: 'Plume',
  timeouts: { connectMs: 2000, firstTokenMs: 2000, totalMs: 5000, ...timeouts },
  bibleBudget: 1500,
});

const prompt = { system: 'Réponds uniquement en français.', user: 'Écris une idée.' };

async function collect(stream: AsyncIterable<string>): Promise<string> {
  let text = '';
  for await (const piece of stream) text += piece;
  return text;
}

async function failure(stream: AsyncIterable<string>): Promise<EngineError> {
  try {
    await collect(stream);
  } catch (error) {
    if (error instanceof EngineError) return error;
    throw error;
  }
  throw new Error('expected the stream to fail');
}

describe('streamChatCompletion against an OpenAI-compatible stub on loopback', () => {
  let stub: Stub;
  afterEach(() => stub?.close());

  it('streams the reply and sends the model, the two messages and the OpenRouter headers', async () => {
    stub = await startChatStub((response) =>
      streamReply(response, ['La Nuit', ' des ', 'phares\n\nUne idée.']),
    );
    const pieces: string[] = [];
    for await (const piece of streamChatCompletion(config(stub.baseUrl), prompt))
      pieces.push(piece);
    expect(pieces.join('')).toBe('La Nuit des phares\n\nUne idée.');
    expect(pieces.length).toBe(3);

    const [request] = stub.requests;
    expect(request?.method).toBe('POST');
    expect(request?.path).toBe('/v1/chat/completions');
    expect(request?.headers.authorization).toBe('Bearer sk-test');
    expect(request?.headers['http-referer']).toBe('https://plume.example');
    expect(request?.headers['x-title']).toBe('Plume');
    expect(request?.body).toMatchObject({
      model: 'anthropic/claude-sonnet-4',
      stream: true,
      messages: [
        { role: 'system', content: prompt.system },
        { role: 'user', content: prompt.user },
      ],
    });
  });

  it('asks for the token usage and reports it, with OpenRouter’s cost when given', async () => {
    stub = await startChatStub((response) => {
      response.writeHead(200, { 'content-type': 'text/event-stream' });
      const [content, finish, done] = sseChunks(['Titre']);
      response.write(content ?? '');
      response.write(finish ?? '');
      response.write(
        usageChunk({ prompt_tokens: 812, completion_tokens: 164, total_tokens: 976, cost: 0.0049 }),
      );
      response.end(done);
    });
    const reported: unknown[] = [];
    const text = await collect(
      streamChatCompletion(config(stub.baseUrl), prompt, undefined, {
        onUsage: (usage) => reported.push(usage),
      }),
    );
    expect(text).toBe('Titre');
    expect(stub.requests[0]?.body.stream_options).toEqual({ include_usage: true });
    expect(reported).toEqual([{ promptTokens: 812, completionTokens: 164, cost: 0.0049 }]);
  });

  it('retries once after a 429, then streams', async () => {
    stub = await startChatStub((response, attempt) =>
      attempt === 0 ? errorReply(response, 429) : streamReply(response, ['Titre']),
    );
    expect(await collect(streamChatCompletion(config(stub.baseUrl), prompt))).toBe('Titre');
    expect(stub.requests).toHaveLength(2);
  });

  it('gives up after one retry on a 500, as Erreur API: 500', async () => {
    stub = await startChatStub((response) => errorReply(response, 500));
    const error = await failure(streamChatCompletion(config(stub.baseUrl), prompt));
    expect(error).toMatchObject({ kind: 'http', status: 500, message: 'Erreur API: 500' });
    expect(stub.requests).toHaveLength(2);
  });

  it('does not retry a 401', async () => {
    stub = await startChatStub((response) => errorReply(response, 401));
    const error = await failure(streamChatCompletion(config(stub.baseUrl), prompt));
    expect(error).toMatchObject({ kind: 'http', status: 401 });
    expect(stub.requests).toHaveLength(1);
  });

  it('calls a reply without content an invalid API response', async () => {
    stub = await startChatStub((response) => streamReply(response, []));
    const error = await failure(streamChatCompletion(config(stub.baseUrl), prompt));
    expect(error).toMatchObject({ kind: 'invalidResponse', message: 'Invalid API response' });
  });

  it('calls a malformed stream an invalid API response', async () => {
    stub = await startChatStub((response) => {
      response.writeHead(200, { 'content-type': 'text/event-stream' });
      response.end('data: {not json\n\n');
    });
    const error = await failure(streamChatCompletion(config(stub.baseUrl), prompt));
    expect(error.kind).toBe('invalidResponse');
  });

  it('times out when the first token does not come', async () => {
    stub = await startChatStub((response) => {
      response.writeHead(200, { 'content-type': 'text/event-stream' });
      response.write(': keep-alive\n\n');
    });
    const started = Date.now();
    const error = await failure(
      streamChatCompletion(config(stub.baseUrl, { connectMs: 100, firstTokenMs: 200 }), prompt),
    );
    expect(error.kind).toBe('timeout');
    expect(Date.now() - started).toBeLessThan(2000);
  });

  it('fails when the server hangs up mid-stream', async () => {
    stub = await startChatStub((response) => {
      response.writeHead(200, { 'content-type': 'text/event-stream' });
      const [first] = sseChunks(['Le début']);
      response.write(first ?? '');
      setTimeout(() => response.socket?.destroy(), 50);
    });
    const error = await failure(streamChatCompletion(config(stub.baseUrl), prompt));
    expect(['network', 'invalidResponse']).toContain(error.kind);
  });

  it('stops when the caller abandons the request', async () => {
    stub = await startChatStub((response) => {
      response.writeHead(200, { 'content-type': 'text/event-stream' });
      response.write(sseChunks(['Un'])[0] ?? '');
    });
    const controller = new AbortController();
    const stream = streamChatCompletion(config(stub.baseUrl), prompt, controller.signal);
    const first = await stream.next();
    expect(first.value).toBe('Un');
    controller.abort();
    await expect(stream.next()).rejects.toMatchObject({ kind: 'aborted' });
  });
});
