import { mkdtempSync, rmSync } from 'node:fs';
import { createServer } from 'node:http';
import type { AddressInfo } from 'node:net';
import os from 'node:os';
import path from 'node:path';
import { expect, test } from '@playwright/test';
import {
  freePortGuess,
  killServers,
  signUpWriter,
  startServer,
  waitHealthy,
} from './support/server-process';

test.describe('the server process', () => {
  test.describe.configure({ mode: 'serial' });
  const port = freePortGuess();
  let dataDir: string;
  test.beforeAll(() => {
    dataDir = mkdtempSync(path.join(os.tmpdir(), 'plume-process-'));
  });
  test.afterEach(killServers);
  test.afterAll(() => rmSync(dataDir, { recursive: true, force: true }));

  test('starts on an empty DATA_DIR, names its providers, and stops cleanly on SIGINT', async () => {
    const server = startServer({ PORT: String(port), HOST: '127.0.0.1', DATA_DIR: dataDir });
    expect(await waitHealthy(port, server.child)).toEqual({
      status: 'ok',
      db: 'pglite',
      engine: 'offline',
      payments: 'local-checkout',
      mail: 'outbox',
    });
    expect(server.output()).toContain(`http://localhost:${port}`);
    server.child.kill('SIGINT');
    expect(await server.exited).toBe(0);
    expect(server.output()).toContain('"msg":"stopped"');
  });

  test('restarts on the same DATA_DIR after a clean stop, and stops on SIGTERM', async () => {
    const server = startServer({ PORT: String(port), HOST: '127.0.0.1', DATA_DIR: dataDir });
    expect(await waitHealthy(port, server.child)).toMatchObject({ status: 'ok' });
    server.child.kill('SIGTERM');
    expect(await server.exited).toBe(0);
  });

  test('killed with SIGKILL in the middle of a generation, it gives the credit back on restart', async () => {
    // An AI endpoint that accepts the request and never answers: the generation hangs,
    // its credit held, until the process dies.
    const stalled = createServer((_request, response) => {
      response.writeHead(200, { 'content-type': 'text/event-stream' });
    });
    await new Promise<void>((resolve) => stalled.listen(0, '127.0.0.1', resolve));
    const aiUrl = `http://127.0.0.1:${(stalled.address() as AddressInfo).port}/v1`;
    const origin = `http://127.0.0.1:${port}`;
    const settings = {
      PORT: String(port),
      HOST: '127.0.0.1',
      DATA_DIR: dataDir,
      PUBLIC_URL: origin,
    };
    try {
      const first = startServer({
        ...settings,
        AI_BASE_URL: aiUrl,
        AI_FIRST_TOKEN_TIMEOUT_MS: '600000',
      });
      await waitHealthy(port, first.child);
      const { headers, balance } = await signUpWriter(origin, 'killed');
      expect(await balance()).toBe(3);

      const generation = fetch(`${origin}/api/generations`, {
        method: 'POST',
        headers: { ...headers, Accept: 'text/event-stream' },
        body: JSON.stringify({ genres: ['space-opera'], mode: 'quick', language: 'en' }),
      }).catch(() => null);
      await expect.poll(balance).toBe(2);
      first.child.kill('SIGKILL');
      await first.exited;
      await generation;

      const second = startServer(settings);
      await waitHealthy(port, second.child);
      expect(await balance()).toBe(3);
      // No hold left behind: the next idea is not refused as one already in progress.
      const next = await fetch(`${origin}/api/generations`, {
        method: 'POST',
        headers,
        body: JSON.stringify({ genres: ['space-opera'], mode: 'quick', language: 'en' }),
      });
      expect(next.status).toBe(200);
      expect(await balance()).toBe(2);
      second.child.kill('SIGTERM');
      expect(await second.exited).toBe(0);
    } finally {
      stalled.closeAllConnections();
      stalled.close();
    }
  });

  for (const [name, value] of [
    ['PORT', 'abc'],
    ['DATABASE_URL', 'postgres//oops'],
  ] as const) {
    test(`refuses to start with ${name}=${value}, in one line naming it`, async () => {
      const server = startServer({ [name]: value, DATA_DIR: dataDir });
      expect(await server.exited).toBe(1);
      const lines = server.output().trim().split('\n');
      expect(lines).toHaveLength(1);
      expect(lines[0]).toMatch(new RegExp(`^Configuration error: Invalid ${name}: `));
    });
  }
});
