import { type ChildProcess, spawn } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { waitForHealth } from './wait-for-health';

const ROOT = new URL('../..', import.meta.url).pathname;

export interface BuiltServer {
  child: ChildProcess;
  /** http://127.0.0.1:port */
  base: string;
  /** Sends SIGTERM, waits for the process to exit and removes its database's folder. */
  stop(): Promise<void>;
}

/**
 * The built server (`npm run build`) of the checkout at `root` (this one by default) on
 * 127.0.0.1:`port`, with a PGlite database of its own in a temporary folder and no logs;
 * resolves once GET /api/health answers. `env` adds to or overrides the environment.
 */
export async function startBuiltServer({
  port,
  env = {},
  root = ROOT,
  nodeArgs = [],
}: {
  port: number;
  env?: Record<string, string>;
  root?: string;
  /** Node's own flags, such as `--cpu-prof`. */
  nodeArgs?: string[];
}): Promise<BuiltServer> {
  const dataDir = mkdtempSync(path.join(os.tmpdir(), 'plume-bench-'));
  const base = `http://127.0.0.1:${port}`;
  const child = spawn(
    process.execPath,
    [...nodeArgs, path.join(root, 'apps/server/dist/main.js')],
    {
      cwd: root,
      env: {
        ...process.env,
        PORT: String(port),
        HOST: '127.0.0.1',
        PUBLIC_URL: base,
        DATA_DIR: dataDir,
        DATABASE_URL: '',
        LOG_LEVEL: 'silent',
        ...env,
      },
      stdio: 'ignore',
    },
  );
  const exited = new Promise((resolve) => child.once('exit', resolve));
  const stop = async () => {
    child.kill('SIGTERM');
    await exited;
    rmSync(dataDir, { recursive: true, force: true });
  };
  try {
    await waitForHealth(child, base);
  } catch (error) {
    await stop();
    throw error;
  }
  return { child, base, stop };
}
