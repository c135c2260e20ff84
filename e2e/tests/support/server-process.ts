import { type ChildProcess, spawn } from 'node:child_process';

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

/** A port of its own, away from the e2e server's and from `npm start`'s. */
export function freePortGuess(): number {
  return 40_000 + Math.floor(Math.random() * 10_000);
}
