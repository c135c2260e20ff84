// Load: the built server under autocannon, on PGlite and (when DATABASE_URL is set) on a
// PostgreSQL database of its own, created and dropped here. Each run lasts LOAD_SECONDS
// (default 30): GET /api/health (the baseline, measured in the same run), GET /api/me and
// GET /api/history for 50 signed-in writers at 50 connections (history's opened before the
// clock starts: see `closedLoop`), POST /api/generations (offline engine, streamed as the
// web app asks) for the same 50 writers, one writer per connection since a writer has at
// most one idea in flight, and GET /api/me at 500 req/s for the latency goal, twice: paced
// (one request every 2 ms, the goal's measure) and with autocannon's rate limit (bursts;
// see `paced`). Every answer must be a 2xx and every stream must end in `done`; any error
// or 5xx is printed and the script exits 1. Run `npm run build` first.
// Run: npm run bench:load (LOAD_SECONDS=10 for a short run)
import { spawn } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { createWriteStream, existsSync, mkdtempSync, readFileSync, rmSync } from 'node:fs';
import http from 'node:http';
import os from 'node:os';
import path from 'node:path';
import autocannon from 'autocannon';
import { withScratchDatabase } from './support/scratch-postgres';
import { waitForHealth } from './support/wait-for-health';

const ROOT = new URL('..', import.meta.url).pathname;
const SERVER = path.join(ROOT, 'apps/server/dist/main.js');
const PORT = Number(process.env.LOAD_PORT ?? 3297);
const BASE = `http://127.0.0.1:${PORT}`;
const SECONDS = Number(process.env.LOAD_SECONDS ?? 30);
const CONNECTIONS = 50;
const FIXED_RATE = 500;
const GOALS = { p99AtFixedRateMs: 20, saturationRps: 2000 };
const PACED_ROW = `GET /api/me at ${FIXED_RATE} req/s`;
const PASSWORD = 'Bench-Story-42';

interface Row {
  name: string;
  rps: number;
  p50: number;
  p99: number;
  requests: number;
  errors: number;
  server5xx: number;
  other: string;
}

interface Writer {
  cookie: string;
}

/** Sign-ups are limited per client address: each writer comes from an address of its own. */
async function signUp(index: number): Promise<Writer> {
  const response = await fetch(`${BASE}/api/auth/sign-up/email`, {
    method: 'POST',
    headers: {
      'content-type': 'application/json',
      origin: BASE,
      'x-forwarded-for': `10.77.${Math.floor(index / 250)}.${(index % 250) + 1}`,
    },
    body: JSON.stringify({ email: `load-${index}@example.com`, password: PASSWORD }),
  });
  if (!response.ok)
    throw new Error(`sign-up ${index}: ${response.status} ${await response.text()}`);
  const cookie = response.headers
    .getSetCookie()
    .map((line) => line.split(';')[0])
    .join('; ');
  return { cookie };
}

/**
 * Waits until the server has worked through what the last run left in flight: autocannon
 * stops with 50 requests sent, and their work (50 generations, 50 history pages) would
 * otherwise be queued ahead of the next run's first requests.
 */
