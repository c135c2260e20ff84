// Outlines over HTTP, against the app in this process on PGlite (and on PostgreSQL too when
// DATABASE_URL is set, in a database of its own): a built-in outline of a fresh idea,
// streamed as the web app asks for it (time to its first beat and to the saved outline), a
// redraw of its unlocked beats, and the checks of a 40-beat outline, beside a bare GET
// /api/health measured in the same run.
// Run: npm run bench:outline (BENCH_RUNS=60 by default)
import { mkdtempSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import pino from 'pino';
import { createApp } from '../apps/server/src/app';
import { loadConfig } from '../apps/server/src/config';
import { type Database, openDatabase } from '../apps/server/src/db/client';
import { listen } from '../apps/server/src/http/listen';
import { setSmallFootprint } from '../apps/server/src/v8-flags';
import { withScratchDatabase } from './support/scratch-postgres';

const RUNS = Number(process.env.BENCH_RUNS ?? 60);
const GOALS = { firstBeat: 100, outline: 300, checks: 50 };
const STRUCTURES = ['save-the-cat', 'heros-journey', 'quinary', 'three-act'];
const LANGUAGES = ['fr', 'en', 'es'] as const;
const GENRES = { fr: 'Roman noir', en: 'Space opera', es: 'Fantasy épique' };

function percentile(samples: number[], p: number): number {
  const sorted = [...samples].sort((a, b) => a - b);
  return sorted[Math.min(sorted.length - 1, Math.floor((p / 100) * sorted.length))] ?? 0;
}

const ms = (value: number) => `${value.toFixed(1).padStart(7)} ms`;

async function benchDriver(label: string, database: Database) {
  await database.migrate();
  const webDir = mkdtempSync(path.join(os.tmpdir(), 'plume-bench-web-'));
  const config = loadConfig({
    NODE_ENV: 'test',
    WEB_DIST_DIR: webDir,
    TRUST_PROXY: '127.0.0.1',
    SIGNUP_CREDITS: '100000',
  });
  const app = createApp({
    config,
    database,
    logger: pino({ level: 'silent' }),
    authSecret: 'bench-secret-that-is-long-enough-for-better-auth',
  });
  const server = await listen(app, 0, '127.0.0.1');
  try {
    const signedUp = await fetch(`${server.url}/api/auth/sign-up/email`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', origin: config.publicUrl },
      body: JSON.stringify({ email: 'outliner@example.com', password: 'Bench-Story-42' }),
    });
    if (!signedUp.ok) throw new Error(`sign-up failed: ${signedUp.status}`);
    const cookie = (signedUp.headers.getSetCookie()[0] ?? '').split(';')[0] ?? '';
    const send = (pathname: string, init: { method?: string; body?: unknown; accept?: string }) =>
      fetch(`${server.url}${pathname}`, {
        method: init.method ?? 'POST',
        headers: {
          cookie,
          origin: config.publicUrl,
          'content-type': 'application/json',
          accept: init.accept ?? 'application/json',
        },
        ...(init.body === undefined ? {} : { body: JSON.stringify(init.body) }),
      });
    const json = async <T>(response: Response): Promise<T> => {
      if (!response.ok)
        throw new Error(`${response.url}: ${response.status} ${await response.text()}`);
      return (await response.json()) as T;
    };

    /** Streams an outline; the times to its first `beat` event and to its end. */
    const streamed = async (pathname: string, body?: unknown) => {
      const started = performance.now();
      const response = await send(pathname, { body, accept: 'text/event-stream' });
      if (!response.ok || !response.body) throw new Error(`${pathname}: ${response.status}`);
      const decoder = new TextDecoder();
      let text = '';
      let firstBeat = 0;
      for await (const chunk of response.body) {
        text += decoder.decode(chunk as Uint8Array, { stream: true });
        if (!firstBeat && text.includes('event: beat')) firstBeat = performance.now() - started;
      }
      if (!text.includes('event: done')) throw new Error(`${pathname}: ${text.slice(-300)}`);
      const outline = JSON.parse(text.slice(text.lastIndexOf('data: ') + 6).trim()) as {
        outline: { id: string; beats: { id: string }[] };
      };
      return { firstBeat, total: performance.now() - started, outline: outline.outline };
    };

    const health: number[] = [];
    const firstBeats: number[] = [];
    const outlines: number[] = [];
    const redraws: number[] = [];
    let last: { id: string; beats: { id: string }[] } | undefined;
    for (let run = -5; run < RUNS; run++) {
      const language = LANGUAGES[(run + 5) % LANGUAGES.length] ?? 'fr';
      const { entry } = await json<{ entry: { id: string } }>(
        await send('/api/generations', {
          body: { genres: [GENRES[language]], mode: 'quick', language },
        }),
      );
      const healthStarted = performance.now();
      await (await fetch(`${server.url}/api/health`)).text();
      const healthTime = performance.now() - healthStarted;
      const structure = STRUCTURES[(run + 5) % STRUCTURES.length];
      const written = await streamed(`/api/history/${entry.id}/outline`, { structure });
      const redrawn = await streamed(`/api/outlines/${written.outline.id}/redraw`);
      if (run < 0) continue;
      health.push(healthTime);
      firstBeats.push(written.firstBeat);
      outlines.push(written.total);
      redraws.push(redrawn.total);
      last = written.outline;
    }
    if (!last) throw new Error('no outline written');

    // A long outline: its beats and the writer's own, to 40.
    let after = last.beats.at(-1)?.id ?? null;
    for (let beat = last.beats.length; beat < 40; beat++) {
      const added = await json<{ beat: { id: string } }>(
        await send(`/api/outlines/${last.id}/beats`, {
          body: { after, title: `Scène ${beat}`, summary: 'Une scène que la scénariste ajoute.' },
        }),
      );
      after = added.beat.id;
    }
    const checks: number[] = [];
    let findings = 0;
    for (let run = -5; run < RUNS; run++) {
      const started = performance.now();
      const answer = await json<{ findings: unknown[] }>(
        await send(`/api/outlines/${last.id}/checks`, { method: 'GET' }),
      );
      if (run >= 0) checks.push(performance.now() - started);
      findings = answer.findings.length;
    }

    const healthP95 = percentile(health, 95);
    console.log(
      `\n${label}: ${RUNS} outlines of fresh built-in ideas (fr, en, es; ${STRUCTURES.join(', ')})\n`,
    );
    console.log(`${'request'.padEnd(40)}     median        p95   p95 / health p95   goal`);
    console.log(`${'GET /api/health'.padEnd(40)} ${ms(percentile(health, 50))} ${ms(healthP95)}`);
    const rows: [string, number[], number | undefined][] = [
      ['outline: first beat', firstBeats, GOALS.firstBeat],
      ['outline: saved', outlines, GOALS.outline],
      ['redraw of the unlocked beats: saved', redraws, undefined],
      [`checks of 40 beats (${findings} notes)`, checks, GOALS.checks],
    ];
    let met = true;
    for (const [name, values, goal] of rows) {
      const p95 = percentile(values, 95);
      if (goal !== undefined) met &&= p95 < goal;
      const verdict = goal === undefined ? '' : `${p95 < goal ? 'ok' : 'MISSED'} (${goal} ms)`;
      console.log(
        `${name.padEnd(40)} ${ms(percentile(values, 50))} ${ms(p95)}   x${(p95 / healthP95).toFixed(1).padEnd(16)} ${verdict}`,
      );
    }
    return met;
  } finally {
    await server.close();
    rmSync(webDir, { recursive: true, force: true });
  }
}

// The V8 settings the server starts with: PGlite's speed as it is served.
setSmallFootprint('pglite');
console.log(
  `Outlines. Goals (p95): first beat under ${GOALS.firstBeat} ms, whole outline under ${GOALS.outline} ms, checks of a 40-beat outline under ${GOALS.checks} ms.`,
);
const results: boolean[] = [];
const pglite = await openDatabase({ driver: 'pglite', dataDir: 'memory://' });
try {
  results.push(await benchDriver('PGlite (in memory)', pglite));
} finally {
  await pglite.close();
}
if (process.env.DATABASE_URL) {
  results.push(
    await withScratchDatabase(process.env.DATABASE_URL, 'plume_bench_outline', async (url) => {
      const database = await openDatabase({ driver: 'postgres', url });
      try {
        return await benchDriver('PostgreSQL', database);
      } finally {
        await database.close();
      }
    }),
  );
} else {
  console.log('\nPostgreSQL: skipped (set DATABASE_URL to include it)');
}
console.log(
  results.every(Boolean) ? '\nEvery p95 is under its goal.' : '\nSome p95 missed its goal.',
);
process.exit(0);
