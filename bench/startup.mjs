// Start-up time and idle memory of the built server, against a bare Node HTTP server
// started the same way in the same run (the baseline). Run `npm run build` first.
import { spawn } from 'node:child_process';
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';

const ROOT = new URL('..', import.meta.url).pathname;
const PORT = 3299;
const RUNS = Number(process.env.BENCH_RUNS ?? 3);

const BASELINE = `require('node:http').createServer((q, s) => s.end('{"status":"ok"}')).listen(${PORT})`;

async function timeToHealthy(args, env) {
  const started = performance.now();
  const child = spawn(process.execPath, args, {
    cwd: ROOT,
    env: { ...process.env, PORT: String(PORT), LOG_LEVEL: 'silent', ...env },
    stdio: 'ignore',
  });
  for (;;) {
    try {
      const response = await fetch(`http://127.0.0.1:${PORT}/api/health`);
      if (response.ok) break;
    } catch {}
    if (performance.now() - started > 30_000) throw new Error('not healthy after 30 s');
    await new Promise((resolve) => setTimeout(resolve, 10));
  }
  const ms = performance.now() - started;
  await new Promise((resolve) => setTimeout(resolve, 1000));
  const rss = Number(
    /VmRSS:\s+(\d+)/.exec(readFileSync(`/proc/${child.pid}/status`, 'utf8'))?.[1] ?? 0,
  );
  const exited = new Promise((resolve) => child.once('exit', resolve));
  child.kill('SIGTERM');
  await exited;
  return { ms, rssMiB: rss / 1024 };
}

const median = (values) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)];

async function measure(label, makeRun) {
  const results = [];
  for (let i = 0; i < RUNS; i++) results.push(await makeRun());
  return {
    label,
    ms: median(results.map((r) => r.ms)),
    rssMiB: median(results.map((r) => r.rssMiB)),
  };
}

const server = [path.join(ROOT, 'apps/server/dist/main.js')];
const baseline = await measure('bare node http server (baseline)', () =>
  timeToHealthy(['-e', BASELINE], {}),
);
const fresh = await measure('plume, fresh DATA_DIR', async () => {
  const dir = mkdtempSync(path.join(os.tmpdir(), 'plume-bench-'));
  try {
    return await timeToHealthy(server, { DATA_DIR: dir });
  } finally {
    rmSync(dir, { recursive: true, force: true });
  }
});
const existingDir = mkdtempSync(path.join(os.tmpdir(), 'plume-bench-'));
await timeToHealthy(server, { DATA_DIR: existingDir });
const existing = await measure('plume, existing DATA_DIR', () =>
  timeToHealthy(server, { DATA_DIR: existingDir }),
);
rmSync(existingDir, { recursive: true, force: true });

console.log(`start-up to first healthy answer, median of ${RUNS} runs; RSS 1 s after start`);
for (const row of [baseline, fresh, existing]) {
  console.log(
    `${row.label.padEnd(34)} ${row.ms.toFixed(0).padStart(6)} ms  x${(row.ms / baseline.ms).toFixed(1).padStart(5)}   ${row.rssMiB.toFixed(0).padStart(4)} MiB  x${(row.rssMiB / baseline.rssMiB).toFixed(1)}`,
  );
}
console.log(`goal: existing DATA_DIR under 1500 ms -> ${existing.ms < 1500 ? 'met' : 'NOT met'}`);
