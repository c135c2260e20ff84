import { mkdtempSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { expect, test } from '@playwright/test';
import { startAiStub } from './support/ai-stub';
import {
  freePortGuess,
  killServers,
  type ServerProcess,
  signUpWriter,
  startServer,
} from './support/server-process';

/**
 * SIGTERM drains (operations): the built server stops accepting, lets requests and
 * generation streams in flight finish within SHUTDOWN_TIMEOUT_MS, cuts the rest (giving
 * their credit back itself, before it closes the database), and exits 0.
 */
const GENERATION = JSON.stringify({ genres: ['space-opera'], mode: 'quick', language: 'en' });
const IDEA =
  'The Lantern Keeper\n\nA keeper of lanterns on a derelict station finds a light that answers back.';

/**
 * Polls the readiness probe (what a load balancer asks); a generous budget, since a fresh
 * PGlite folder on a busy machine takes a while to create.
 */
async function waitReady(port: number, server: ServerProcess) {
  for (let i = 0; i < 1200 && server.child.exitCode === null; i++) {
    const response = await fetch(`http://127.0.0.1:${port}/api/ready`).catch(() => null);
    if (response?.ok) return response.json();
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
  throw new Error(`the server did not become ready:\n${server.output().slice(-2000)}`);
}

/** The AI endpoint: `stalled` never answers, `slow` answers after a while. */
function aiStub(kind: 'stalled' | 'slow') {
  return kind === 'stalled'
    ? startAiStub({ stall: true })
    : startAiStub({ answers: [IDEA], delayMs: 1500, pieceSize: 12, pieceMs: 50 });
}

test.describe('graceful shutdown of the server process', () => {
  test.describe.configure({ mode: 'serial' });
  test.setTimeout(240_000);
  let dataDir: string;
  test.beforeEach(() => {
    dataDir = mkdtempSync(path.join(os.tmpdir(), 'plume-shutdown-'));
  });
  test.afterEach(() => {
    killServers();
    rmSync(dataDir, { recursive: true, force: true });
  });

  function settings(port: number) {
    return {
      PORT: String(port),
      HOST: '127.0.0.1',
      DATA_DIR: dataDir,
      PUBLIC_URL: `http://127.0.0.1:${port}`,
      TRUST_PROXY: '127.0.0.1',
    };
  }

  const stopped = async (server: ServerProcess) => {
    const signalled = performance.now();
    server.child.kill('SIGTERM');
    const code = await server.exited;
    if (code !== 0) console.log(server.child.signalCode, server.output().slice(-1500));
    return { code, ms: performance.now() - signalled };
  };

  test('lets a request and a stream in flight finish, then exits 0', async () => {
    const port = freePortGuess();
    const origin = `http://127.0.0.1:${port}`;
    const ai = await aiStub('slow');
    try {
      const server = startServer({
        ...settings(port),
        AI_BASE_URL: ai.url,
        SHUTDOWN_TIMEOUT_MS: '20000',
      });
      expect(await waitReady(port, server)).toEqual({ status: 'ready' });
      const json = await signUpWriter(origin, 'json', 1);
      const streamed = await signUpWriter(origin, 'stream', 2);

      const plain = fetch(`${origin}/api/generations`, {
        method: 'POST',
        headers: json.headers,
        body: GENERATION,
      }).then(async (response) => ({ status: response.status, body: await response.text() }));
      const stream = fetch(`${origin}/api/generations`, {
        method: 'POST',
        headers: { ...streamed.headers, Accept: 'text/event-stream' },
        body: GENERATION,
      }).then(async (response) => ({ status: response.status, body: await response.text() }));
      // Both credits are held: both generations are in flight.
      await expect.poll(json.balance).toBe(2);
      await expect.poll(streamed.balance).toBe(2);

      const { code, ms } = await stopped(server);
      expect(code).toBe(0);
      expect(ms).toBeLessThan(15_000);
      const plainAnswer = await plain;
      expect(plainAnswer.status).toBe(200);
      expect(JSON.parse(plainAnswer.body)).toMatchObject({
        entry: { idea: IDEA },
        credits: 2,
      });
      const streamAnswer = await stream;
      expect(streamAnswer.status).toBe(200);
      expect(streamAnswer.body).toContain('event: done');
      expect(streamAnswer.body).not.toContain('event: error');
      expect(server.output()).toContain('waiting for requests in flight');
      expect(server.output()).not.toContain('after the grace period');

      const again = startServer(settings(port));
      await waitReady(port, again);
      expect(await json.balance()).toBe(2);
      expect(await json.history()).toBe(1);
      expect(await streamed.balance()).toBe(2);
      expect(await streamed.history()).toBe(1);
      expect((await stopped(again)).code).toBe(0);
    } finally {
      ai.close();
    }
  });

  test('cuts a stalled generation after SHUTDOWN_TIMEOUT_MS, gives its credit back, and exits 0', async () => {
    const port = freePortGuess();
    const origin = `http://127.0.0.1:${port}`;
    const ai = await aiStub('stalled');
    try {
      const server = startServer({
        ...settings(port),
        AI_BASE_URL: ai.url,
        AI_FIRST_TOKEN_TIMEOUT_MS: '600000',
        SHUTDOWN_TIMEOUT_MS: '2000',
      });
      await waitReady(port, server);
      const writer = await signUpWriter(origin, 'stalled', 3);
      expect(await writer.balance()).toBe(3);

      const stream = fetch(`${origin}/api/generations`, {
        method: 'POST',
        headers: { ...writer.headers, Accept: 'text/event-stream' },
        body: GENERATION,
      }).then(async (response) => ({ status: response.status, body: await response.text() }));
      await expect.poll(writer.balance).toBe(2);

      const { code, ms } = await stopped(server);
      expect(code).toBe(0);
      // The cap, then the cut generation's release; nowhere near the engine's own timeout.
      expect(ms).toBeGreaterThanOrEqual(2000);
      expect(ms).toBeLessThan(9000);
      const answer = await stream;
      expect(answer.status).toBe(200);
      expect(answer.body).toContain('event: error');
      expect(answer.body).toContain('generation.generationError');
      expect(server.output()).toContain('requests still in flight after the grace period: cut');
      expect(server.output()).toContain('generation failed: credit given back');

      const again = startServer(settings(port));
      await waitReady(port, again);
      expect(await writer.balance()).toBe(3);
      expect(await writer.history()).toBe(0);
      // The shutdown released the hold itself: the start-up sweep found nothing left over.
      expect(again.output()).not.toContain('expired credit holds released');
      expect((await stopped(again)).code).toBe(0);
    } finally {
      ai.close();
    }
  });
});
