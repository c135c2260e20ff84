import type { ServerResponse } from 'node:http';
import type { Mode } from '@plume/core/generation';
import { PROMPT_TEXTS } from '@plume/core/generation/server';
import type { Language } from '@plume/core/i18n';
import {
  MISBEHAVING_ANSWERS,
  type MisbehavingAnswer,
  WELL_FORMED,
} from '@plume/core/misbehaving-answers';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { BrowserSession } from './support/browser-session';
import { finishChunk, sseChunks, startChatStub, usageChunk } from './support/chat-stub-server';
import { errorCode } from './support/error-code';
import { readEvents } from './support/server-sent-events';
import { TEST_DRIVERS } from './support/test-databases';
import { startTestServer, type TestServer } from './support/test-server';

/*
 * What a model sends back, cleaned and checked before a writer pays for it: every answer of
 * the misbehaving corpus, streamed by an OpenAI-compatible server on loopback, ends either
 * as a clean idea charged once or as a refusal with the balance and the history unchanged.
 */

/**
 * An answer as the stub streams it: its text in small pieces and why it stopped, or a whole
 * stream as a given server writes it.
 */
type Reply = { text: string; finishReason: string | null } | { raw: string };

const REFUSAL_CODES = {
  cut: 'generation.answerCut',
  title: 'generation.answerMalformed',
  sections: 'generation.answerMalformed',
  kept: 'generation.answerNotKept',
  pinned: 'generation.answerNotPinned',
  language: 'generation.answerWrongLanguage',
} as const;

function wellFormed(language: Language, mode: Mode): string {
  const ideas = WELL_FORMED[language] as Record<string, string>;
  const key = mode === 'key-points' ? 'keyPoints' : mode === 'detailed' ? 'detailed' : 'quick';
  return ideas[key] ?? WELL_FORMED[language].quick;
}

/** Pieces of a few characters, as models stream them. */
function pieces(text: string): string[] {
  return text.match(/[\s\S]{1,7}/gu) ?? [];
}

function streamReply(response: ServerResponse, reply: Reply) {
  response.writeHead(200, { 'content-type': 'text/event-stream' });
  if ('raw' in reply) {
    response.end(reply.raw);
    return;
  }
  for (const line of sseChunks(pieces(reply.text), reply.finishReason)) response.write(line);
  response.end();
}

