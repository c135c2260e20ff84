// Story generation speed: the offline engine alone (ideas per second), and over HTTP
// against the built server the time to the first `delta` event and to `done`, for new ideas,
// for ideas developed from one (`developFrom`) and for ideas redrawn from one keeping some
// of its elements (`redrawFrom`), for three at once (`candidates: 3`) and for two ideas
// crossed (`cross`), beside a bare GET /api/health measured in the same run.
// Run `npm run build` first.
// Run: npm run bench:generation
import { type IdeaRequest, MODES } from '@plume/core/generation';
import { createSeededRandom, NAME_POOLS, writeOfflineIdea } from '@plume/core/generation/server';
import { startBuiltServer } from './support/built-server';

const PORT = 3298;
const BASE = `http://127.0.0.1:${PORT}`;
const RUNS = Number(process.env.BENCH_RUNS ?? 200);

function percentile(samples: number[], p: number): number {
  const sorted = [...samples].sort((a, b) => a - b);
  return sorted[Math.min(sorted.length - 1, Math.floor((p / 100) * sorted.length))] ?? 0;
}

/** What the redraws keep, in turn. */
const KEEPS = [['title', 'lead'], ['setting', 'twist'], []];

const ms = (value: number) => `${value.toFixed(1).padStart(7)} ms`;

function engineAlone() {
  const random = createSeededRandom(1);
  let ideas = 0;
  const started = performance.now();
  while (performance.now() - started < 2000) {
    const request: IdeaRequest = {
      language: (['fr', 'en', 'es'] as const)[ideas % 3] ?? 'fr',
      mode: MODES[ideas % MODES.length] ?? 'quick',
      style: 'moderne',
      genres: [{ id: 'space-opera', name: 'Space opera', description: '' }],
      leadGender: ideas % 2 ? 'feminine' : 'masculine',
      names: NAME_POOLS.fr,
      recentTitles: [],
      creativityWarning: false,
    };
    writeOfflineIdea(request, random);
    ideas++;
  }
  return ideas / ((performance.now() - started) / 1000);
}

async function timeGeneration(cookie: string, body: Record<string, unknown>) {
  const started = performance.now();
  const response = await fetch(`${BASE}/api/generations`, {
    method: 'POST',
    headers: {
      'content-type': 'application/json',
      accept: 'text/event-stream',
      origin: BASE,
      cookie,
    },
    body: JSON.stringify(body),
  });
  const reader = response.body?.getReader();
  if (!reader) throw new Error(`no stream (${response.status})`);
  const decoder = new TextDecoder();
  let text = '';
  let firstDelta: number | undefined;
  for (;;) {
    const { value, done } = await reader.read();
    if (done) break;
    text += decoder.decode(value, { stream: true });
    if (firstDelta === undefined && text.includes('event: delta'))
      firstDelta = performance.now() - started;
  }
  const saved = /event: done\ndata: (.*)/.exec(text)?.[1];
  if (!saved) throw new Error(`generation failed: ${text.slice(-200)}`);
  const answer = JSON.parse(saved) as { entry?: { id: string }; entries?: { id: string }[] };
  const id = answer.entry?.id ?? answer.entries?.[0]?.id ?? '';
  return { firstDelta: firstDelta ?? Number.NaN, done: performance.now() - started, id };
}

const server = await startBuiltServer({
  port: PORT,
  env: { SIGNUP_CREDITS: String(RUNS * 5 + 10) },
});
try {
  const signUp = await fetch(`${BASE}/api/auth/sign-up/email`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', origin: BASE },
    body: JSON.stringify({ email: 'bench@example.com', password: 'Bench-Story-42' }),
  });
  const cookie = (signUp.headers.getSetCookie()[0] ?? '').split(';')[0] ?? '';

  const health: number[] = [];
  const firstDelta: number[] = [];
  const done: number[] = [];
  const developedFirstDelta: number[] = [];
  const developedDone: number[] = [];
  const redrawnFirstDelta: number[] = [];
  const redrawnDone: number[] = [];
  const batchFirstDelta: number[] = [];
  const batchDone: number[] = [];
  const crossFirstDelta: number[] = [];
  const crossDone: number[] = [];
  let previous: string | undefined;
  for (let run = 0; run < RUNS; run++) {
    const started = performance.now();
    await (await fetch(`${BASE}/api/health`)).text();
    health.push(performance.now() - started);
    const mode = run % 2 ? 'detailed' : 'quick';
    const genres = ['space-opera', 'cozy-mystery'];
    const timing = await timeGeneration(cookie, { language: 'fr', mode, genres });
    firstDelta.push(timing.firstDelta);
    done.push(timing.done);
    if (mode === 'quick') {
      const developed = await timeGeneration(cookie, {
        language: 'fr',
        mode: 'detailed',
        developFrom: timing.id,
      });
      developedFirstDelta.push(developed.firstDelta);
      developedDone.push(developed.done);
    }
    // Every idea redrawn, keeping in turn the title and lead, the setting and twist, nothing.
    const keep = KEEPS[run % KEEPS.length];
    const redrawn = await timeGeneration(cookie, { redrawFrom: timing.id, keep });
    redrawnFirstDelta.push(redrawn.firstDelta);
    redrawnDone.push(redrawn.done);
    const batch = await timeGeneration(cookie, {
      language: (['fr', 'en', 'es'] as const)[run % 3],
      mode: 'quick',
      genres,
      candidates: 3,
    });
    batchFirstDelta.push(batch.firstDelta);
    batchDone.push(batch.done);
    // Each idea crossed with the one before: its lead, the other's setting.
    if (previous) {
      const crossed = await timeGeneration(cookie, {
        cross: [
          { from: timing.id, keep: ['lead'] },
          { from: previous, keep: ['setting'] },
        ],
      });
      crossFirstDelta.push(crossed.firstDelta);
      crossDone.push(crossed.done);
    }
    previous = timing.id;
  }

  console.log(
    `generation: offline engine, ${RUNS} ideas over HTTP (quick and detailed in turn), ${developedDone.length} quick ideas developed into detailed ones, each idea redrawn, and ${RUNS} batches of three\n`,
  );
  console.log(`offline engine alone: ${engineAlone().toFixed(0)} ideas/s\n`);
  console.log('                      median        p95     p95 / health p95');
  const row = (name: string, samples: number[]) =>
    console.log(
      `${name.padEnd(20)} ${ms(percentile(samples, 50))} ${ms(percentile(samples, 95))}   x${(percentile(samples, 95) / percentile(health, 95)).toFixed(1)}`,
    );
  row('GET /api/health', health);
  row('first delta', firstDelta);
  row('done (whole idea)', done);
  row('developed: first', developedFirstDelta);
  row('developed: done', developedDone);
  row('redrawn: first', redrawnFirstDelta);
  row('redrawn: done', redrawnDone);
  row('three at once: first', batchFirstDelta);
  row('three at once: done', batchDone);
  row('crossed: first', crossFirstDelta);
  row('crossed: done', crossDone);
  console.log(
    '\nGoals: first delta p95 under 100 ms, developed, redrawn, crossed, three at once or not; the whole offline idea under 300 ms, the whole batch of three under 400 ms.',
  );
} finally {
  await server.stop();
}
