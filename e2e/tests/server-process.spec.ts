import { type ChildProcess, spawn } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { expect, test } from '@playwright/test';

/** The built server as `npm start` runs it, on its own port and data folder. */
const SERVER = new URL('../../apps/server/dist/main.js', import.meta.url).pathname;

const running = new Set<ChildProcess>();

function startServer(env: Record<string, string>) {
  const child = spawn(process.execPath, [SERVER], {
    env: { ...process.env, DATABASE_URL: '', LOG_FORMAT: 'json', ...env },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let output = '';
  child.stdout?.on('data', (chunk) => {
    output += chunk;
  });
  child.stderr?.on('data', (chunk) => {
    output += chunk;
  });
  running.add(child);
  const exited = new Promise<number | null>((resolve) =>
    child.once('exit', (code) => {
      running.delete(child);
      resolve(code);
    }),
  );
  return { child, exited, output: () => output };
}

async function waitHealthy(port: number, child: ChildProcess) {
  for (let i = 0; i < 300 && child.exitCode === null; i++) {
    const response = await fetch(`http://127.0.0.1:${port}/api/health`).catch(() => null);
    if (response?.ok) return response.json();
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
  throw new Error('the server did not become healthy');
}

test.describe('the server process', () => {
  test.describe.configure({ mode: 'serial' });
  // A port of its own, away from the e2e server's and from `npm start`'s.
  const port = 40_000 + Math.floor(Math.random() * 10_000);
  let dataDir: string;
  test.beforeAll(() => {
    dataDir = mkdtempSync(path.join(os.tmpdir(), 'plume-process-'));
  });
  // A failed assertion must not leave a server behind holding the port.
  test.afterEach(() => {
    for (const child of running) child.kill('SIGKILL');
  });
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