describe('the answers of an AI model, cleaned and checked', () => {
  let server: TestServer;
  let stub: Awaited<ReturnType<typeof startChatStub>>;
  let browser: BrowserSession;
  /** What the stub answers next, one reply per request. */
  let replies: Reply[] = [];

  beforeAll(async () => {
    stub = await startChatStub((response) => {
      const reply = replies.shift();
      if (!reply) throw new Error('the stub was asked more often than the test expected');
      streamReply(response, reply);
    });
    server = await startTestServer(TEST_DRIVERS[0] ?? 'pglite', {
      env: { AI_BASE_URL: stub.baseUrl, SIGNUP_CREDITS: '500' },
    });
    browser = new BrowserSession(server);
    await browser.signUp('corpus@example.com', 'Plume-Story-42');
  });

  afterAll(async () => {
    await server?.stop();
    await stub?.close();
  });

  async function balance(): Promise<number> {
    const me = (await (await browser.request('/api/me')).json()) as { credits: { amount: number } };
    return me.credits.amount;
  }

  async function historySize(): Promise<number> {
    const page = (await (await browser.request('/api/history')).json()) as { total: number };
    return page.total;
  }

  /** Asks for an idea with the stub set to answer `script`, and reports what happened. */
  async function generate(answer: MisbehavingAnswer, script: Reply[]) {
    replies = script;
    const requestsBefore = stub.requests.length;
    const [creditsBefore, entriesBefore] = [await balance(), await historySize()];
    const response = await browser.post('/api/generations', {
      language: answer.language,
      mode: answer.mode,
      genres: ['Space opera'],
    });
    return {
      response,
      asked: stub.requests.length - requestsBefore,
      prompts: stub.requests
        .slice(requestsBefore)
        .map((request) => request.body.messages[1]?.content ?? ''),
      spent: creditsBefore - (await balance()),
      saved: (await historySize()) - entriesBefore,
    };
  }

  const asIs = (answer: MisbehavingAnswer): Reply => ({
    text: answer.answer,
    finishReason: answer.finishReason,
  });

  for (const answer of MISBEHAVING_ANSWERS) {
    const { expected } = answer;
    if ('cleaned' in expected) {
      it(`${answer.name}: cleaned, saved and charged once`, async () => {
        const result = await generate(answer, [asIs(answer)]);
        expect(result.response.status).toBe(200);
        const body = (await result.response.json()) as { entry: { idea: string } };
        expect(body.entry.idea).toBe(expected.cleaned);
        expect(result).toMatchObject({ asked: 1, spent: 1, saved: 1 });
      });
      continue;
    }

    it(`${answer.name}: asked again with the rule restated, the second answer saved`, async () => {
      const good = wellFormed(answer.language, answer.mode);
      const result = await generate(answer, [asIs(answer), { text: good, finishReason: 'stop' }]);
      expect(result.response.status).toBe(200);
      const body = (await result.response.json()) as { entry: { idea: string } };
      expect(body.entry.idea).toBe(good);
      expect(result).toMatchObject({ asked: 2, spent: 1, saved: 1 });
      const reminder = PROMPT_TEXTS[answer.language].reminders[expected.fault];
      expect(result.prompts[0]).not.toContain(reminder);
      expect(result.prompts[1]).toContain(reminder);
    });

    it(`${answer.name}: refused when the second answer breaks a rule too`, async () => {
      const result = await generate(answer, [asIs(answer), asIs(answer)]);
      expect(result.response.status).toBe(502);
      expect(await errorCode(result.response)).toBe(REFUSAL_CODES[expected.fault]);
      expect(result).toMatchObject({ asked: 2, spent: 0, saved: 0 });
      const logged = server.logs.findLast(
        (line) => line.msg === 'generation failed: credit given back',
      );
      expect(logged).toMatchObject({
        kind: 'refused',
        model: expect.any(String),
        faults: [expected.fault, expected.fault],
      });
    });
  }

  it('streams only the clean idea, says when the model is thinking, and starts over on a retry', async () => {
    const good = WELL_FORMED.en.quick;
    replies = [
      {
        text: `<think>The writer wants a lighthouse.</think>\n${WELL_FORMED.fr.quick}`,
        finishReason: 'stop',
      },
      {
        text: `Sure! Here's a story idea:\n\n**${good.replace('\n', '**\n')}`,
        finishReason: 'stop',
      },
    ];
    const response = await browser.request('/api/generations', {
      method: 'POST',
      body: { language: 'en', mode: 'quick', genres: ['Space opera'] },
      accept: 'text/event-stream',
    });
    const events = (await readEvents(response)) as { event: string; data: { text?: string } }[];
    const kinds = events.map((event) => event.event);
    expect(kinds[0]).toBe('thinking');
    const retry = kinds.indexOf('retry');
    expect(retry).toBeGreaterThan(0);
    expect(kinds.at(-1)).toBe('done');
    const firstTry = events
      .slice(0, retry)
      .map((event) => event.data.text ?? '')
      .join('');
    const secondTry = events
      .slice(retry + 1, -1)
      .map((event) => event.data.text ?? '')
      .join('');
    expect(firstTry).toBe(WELL_FORMED.fr.quick);
    expect(secondTry).toBe(good);
    expect(`${firstTry}${secondTry}`).not.toMatch(/<think|\*\*|Sure!/u);
  });

  describe('real wire formats', () => {
    /** Asks for a quick English idea, the stub answering each request with these streams. */
    async function generateFrom(...raws: string[]) {
      replies = raws.map((raw) => ({ raw }));
      const requestsBefore = stub.requests.length;
      const before = await balance();
      const response = await browser.post('/api/generations', {
        language: 'en',
        mode: 'quick',
        genres: ['Space opera'],
      });
      return {
        response,
        asked: stub.requests.length - requestsBefore,
        spent: before - (await balance()),
      };
    }

    const chunk = (body: Record<string, unknown>) => `data: ${JSON.stringify(body)}\n\n`;
    const content = (text: string, extra: Record<string, unknown> = {}) =>
      chunk({
        id: 'gen-1',
        object: 'chat.completion.chunk',
        created: 0,
        model: 'm',
        choices: [{ index: 0, delta: { role: 'assistant', content: text }, finish_reason: null }],
        ...extra,
      });
    const idea = WELL_FORMED.en.quick;

    it('OpenRouter: processing comments, the finish, then the usage with its cost', async () => {
      const raw = [
        ': OPENROUTER PROCESSING\n\n',
        ': OPENROUTER PROCESSING\n\n',
        ...pieces(idea).map((piece) => content(piece, { provider: 'Anthropic' })),
        finishChunk('stop'),
        usageChunk({ prompt_tokens: 800, completion_tokens: 120, total_tokens: 920, cost: 0.004 }),
        'data: [DONE]\n\n',
      ].join('');
      const result = await generateFrom(raw);
      expect(result.response.status).toBe(200);
      expect(result).toMatchObject({ asked: 1, spent: 1 });
      expect(server.logs.findLast((line) => line.msg === 'idea generated')).toMatchObject({
        tokens: { promptTokens: 800, completionTokens: 120, cost: 0.004 },
        tries: 1,
      });
    });

    it('OpenRouter: an error object mid-stream ends in a 502 with nothing spent', async () => {
      const raw = [
        ...pieces(idea.slice(0, 60)).map((piece) => content(piece)),
        chunk({
          id: 'gen-1',
          object: 'chat.completion.chunk',
          created: 0,
          model: 'm',
          error: { code: 'server_error', message: 'Provider disconnected' },
          choices: [{ index: 0, delta: { content: '' }, finish_reason: 'error' }],
        }),
        'data: [DONE]\n\n',
      ].join('');
      const result = await generateFrom(raw);
      expect(result.response.status).toBe(502);
      expect(await errorCode(result.response)).toBe('generation.generationError');
      expect(result).toMatchObject({ asked: 1, spent: 0 });
      expect(
        server.logs.findLast((line) => line.msg === 'generation failed: credit given back'),
      ).toMatchObject({ kind: 'provider' });
    });

    it('Ollama: system fingerprints and a final empty chunk with the finish', async () => {
      const raw = [
        ...pieces(idea).map((piece) => content(piece, { system_fingerprint: 'fp_ollama' })),
        chunk({
          id: 'chatcmpl-1',
          object: 'chat.completion.chunk',
          created: 0,
          model: 'qwen3:8b',
          system_fingerprint: 'fp_ollama',
          choices: [{ index: 0, delta: { role: 'assistant', content: '' }, finish_reason: 'stop' }],
        }),
        'data: [DONE]\n\n',
      ].join('');
      const result = await generateFrom(raw);
      expect(result.response.status).toBe(200);
      expect(result).toMatchObject({ asked: 1, spent: 1 });
    });

    it('llama.cpp: timings in the last chunk, and a length finish counted as cut', async () => {
      const timings = { timings: { prompt_n: 400, predicted_n: 256, predicted_per_second: 30 } };
      const cut = [
        ...pieces(idea.slice(0, 150)).map((piece) => content(piece)),
        chunk({
          id: 'chatcmpl-1',
          object: 'chat.completion.chunk',
          created: 0,
          model: 'gguf',
          choices: [{ index: 0, delta: {}, finish_reason: 'length' }],
          ...timings,
        }),
        'data: [DONE]\n\n',
      ].join('');
      const result = await generateFrom(cut, cut);
      expect(result.response.status).toBe(502);
      expect(await errorCode(result.response)).toBe('generation.answerCut');
      expect(result).toMatchObject({ asked: 2, spent: 0 });
    });
  });
});
