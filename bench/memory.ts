// The built server's memory, from a fresh data folder to a working day, read from
// /proc/<pid>/status (VmRSS now, VmHWM the peak so far): the peak of a first start, idle,
// after a load (200 page renders, 50 ideas, 200 searches over a history of 10,000 entries),
// idle again after a pause; with the embedded database (PGlite) and with PostgreSQL when
// DATABASE_URL is set (in a database of its own, dropped afterwards), the baseline of the
// ratios. The searches' p95 and the restart time (as bench:startup times it, and with the
// history filled) are read in the same run.
// Run: npm run build && npm run bench:memory (BENCH_IDLE_SECONDS=30 by default)
import { type ChildProcess, spawn } from 'node:child_process';
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { searchWordsOf } from '@plume/core/history';
import { eq, sql } from 'drizzle-orm';
import { type DatabaseOptions, openDatabase } from '../apps/server/src/db/client';
import { users } from '../apps/server/src/db/schema';
import { genreTables, ideas, insertAll } from './support/history-ideas';
import { withScratchDatabase } from './support/scratch-postgres';
import { waitForHealth } from './support/wait-for-health';

const ROOT = new URL('..', import.meta.url).pathname;
const SERVER = path.join(ROOT, 'apps/server/dist/main.js');
const PORT = 3298;
const BASE = `http://127.0.0.1:${PORT}`;
const IDLE_MS = Number(process.env.BENCH_IDLE_SECONDS ?? 30) * 1000;
const ENTRIES = 10_000;
const RENDERS = 200;
const IDEAS = 50;
const SEARCHES = 200;
const EMAIL = 'memory@example.com';
const PASSWORD = 'Bench-Story-42';
const MiB = 1024 * 1024;

const GOALS = {
  pglite: { firstStartPeak: 400, idle: 250, afterLoad: 300 },
  postgres: { idle: 150 },
  searchP95Ms: 50,
  restartMs: 1500,
};

interface Figures {
  firstStartPeak: number;
  idle: number;
  afterLoad: number;
  peakUnderLoad: number;
  idleAgain: number;
  restartMs: number;
  restartFullMs: number;
  searchP95Ms: number;
}

/** VmRSS and VmHWM of a process, in MiB. */
function memoryOf(pid: number) {
  const status = readFileSync(`/proc/${pid}/status`, 'utf8');
  const kib = (field: string) => Number(new RegExp(`${field}:\\s+(\\d+)`).exec(status)?.[1]);
  return { rss: (kib('VmRSS') * 1024) / MiB, peak: (kib('VmHWM') * 1024) / MiB };
}

const pause = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

function percentile(samples: number[], p: number): number {
  const sorted = [...samples].sort((a, b) => a - b);
  return sorted[Math.min(sorted.length - 1, Math.floor((p / 100) * sorted.length))] ?? 0;
}

async function startServer(env: Record<string, string>) {
  const started = performance.now();
  const child = spawn(process.execPath, [SERVER], {
    cwd: ROOT,
    env: {
      ...process.env,
      PORT: String(PORT),
      HOST: '127.0.0.1',
      PUBLIC_URL: BASE,
      DATABASE_URL: '',
      NODE_ENV: 'production',
      LOG_LEVEL: 'warn',
      AUTH_SECRET: 'bench-secret-that-is-long-enough-for-better-auth',
      SIGNUP_CREDITS: '1000',
      ...env,
    },
    stdio: ['ignore', 'ignore', 'inherit'],
  });
  await waitForHealth(child, BASE);
  return { child, startMs: performance.now() - started };
}

async function stopServer(child: ChildProcess) {
  const exited = new Promise((resolve) => child.once('exit', resolve));
  child.kill('SIGTERM');
  await exited;
}

async function signUp(): Promise<string> {
  const response = await fetch(`${BASE}/api/auth/sign-up/email`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', origin: BASE },
    body: JSON.stringify({ email: EMAIL, password: PASSWORD }),
  });
  if (!response.ok) throw new Error(`sign-up: ${response.status} ${await response.text()}`);
  return response.headers
    .getSetCookie()
    .map((line) => line.split(';')[0])
    .join('; ');
}

/** The writer's history filled to ENTRIES, while the server is stopped (PGlite's folder is locked). */
async function fillHistory(options: DatabaseOptions) {
  const database = await openDatabase(options, 'the memory bench');
  try {
    const [writer] = await database.db.select().from(users).where(eq(users.email, EMAIL));
    if (!writer) throw new Error('the writer is missing');
    const rows = ideas(ENTRIES, 1, await genreTables());
    await insertAll(database, writer.id, rows);
    await database.db.execute(sql`analyze generation_history`);
    // Words a writer looks for: those of recent titles, not the articles between them.
    return rows
      .slice(-500)
      .flatMap((row) => searchWordsOf(row.idea.split('\n')[0] ?? ''))
      .filter((word) => word.length >= 5);
  } finally {
    await database.close();
  }
}

