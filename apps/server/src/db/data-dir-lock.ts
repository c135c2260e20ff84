import { readFile, unlink, writeFile } from 'node:fs/promises';
import path from 'node:path';

/**
 * PGlite is Postgres inside one process: two processes opening the same data folder would
 * each believe they own it and corrupt it, and PGlite does not notice. So whoever opens it
 * (the server, the admin command) first writes this file with its pid, and the others refuse.
 */
export const LOCK_FILE = 'plume.lock';

export class DataDirLockedError extends Error {
  override name = 'DataDirLockedError';
}

interface LockOwner {
  pid: number;
  holder: string;
}

export interface DataDirLock {
  release(): Promise<void>;
}

function isAlive(pid: number): boolean {
  try {
    process.kill(pid, 0);
    return true;
  } catch (error) {
    // EPERM: the process exists but belongs to someone else.
    return (error as NodeJS.ErrnoException).code === 'EPERM';
  }
}

async function readOwner(file: string): Promise<LockOwner | null> {
  try {
    const owner = JSON.parse(await readFile(file, 'utf8')) as Partial<LockOwner>;
    return typeof owner.pid === 'number' ? { pid: owner.pid, holder: String(owner.holder) } : null;
  } catch {
    return null;
  }
}

/**
 * Takes the data folder for `holder` (e.g. "the Plume server"), or throws a
 * DataDirLockedError naming the process that has it. A lock left by a process that died
 * (kill -9, crash) is taken over.
 */
export async function lockDataDir(dataDir: string, holder: string): Promise<DataDirLock> {
  const file = path.join(dataDir, LOCK_FILE);
  const mine: LockOwner = { pid: process.pid, holder };
  for (let attempt = 0; attempt < 2; attempt++) {
    try {
      await writeFile(file, JSON.stringify(mine), { flag: 'wx' });
      return {
        release: async () => {
          if ((await readOwner(file))?.pid === process.pid) await unlink(file).catch(() => {});
        },
      };
    } catch (error) {
      if ((error as NodeJS.ErrnoException).code !== 'EEXIST') throw error;
    }
    const owner = await readOwner(file);
    if (owner && isAlive(owner.pid)) {
      throw new DataDirLockedError(
        `the database in ${dataDir} is open in ${owner.holder} (pid ${owner.pid}). PGlite allows one process at a time: stop it first, or use PostgreSQL (DATABASE_URL)`,
      );
    }
    await unlink(file).catch(() => {});
  }
  throw new DataDirLockedError(`could not lock ${dataDir}: another process keeps taking it`);
}
