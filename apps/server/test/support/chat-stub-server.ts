import { createServer, type IncomingMessage, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';

export interface RecordedRequest {
  method: string;
  path: string;
  headers: IncomingMessage['headers'];
  body: {
    model: string;
    stream: boolean;
    stream_options?: { include_usage?: boolean };
    messages: { role: string; content: string }[];
  };
}

/** What the stub does with the n-th request (0-based). */
export type StubBehaviour = (response: ServerResponse, attempt: number) => void | Promise<void>;

/**
 * An OpenAI-compatible chat-completions server on loopback, speaking the streaming (SSE)
 * protocol, so the real engine and the real SDK are tested over real HTTP.
 */
export async function startChatStub(behaviour: StubBehaviour) {
  const requests: RecordedRequest[] = [];
  const server = createServer(async (request, response) => {
    let raw = '';
    for await (const chunk of request) raw += chunk;
    requests.push({
      method: request.method ?? '',
      path: request.url ?? '',
      headers: request.headers,
      body: JSON.parse(raw || '{}'),
    });
    await behaviour(response, requests.length - 1);
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  return {
    baseUrl: `http://127.0.0.1:${port}/v1`,
    requests,
    close: () =>
      new Promise<void>((resolve) => {
        server.closeAllConnections();
        server.close(() => resolve());
      }),
  };
}

/**
 * The SSE lines of a streamed completion, one content delta per piece, then the chunk that
 * says why the model stopped (`finishReason`, 'stop' unless given; null leaves it out, as a
 * stream cut short does) and `[DONE]`.
 */
export function sseChunks(pieces: string[], finishReason: string | null = 'stop'): string[] {
  return [
    ...pieces.map(
      (content, index) =>
        `data: ${JSON.stringify({
          id: 'chatcmpl-stub',
          object: 'chat.completion.chunk',
          created: 0,
          model: 'stub',
          choices: [
            {
              index: 0,
              delta: index === 0 ? { role: 'assistant', content } : { content },
              finish_reason: null,
            },
          ],
        })}\n\n`,
    ),
    ...(finishReason === null ? [] : [finishChunk(finishReason)]),
    'data: [DONE]\n\n',
  ];
}

/** The chunk that ends a reply: an empty delta with its finish reason. */
export function finishChunk(reason: string): string {
  return `data: ${JSON.stringify({
    id: 'chatcmpl-stub',
    object: 'chat.completion.chunk',
    created: 0,
    model: 'stub',
    choices: [{ index: 0, delta: {}, finish_reason: reason }],
  })}\n\n`;
}

/** The last chunk a server sends when asked to include usage: no choices, only the usage. */
export function usageChunk(usage: Record<string, number>): string {
  return `data: ${JSON.stringify({
    id: 'chatcmpl-stub',
    object: 'chat.completion.chunk',
    created: 0,
    model: 'stub',
    choices: [],
    usage,
  })}\n\n`;
}

/** Answers with a complete stream of these pieces. */
export function streamReply(response: ServerResponse, pieces: string[]) {
  response.writeHead(200, { 'content-type': 'text/event-stream' });
  for (const line of sseChunks(pieces)) response.write(line);
  response.end();
}

export function errorReply(response: ServerResponse, status: number) {
  response.writeHead(status, { 'content-type': 'application/json' });
  response.end(JSON.stringify({ error: { message: `stub ${status}` } }));
}
