import { type ChildProcess, spawn } from 'node:child_process';
import { accessSync, constants } from 'node:fs';
import { chmod, mkdtemp, rm, writeFile } from 'node:fs/promises';
import { connect, createServer } from 'node:net';
import os from 'node:os';
import path from 'node:path';

/** Debian's pgbouncer (`apt-get install pgbouncer`), or one on the PATH; undefined if none. */
export function findPgbouncer(): string | undefined {
  const folders = ['/usr/sbin', '/usr/bin', ...(process.env.PATH ?? '').split(path.delimiter)];
  for (const folder of folders) {
    const candidate = path.join(folder, 'pgbouncer');
    try {
      accessSync(candidate, constants.X_OK);
      return candidate;
    } catch {}
  }
  return undefined;
}

export interface RunningPgbouncer {
  port: number;
  /** `url` with its host and port replaced by the pooler's. */
  through(url: string): string;
  stop(): Promise<void>;
}

async function freePort(): Promise<number> {
  const server = createServer();
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const address = server.address();
  await new Promise((resolve) => server.close(resolve));
  if (!address || typeof address === 'string') throw new Error('no free port');
  return address.port;
}

/**
 * pgbouncer in transaction mode on a free loopback port, in front of the PostgreSQL server
 * of `target` (trust authentication, as the test server's): a server connection serves one
 * transaction of one client, then the next client's, as in a scaled-out deployment. Fewer
 * server connections than clients, so that every client's statements meet the others'.
 */
export async function startPgbouncer(
  binary: string,
  target: { host: string; port: number; user: string },
  { poolSize = 4 }: { poolSize?: number } = {},
): Promise<RunningPgbouncer> {
  const dir = await mkdtemp(path.join(os.tmpdir(), 'plume-pgbouncer-'));
  // pgbouncer refuses to run as root: started by root, it becomes the postgres user, which
  // must still read its files. It logs to its standard error.
  const asRoot = process.getuid?.() === 0;
  if (asRoot) await chmod(dir, 0o755);
  const port = await freePort();
  const config = path.join(dir, 'pgbouncer.ini');
  const users = path.join(dir, 'users.txt');
  await writeFile(users, `"${target.user}" ""\n`, { mode: 0o644 });
  await writeFile(
    config,
    [
      '[databases]',
      `* = host=${target.host} port=${target.port}`,
      '[pgbouncer]',
      'listen_addr = 127.0.0.1',
      `listen_port = ${port}`,
      'unix_socket_dir =',
      'auth_type = trust',
      `auth_file = ${users}`,
      'pool_mode = transaction',
      `default_pool_size = ${poolSize}`,
      'max_client_conn = 500',
      '',
    ].join('\n'),
    { mode: 0o644 },
  );
  const child: ChildProcess = spawn(binary, [...(asRoot ? ['-u', 'postgres'] : []), config], {
    stdio: ['ignore', 'ignore', 'pipe'],
  });
  let stderr = '';
  child.stderr?.on('data', (chunk) => {
    stderr += String(chunk);
  });
  const exited = new Promise<void>((resolve) => child.once('exit', () => resolve()));

  const stop = async () => {
    if (child.exitCode === null && child.signalCode === null) {
      child.kill('SIGINT');
      const killed = setTimeout(() => child.kill('SIGKILL'), 5_000);
      await exited;
      clearTimeout(killed);
    }
    await rm(dir, { recursive: true, force: true });
  };

  const started = Date.now();
  while (!(await listening(port))) {
    if (child.exitCode !== null || Date.now() - started > 10_000) {
      await stop();
      throw new Error(`pgbouncer did not start: ${stderr}`);
    }
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
  return {
    port,
    through(url) {
      const pooled = new URL(url);
      pooled.host = `127.0.0.1:${port}`;
      return pooled.toString();
    },
    stop,
  };
}

function listening(port: number): Promise<boolean> {
  return new Promise((resolve) => {
    const socket = connect(port, '127.0.0.1');
    socket.once('connect', () => {
      socket.destroy();
      resolve(true);
    });
    socket.once('error', () => resolve(false));
  });
}
