import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';

export interface AiStubOptions {
  /** The n-th request gets the n-th answer (the last one once they run out). */
  answers?: readonly string[];
  /** Accept every request and never answer. */
  stall?: boolean;
  /** Wait before the first words. */
  delayMs?: number;
  /** Characters per chunk, and the pause between chunks. */
  pieceSize?: number;
  pieceMs?: number;
}

/**
 * An OpenAI-compatible chat-completions endpoint on loopback, streaming its answers a few
 * characters at a time and ending each with finish_reason 'stop', as real servers do.
 */
export async function startAiStub({
  answers = [],
  stall = false,
  delayMs = 0,
  pieceSize = 6,
  pieceMs = 40,
}: AiStubOptions) {
  let requests = 0;
  const pause = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));
  const server: Server = createServer(async (request, response) => {
    for await (const _ of request) {
    }
    const answer = answers[Math.min(requests++, answers.length - 1)] ?? '';
    response.writeHead(200, { 'content-type': 'text/event-stream' });
    if (stall) return;
    await pause(delayMs);
    const chunk = { id: 'x', object: 'chat.completion.chunk', created: 0, model: 'stub' };
    for (const content of answer.match(new RegExp(`.{1,${pieceSize}}`, 'gsu')) ?? []) {
      const choices = [{ index: 0, delta: { content }, finish_reason: null }];
      response.write(`data: ${JSON.stringify({ ...chunk, choices })}\n\n`);
      await pause(pieceMs);
    }
    const finish = [{ index: 0, delta: {}, finish_reason: 'stop' }];
    response.write(`data: ${JSON.stringify({ ...chunk, choices: finish })}\n\n`);
    response.end('data: [DONE]\n\n');
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  return {
    url: `http://127.0.0.1:${(server.address() as AddressInfo).port}/v1`,
    close: () => {
      server.closeAllConnections();
      server.close();
    },
  };
}