/** 200 page renders, 50 ideas and 200 searches, one after another as one writer would. */
async function workLikeAWriter(cookie: string, words: string[]) {
  const get = async (pathname: string) => {
    const response = await fetch(`${BASE}${pathname}`, { headers: { cookie, origin: BASE } });
    await response.arrayBuffer();
    if (!response.ok) throw new Error(`${pathname}: ${response.status}`);
  };
  const pages = ['/', '/en', '/es', '/fr', '/change-password', '/payment/cancel'];
  for (let n = 0; n < RENDERS; n++) await get(pages[n % pages.length] as string);
  for (let n = 0; n < IDEAS; n++) {
    const response = await fetch(`${BASE}/api/generations`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', origin: BASE, cookie },
      body: JSON.stringify({
        genres: ['space-opera', 'cozy-mystery'],
        mode: n % 2 ? 'quick' : 'detailed',
        language: (['fr', 'en', 'es'] as const)[n % 3],
      }),
    });
    await response.arrayBuffer();
    if (!response.ok) throw new Error(`generation: ${response.status}`);
  }
  const searches: number[] = [];
  // The first searches warm the query plans and the JIT, as a writer's first ones do.
  for (let n = -20; n < SEARCHES; n++) {
    const word = words[Math.abs(n * 7) % words.length] ?? 'secret';
    const started = performance.now();
    await get(
      `/api/history?${new URLSearchParams({ q: n % 4 ? word : word.slice(0, 4), language: 'fr' })}`,
    );
    if (n >= 0) searches.push(performance.now() - started);
  }
  return percentile(searches, 95);
}

async function measure(env: Record<string, string>, database: DatabaseOptions): Promise<Figures> {
  const first = await startServer(env);
  const cookie = await signUp();
  const firstStartPeak = memoryOf(first.child.pid as number).peak;
  await pause(IDLE_MS);
  const idle = memoryOf(first.child.pid as number).rss;
  await stopServer(first.child);
  // A restart as bench:startup times it: the folder holds a writer and no history yet.
  const restart = await startServer(env);
  await stopServer(restart.child);

  const words = await fillHistory(database);
  const again = await startServer(env);
  const pid = again.child.pid as number;
  try {
    const searchP95Ms = await workLikeAWriter(cookie, words);
    const afterLoad = memoryOf(pid);
    await pause(IDLE_MS);
    return {
      firstStartPeak,
      idle,
      afterLoad: afterLoad.rss,
      peakUnderLoad: afterLoad.peak,
      idleAgain: memoryOf(pid).rss,
      restartMs: restart.startMs,
      restartFullMs: again.startMs,
      searchP95Ms,
    };
  } finally {
    await stopServer(again.child);
  }
}

async function measurePglite() {
  const dataDir = mkdtempSync(path.join(os.tmpdir(), 'plume-memory-'));
  try {
    return await measure({ DATA_DIR: dataDir }, { driver: 'pglite', dataDir });
  } finally {
    rmSync(dataDir, { recursive: true, force: true });
  }
}

async function measurePostgres(adminUrl: string) {
  return withScratchDatabase(adminUrl, 'plume_memory', (url) =>
    measure({ DATABASE_URL: url }, { driver: 'postgres', url }),
  );
}

const pglite = await measurePglite();
const postgres = process.env.DATABASE_URL ? await measurePostgres(process.env.DATABASE_URL) : null;

const mib = (value: number) => `${value.toFixed(0).padStart(5)} MiB`;
const verdict = (value: number, goal: number | undefined) =>
  goal === undefined ? '' : `${value < goal ? 'ok' : 'MISSED'} (< ${goal})`;
const rows: [string, keyof Figures, number | undefined, number | undefined][] = [
  ['peak of a first start', 'firstStartPeak', GOALS.pglite.firstStartPeak, undefined],
  [`idle ${IDLE_MS / 1000} s after start`, 'idle', GOALS.pglite.idle, GOALS.postgres.idle],
  [
    `after ${RENDERS} renders, ${IDEAS} ideas, ${SEARCHES} searches`,
    'afterLoad',
    GOALS.pglite.afterLoad,
    undefined,
  ],
  ['peak under that load', 'peakUnderLoad', undefined, undefined],
  [`idle again after ${IDLE_MS / 1000} s`, 'idleAgain', undefined, undefined],
];
console.log(`\nThe built server's RSS, one run; history of ${ENTRIES} entries for the load.\n`);
console.log(
  `${'RSS'.padEnd(44)} ${'PGlite'.padStart(9)} ${'PostgreSQL'.padStart(10)}  ratio  PGlite goal      PostgreSQL goal`,
);
let met = true;
for (const [label, key, pgliteGoal, postgresGoal] of rows) {
  const embedded = pglite[key];
  const baseline = postgres?.[key];
  if (pgliteGoal !== undefined) met &&= embedded < pgliteGoal;
  if (postgresGoal !== undefined && baseline !== undefined) met &&= baseline < postgresGoal;
  console.log(
    `${label.padEnd(44)} ${mib(embedded)} ${baseline === undefined ? '         -' : ` ${mib(baseline)}`}  ${baseline ? `x${(embedded / baseline).toFixed(2)}` : '   - '}  ${verdict(embedded, pgliteGoal).padEnd(16)} ${baseline === undefined ? '' : verdict(baseline, postgresGoal)}`,
  );
}
const timing = (
  label: string,
  key: 'searchP95Ms' | 'restartMs' | 'restartFullMs',
  goal?: number,
) => {
  if (goal !== undefined) met &&= pglite[key] < goal && (postgres === null || postgres[key] < goal);
  console.log(
    `${label.padEnd(44)} ${`${pglite[key].toFixed(0)} ms`.padStart(9)} ${postgres ? `${postgres[key].toFixed(0)} ms`.padStart(10) : '         -'}  ${postgres ? `x${(pglite[key] / postgres[key]).toFixed(2)}` : '   - '}  ${goal === undefined ? '' : `< ${goal} ms`}`,
  );
};
timing(`history search p95 (${ENTRIES} entries)`, 'searchP95Ms', GOALS.searchP95Ms);
timing('restart to first healthy answer', 'restartMs', GOALS.restartMs);
timing(`restart with ${ENTRIES} entries`, 'restartFullMs');
if (!postgres) console.log('\nPostgreSQL: skipped (set DATABASE_URL to include it)');
console.log(met ? '\nEvery goal is met.' : '\nSome goals are missed.');
process.exit(0);
