// A flood of guessed share-link tokens from one address against the built server: what
// the answers are (404 while the limit allows, then 429, never a 5xx), how long one takes
// beside GET /api/health sent at the same pace in the same run, and the server's memory
// (VmRSS from /proc, once the web build is loaded) after the flood and after one three
// times as long, which must be the same: a refused address is one row of attempt_limits
// and one entry of a bounded map.
// Run: npm run build && npm run bench:share-flood (BENCH_GUESSES=500 by default)
import { readFileSync } from 'node:fs';
import { startBuiltServer } from './support/built-server';

const PORT = 3297;
const BASE = `http://127.0.0.1:${PORT}`;
const GUESSES = Number(process.env.BENCH_GUESSES ?? 500);
const AT_ONCE = 50;
const GOALS = { rssGrowth: 1.05, refusedP95OverHealth: 5 };

/** VmRSS of a process, in MiB. */
function rssOf(pid: number): number {
  const status = readFileSync(`/proc/${pid}/status`, 'utf8');
  return Number(/VmRSS:\s+(\d+)/.exec(status)?.[1] ?? 0) / 1024;
}

function percentile(samples: number[], p: number): number {
  const sorted = [...samples].sort((a, b) => a - b);
  return sorted[Math.min(sorted.length - 1, Math.floor((p / 100) * sorted.length))] ?? 0;
}

async function timed(url: string): Promise<{ status: number; ms: number }> {
  const started = performance.now();
  const response = await fetch(url);
  await response.arrayBuffer();
  return { status: response.status, ms: performance.now() - started };
}

const server = await startBuiltServer({ port: PORT });
try {
  const pid = server.child.pid ?? 0;
  // The first pages load the web app's server build: a one-time cost, paid before measuring.
  for (let run = 0; run < 5; run++) await timed(`${BASE}/s/${'w'.repeat(43)}`);
  // The baseline at the flood's own pace: as many requests at once.
  const health: number[] = [];
  for (let sent = 0; sent < GUESSES; sent += AT_ONCE) {
    const answers = await Promise.all(
      Array.from({ length: AT_ONCE }, () => timed(`${BASE}/api/health`)),
    );
    health.push(...answers.map((answer) => answer.ms));
  }
  const before = rssOf(pid);
  const statuses = new Map<number, number>();
  const times = new Map<number, number[]>();
  /** Sends `count` guesses, AT_ONCE at a time, from `from` on. */
  async function flood(from: number, count: number) {
    for (let sent = 0; sent < count; sent += AT_ONCE) {
      const answers = await Promise.all(
        Array.from({ length: Math.min(AT_ONCE, count - sent) }, (_, index) =>
          timed(`${BASE}/s/${String(from + sent + index).padStart(43, 'g')}`),
        ),
      );
      for (const { status, ms } of answers) {
        statuses.set(status, (statuses.get(status) ?? 0) + 1);
        times.set(status, [...(times.get(status) ?? []), ms]);
      }
    }
  }
  await flood(0, GUESSES);
  const afterFlood = rssOf(pid);
  // Three times as many again: a flood's memory must not grow with its length.
  await flood(GUESSES, 3 * GUESSES);
  const afterLonger = rssOf(pid);
  const serverErrors = [...statuses].filter(([status]) => status >= 500);
  const refused = percentile(times.get(429) ?? [], 95);
  const refusedRatio = refused / percentile(health, 95);
  const growth = afterLonger / afterFlood;
  console.log(
    `share links: ${GUESSES}, then ${3 * GUESSES} more guessed tokens from one address, ${AT_ONCE} at a time\n`,
  );
  console.log(
    `answers: ${[...statuses].map(([status, count]) => `${count} × ${status}`).join(', ')}`,
  );
  for (const [status, samples] of times) {
    console.log(
      `  ${status}: median ${percentile(samples, 50).toFixed(1)} ms, p95 ${percentile(samples, 95).toFixed(1)} ms`,
    );
  }
  console.log(
    `GET /api/health at the same pace: p95 ${percentile(health, 95).toFixed(1)} ms; a refused guess p95 x${refusedRatio.toFixed(1)}`,
  );
  console.log(
    `server RSS ${before.toFixed(1)} MiB before, ${afterFlood.toFixed(1)} MiB after ${GUESSES} guesses, ${afterLonger.toFixed(1)} MiB after ${4 * GUESSES}: x${growth.toFixed(2)}`,
  );
  const met =
    serverErrors.length === 0 &&
    (statuses.get(429) ?? 0) > 0 &&
    growth <= GOALS.rssGrowth &&
    refusedRatio <= GOALS.refusedP95OverHealth;
  console.log(
    `\nGoals: no 5xx, 429 past the limit, RSS after ${4 * GUESSES} / after ${GUESSES} <= ${GOALS.rssGrowth}, a refused guess p95 <= x${GOALS.refusedP95OverHealth} health's: ${met ? 'met' : 'not met'}`,
  );
} finally {
  await server.stop();
}
