import { mkdtempSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { expect, test } from '@playwright/test';
import { freePortGuess, killServers, startServer, waitHealthy } from './support/server-process';

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