async function drained() {
  let quick = 0;
  const started = performance.now();
  while (quick < 3 && performance.now() - started < 30_000) {
    const sent = performance.now();
    await fetch(`${BASE}/api/health`);
    quick = performance.now() - sent < 20 ? quick + 1 : 0;
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
}

function rssMiB(pid: number | undefined): number {
  const status = readFileSync(`/proc/${pid}/status`, 'utf8');
  return Number(/VmRSS:\s+(\d+)/.exec(status)?.[1] ?? 0) / 1024;
}

interface Scenario {
  name: string;
  path: string;
  method?: 'GET' | 'POST';
  body?: string;
  headers?: Record<string, string>;
  /** One writer's cookie per connection, in turn. */
  writers?: Writer[];
  overallRate?: number;
  /** Checks a 2xx answer's body; false counts as an error (a stream that did not end in done). */
  accept?: (body: string) => boolean;
}

async function run(scenario: Scenario): Promise<Row> {
  await drained();
  let next = 0;
  let refused = 0;
  const firstRefusals: string[] = [];
  const result = await autocannon({
    url: `${BASE}${scenario.path}`,
    method: scenario.method ?? 'GET',
    connections: CONNECTIONS,
    duration: SECONDS,
    ...(scenario.overallRate ? { overallRate: scenario.overallRate } : {}),
    headers: { origin: BASE, ...scenario.headers },
    ...(scenario.body ? { body: scenario.body } : {}),
    setupClient: (client: autocannon.Client) => {
      const writer = scenario.writers?.[next++ % scenario.writers.length];
      client.setHeaders({
        origin: BASE,
        ...scenario.headers,
        ...(writer ? { cookie: writer.cookie } : {}),
      });
      if (scenario.accept) {
        // The body of each answer, checked when it is complete.
        let chunks: Buffer[] = [];
        client.on('body', (chunk: Buffer) => chunks.push(chunk));
        client.on('response', (status: number) => {
          const body = Buffer.concat(chunks).toString('utf8');
          chunks = [];
          if (status < 300 && !scenario.accept?.(body)) {
            refused++;
            if (firstRefusals.length < 3) firstRefusals.push(body.slice(-300));
          }
        });
      }
    },
  });
  const byStatus = Object.entries(result.statusCodeStats ?? {}).map(
    ([status, { count }]) => [Number(status), Number(count)] as const,
  );
  const server5xx = byStatus.filter(([status]) => status >= 500).reduce((n, [, c]) => n + c, 0);
  const other = byStatus
    .filter(([status]) => status >= 300)
    .map(([status, count]) => `${count} x ${status}`);
  if (result.timeouts) other.push(`${result.timeouts} timeouts`);
  if (refused) other.push(`${refused} streams without done: ${firstRefusals.join(' | ')}`);
  return {
    name: scenario.name,
    rps: result.requests.average,
    p50: result.latency.p50,
    p99: result.latency.p99,
    requests: result.requests.total,
    errors: result.errors + result.timeouts + result.non2xx + refused,
    server5xx,
    other: other.join(', '),
  };
}

/**
 * GET at a steady rate, open loop: request i is due at start + i / rate whatever happened
 * to the ones before, and its latency counts from that moment, so a server that falls
 * behind shows in the figures (no coordinated omission). autocannon's own rate limit is
 * no such measure: each connection sends its share of the second back to back as each
 * second starts (a burst of 500 at full speed, then silence), so its p99 is the time to
 * drain a burst, and it back-fills its histogram as if a request were due every
 * millisecond.
 */
async function paced(name: string, path: string, writers: Writer[], rate: number): Promise<Row> {
  await drained();
  const agent = new http.Agent({ keepAlive: true, maxSockets: CONNECTIONS });
  const latencies: number[] = [];
  const statuses = new Map<number, number>();
  const started = performance.now();
  const answers: Promise<void>[] = [];
  for (let i = 0; i < rate * SECONDS; i++) {
    const due = started + (i * 1000) / rate;
    const wait = due - performance.now();
    if (wait >= 1) await new Promise((resolve) => setTimeout(resolve, wait));
    const cookie = writers[i % writers.length]?.cookie ?? '';
    answers.push(
      statusOf(agent, `${BASE}${path}`, cookie).then((status) => {
        statuses.set(status, (statuses.get(status) ?? 0) + 1);
        if (status >= 200 && status < 300) latencies.push(performance.now() - due);
      }),
    );
  }
  await Promise.all(answers);
  const elapsed = (performance.now() - started) / 1000;
  agent.destroy();
  return rowOf(name, latencies, statuses, elapsed);
}

/** A GET's status, or 0 for no answer; as autocannon, an answer later than 10 s is none. */
function statusOf(agent: http.Agent, url: string, cookie: string): Promise<number> {
  return new Promise((resolve) => {
    const request = http.get(url, { agent, headers: { origin: BASE, cookie } }, (response) => {
      response.resume();
      response.on('end', () => resolve(response.statusCode ?? 0));
    });
    request.setTimeout(10_000, () => request.destroy());
    request.on('error', () => resolve(0));
  });
}

/** A row from the latencies of the 2xx answers and the count of each status (0: no answer). */
function rowOf(
  name: string,
  latencies: number[],
  statuses: Map<number, number>,
  elapsedSeconds: number,
): Row {
  latencies.sort((a, b) => a - b);
  const at = (q: number) =>
    latencies[Math.min(latencies.length - 1, Math.floor(q * latencies.length))] ?? 0;
  const byStatus = [...statuses];
  const count = (keep: (status: number) => boolean) =>
    byStatus.filter(([status]) => keep(status)).reduce((n, [, c]) => n + c, 0);
  const failed = (status: number) => status < 200 || status >= 300;
  return {
    name,
    rps: latencies.length / elapsedSeconds,
    p50: at(0.5),
    p99: at(0.99),
    requests: count(() => true),
    errors: count(failed),
    server5xx: count((status) => status >= 500),
    other: byStatus
      .filter(([status]) => failed(status))
      .map(([status, n]) => `${n} x ${status === 0 ? 'no answer' : status}`)
      .join(', '),
  };
}

/**
 * GET back to back on `CONNECTIONS` keep-alive connections, one writer each, as autocannon
 * does, but on connections opened before the clock starts (one GET /api/health each).
 * Node 20's libuv accepts one connection per turn of the event loop (libuv PR 3696), and a
 * turn of a saturated server lasts as long as the work of every request that arrived in
 * it: opened all at once against GET /api/history (about 5 ms of PGlite a request), the
 * last of autocannon's 50 connections waited 5 to 10 s to be accepted, so its first
 * requests made the run's p99 and timeouts while the server answered each request it had
 * read in a few ms. A bare node:http server spending 4 ms a request does the same. What
 * this row measures is 50 writers already connected; a storm of new connections to a
 * saturated server is another scenario.
 */
async function closedLoop(name: string, path: string, writers: Writer[]): Promise<Row> {
  await drained();
  const agents = Array.from(
    { length: CONNECTIONS },
    () => new http.Agent({ keepAlive: true, maxSockets: 1 }),
  );
  await Promise.all(agents.map((agent) => statusOf(agent, `${BASE}/api/health`, '')));
  const latencies: number[] = [];
  const statuses = new Map<number, number>();
  const started = performance.now();
  const ends = started + SECONDS * 1000;
  await Promise.all(
    agents.map(async (agent, index) => {
      const cookie = writers[index % writers.length]?.cookie ?? '';
      while (performance.now() < ends) {
        const sent = performance.now();
        const status = await statusOf(agent, `${BASE}${path}`, cookie);
        statuses.set(status, (statuses.get(status) ?? 0) + 1);
        if (status >= 200 && status < 300) latencies.push(performance.now() - sent);
      }
    }),
  );
  const elapsed = (performance.now() - started) / 1000;
  for (const agent of agents) agent.destroy();
  return rowOf(name, latencies, statuses, elapsed);
}

async function benchDriver(label: string, env: Record<string, string>) {
  const dataDir = mkdtempSync(path.join(os.tmpdir(), 'plume-load-'));
  const logFile = path.join(dataDir, 'server.log');
  const log = createWriteStream(logFile);
  const server = spawn(process.execPath, [SERVER], {
    cwd: ROOT,
    env: {
      ...process.env,
      PORT: String(PORT),
      HOST: '127.0.0.1',
      PUBLIC_URL: BASE,
      DATA_DIR: dataDir,
      DATABASE_URL: '',
      // As in production: JSON logs, one line per request, written somewhere.
      NODE_ENV: 'production',
      LOG_FORMAT: 'json',
      LOG_LEVEL: 'info',
      AUTH_SECRET: randomBytes(32).toString('hex'),
      TRUST_PROXY: '127.0.0.1',
      SIGNUP_CREDITS: '100000',
      ...env,
    },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  server.stdout?.pipe(log);
  server.stderr?.pipe(log);
  const exited = new Promise<number | null>((resolve) => server.once('exit', resolve));
  try {
    await waitForHealth(server, BASE);
    const writers: Writer[] = [];
    for (let index = 0; index < CONNECTIONS; index++) writers.push(await signUp(index));
    // The session cookie is Secure in production: a browser sends it over HTTPS only, as
    // the load balancer in front would; here it is sent by hand over plain HTTP.

    const generation = JSON.stringify({
      genres: ['space-opera', 'cozy-mystery'],
      mode: 'quick',
      language: 'fr',
    });
    const rows: Row[] = [];
    rows.push(await run({ name: 'GET /api/health', path: '/api/health' }));
    rows.push(await run({ name: 'GET /api/me', path: '/api/me', writers }));
    rows.push(
      await run({
        name: 'POST /api/generations',
        path: '/api/generations',
        method: 'POST',
        body: generation,
        headers: { 'content-type': 'application/json', accept: 'text/event-stream' },
        writers,
        accept: (body) => body.includes('event: done'),
      }),
    );
    // After the generations, so each writer's history has pages to read.
    rows.push(await closedLoop('GET /api/history', '/api/history', writers));
    rows.push(await paced(PACED_ROW, '/api/me', writers, FIXED_RATE));
    rows.push(
      await run({
        name: `GET /api/me ${FIXED_RATE}/s bursts`,
        path: '/api/me',
        writers,
        overallRate: FIXED_RATE,
      }),
    );
    const rss = rssMiB(server.pid);
    return { label, rows, rss, logFile, dataDir };
  } catch (error) {
    console.error(readFileSync(logFile, 'utf8').slice(-3000));
    throw error;
  } finally {
    server.kill('SIGTERM');
    await exited;
    log.end();
  }
}

function report(label: string, rows: Row[], rss: number) {
  const health = rows[0] as Row;
  const fixed = rows.find((row) => row.name === PACED_ROW) as Row;
  const me = rows.find((row) => row.name === 'GET /api/me') as Row;
  console.log(`\n${label}: ${CONNECTIONS} connections, ${SECONDS} s each\n`);
  console.log(
    `${'request'.padEnd(26)} ${'req/s'.padStart(8)} ${'p50'.padStart(8)} ${'p99'.padStart(8)}  ${'req/s vs health'.padStart(15)} ${'p99 vs health'.padStart(13)} ${'requests'.padStart(9)} ${'errors'.padStart(6)} ${'5xx'.padStart(5)}`,
  );
  for (const row of rows) {
    console.log(
      `${row.name.padEnd(26)} ${row.rps.toFixed(0).padStart(8)} ${`${row.p50.toFixed(0)} ms`.padStart(8)} ${`${row.p99.toFixed(0)} ms`.padStart(8)}  ${`x${(row.rps / health.rps).toFixed(2)}`.padStart(15)} ${`x${(row.p99 / Math.max(health.p99, 1)).toFixed(1)}`.padStart(13)} ${String(row.requests).padStart(9)} ${String(row.errors).padStart(6)} ${String(row.server5xx).padStart(5)}${row.other ? `  ${row.other}` : ''}`,
    );
  }
  console.log(`\nserver RSS after the runs: ${rss.toFixed(0)} MiB`);
  const p99Met = fixed.p99 < GOALS.p99AtFixedRateMs;
  const rpsMet = me.rps >= GOALS.saturationRps;
  console.log(
    `goal: GET /api/me p99 under ${GOALS.p99AtFixedRateMs} ms at ${FIXED_RATE} req/s -> ${fixed.p99.toFixed(0)} ms, ${p99Met ? 'met' : 'NOT met'}`,
  );
  console.log(
    `goal: GET /api/me at least ${GOALS.saturationRps} req/s at saturation -> ${me.rps.toFixed(0)} req/s, ${rpsMet ? 'met' : 'NOT met'}`,
  );
  return rows.every((row) => row.errors === 0 && row.server5xx === 0);
}

if (!existsSync(SERVER)) {
  console.error(`${SERVER} is missing: run npm run build first`);
  process.exit(1);
}
console.log(
  `Load on the built server (${os.cpus().length} cores). Goals: GET /api/me p99 under ${GOALS.p99AtFixedRateMs} ms at ${FIXED_RATE} req/s, ${GOALS.saturationRps} req/s at saturation; no error, no 5xx.`,
);
const clean: boolean[] = [];
const keep = [];
{
  const result = await benchDriver('PGlite', {});
  clean.push(report(result.label, result.rows, result.rss));
  keep.push(result.dataDir);
}
const adminUrl = process.env.DATABASE_URL;
if (adminUrl) {
  await withScratchDatabase(adminUrl, 'plume_load', async (url) => {
    const result = await benchDriver('PostgreSQL', { DATABASE_URL: url });
    clean.push(report(result.label, result.rows, result.rss));
    keep.push(result.dataDir);
  });
} else {
  console.log('\nPostgreSQL: skipped (set DATABASE_URL to include it)');
}
for (const dir of keep) rmSync(dir, { recursive: true, force: true });
if (!clean.every(Boolean)) {
  console.log('\nFAILED: some requests ended in an error or a 5xx (above).');
  process.exit(1);
}
console.log('\nNo error, no 5xx.');
