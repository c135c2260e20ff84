import { type ChildProcess, spawn } from 'node:child_process';
import { expect } from '@playwright/test';

/** The built server as `npm start` runs it. */
const SERVER = new URL('../../../apps/server/dist/main.js', import.meta.url).pathname;

const running = new Set<ChildProcess>();

export interface ServerProcess {
  child: ChildProcess;
  exited: Promise<number | null>;
  /** Everything it printed so far, stdout and stderr. */
  output: () => string;
}

/** Starts the built server with these settings (on the embedded database unless told). */
export function startServer(env: Record<string, string>): ServerProcess {
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

/** For afterEach: a failed assertion must not leave a server behind holding its port. */
export function killServers() {
  for (const child of running) child.kill('SIGKILL');
}

export async function waitHealthy(port: number, child: ChildProcess): Promise<unknown> {
  for (let i = 0; i < 300 && child.exitCode === null; i++) {
    const response = await fetch(`http://127.0.0.1:${port}/api/health`).catch(() => null);
    if (response?.ok) return response.json();
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
  throw new Error('the server did not become healthy');
}

/**
 * A port of its own, away from the e2e server's and from `npm start`'s, and below Linux's
 * ephemeral range (32768 and up), where an outgoing connection of the browser or of a test
 * may already hold it (one run failed with EADDRINUSE on 49492).
 */
export function freePortGuess(): number {
  return 20_000 + Math.floor(Math.random() * 10_000);
}

export interface SignedUpWriter {
  /** Headers for the writer's requests: same origin, JSON, the session cookie. */
  headers: Record<string, string>;
  balance: () => Promise<number>;
  /** How many ideas their history holds. */
  history: () => Promise<number>;
}

/**
 * Signs a new writer up on the server at `origin`, through the HTTP API. `client` makes
 * them come from an address of their own (the server must trust the loopback proxy), so
 * per-address sign-up limits do not meet.
 */
export async function signUpWriter(
  origin: string,
  name: string,
  client?: number,
): Promise<SignedUpWriter> {
  const response = await fetch(`${origin}/api/auth/sign-up/email`, {
    method: 'POST',
    headers: {
      Origin: origin,
      'Content-Type': 'application/json',
      ...(client === undefined ? {} : { 'X-Forwarded-For': `10.88.0.${client}` }),
    },
    body: JSON.stringify({ email: `${name}-${Date.now()}@example.com`, password: 'Plume-Story7' }),
  });
  expect(response.status).toBe(200);
  const cookie = response.headers
    .getSetCookie()
    .map((line) => line.split(';')[0])
    .join('; ');
  const headers = { Origin: origin, 'Content-Type': 'application/json', Cookie: cookie };
  const read = async (pathname: string) =>
    (await fetch(`${origin}${pathname}`, { headers })).json();
  return {
    headers,
    balance: async () =>
      ((await read('/api/me')) as { credits: { amount: number } }).credits.amount,
    history: async () => ((await read('/api/history')) as { total: number }).total,
  };
}
