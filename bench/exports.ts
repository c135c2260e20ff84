// Exports against the built server, in a process of its own: a writer's worst case, a
// line of ideas all starred, each with a note at its longest, and the line's story bible
// full (as many cards as a line holds, every text at its longest). While GET /api/health is
// sent every ~10 ms whether the last answer came or not (as visitors would), two of the
// heaviest exports run at once, again and again: the favourites and one idea as Word, then
// both as Markdown. Health's latency is measured during them and, as a baseline, for as
// long without them in the same run. Goal: health p99 under 200 ms during the exports.
// Run: npm run build && npm run bench:exports (BENCH_PORT=3296, BENCH_ROUNDS=3 by default)
import { readFileSync } from 'node:fs';
import {
  CARD_ALIASES_MAX,
  CARD_FIELD_MAX,
  CARD_NAME_MAX,
  CARD_NOTES_MAX,
  CARD_SUMMARY_MAX,
  CARDS_PER_LINE_MAX,
  fieldsOfType,
} from '@plume/core/bible';
import { HISTORY_NOTE_MAX } from '@plume/core/history';
import { startBuiltServer } from './support/built-server';

const PORT = Number(process.env.BENCH_PORT ?? 3296);
const BASE = `http://127.0.0.1:${PORT}`;
/** The starred ideas of the line: the first and its redraws. */
const IDEAS = Number(process.env.BENCH_IDEAS ?? 17);
/** Each round runs the two Word exports at once, then the two Markdown ones. */
const ROUNDS = Number(process.env.BENCH_ROUNDS ?? 3);
const POLL_EVERY_MS = 10;
const GOAL_P99_MS = 200;
/** A writer makes at most 20 files a minute: one warm-up pair, then the rounds. */
const EXPORTS_A_MINUTE = 20;

if (2 + 4 * ROUNDS > EXPORTS_A_MINUTE) {
  throw new Error(`BENCH_ROUNDS=${ROUNDS} asks for more than ${EXPORTS_A_MINUTE} files a minute`);
}

/** VmRSS of a process, in MiB: the server's, its Word files' thread included. */
function rssOf(pid: number): number {
  const status = readFileSync(`/proc/${pid}/status`, 'utf8');
  return Number(/VmRSS:\s+(\d+)/.exec(status)?.[1] ?? 0) / 1024;
}

function percentile(samples: number[], p: number): number {
  const sorted = [...samples].sort((a, b) => a - b);
  return sorted[Math.min(sorted.length - 1, Math.floor((p / 100) * sorted.length))] ?? 0;
}

const ms = (value: number) => `${value.toFixed(1).padStart(7)} ms`;

/** Prose of exactly `length` characters, a line break every few sentences, unique by `seed`. */
function prose(length: number, seed: string): string {
  const sentence = `${seed} keeps the lamp of the north tower lit through the winter storms. `;
  let text = '';
  for (let line = 1; text.length < length; line++) {
    text += line % 4 === 0 ? `${sentence.trim()}\n` : sentence;
  }
  return text.slice(0, length).trim().padEnd(length, 'x');
}

/** A name of exactly CARD_NAME_MAX characters, one per card. */
const longName = (seed: string) =>
  `${seed} ${'Kerlaz-Quenneville '.repeat(8)}`.slice(0, CARD_NAME_MAX);

/** The heaviest card the bible takes: a person, every text at its longest. */
function fullCard(ideaId: string, index: number) {
  const seed = `Card${index}`;
  return {
    ideaId,
    type: 'person',
    name: longName(seed),
    aliases: Array.from({ length: CARD_ALIASES_MAX }, (_, alias) => longName(`${seed}a${alias}`)),
    summary: prose(CARD_SUMMARY_MAX, seed).replace(/\n/g, ' '),
    notes: prose(CARD_NOTES_MAX, `${seed}n`),
    gender: 'feminine',
    part: 'ally',
    ...Object.fromEntries(
      fieldsOfType('person').map((field) => [field, prose(CARD_FIELD_MAX, `${seed}${field}`)]),
    ),
  };
}

// BENCH_NODE_ARGS="--cpu-prof --cpu-prof-dir=/tmp/prof" profiles the server.
const server = await startBuiltServer({
  port: PORT,
  env: { SIGNUP_CREDITS: String(IDEAS + 5) },
  nodeArgs: process.env.BENCH_NODE_ARGS?.split(' ').filter(Boolean),
});

let cookie = '';
async function call(pathname: string, body?: unknown, method = body ? 'POST' : 'GET') {
  const response = await fetch(`${BASE}${pathname}`, {
    method,
    headers: {
      origin: BASE,
      cookie,
      'x-plume-language': 'en',
      ...(body ? { 'content-type': 'application/json' } : {}),
    },
    body: body ? JSON.stringify(body) : undefined,
  });
  const text = await response.text();
  if (!response.ok)
    throw new Error(`${method} ${pathname}: ${response.status} ${text.slice(0, 200)}`);
  return { response, text };
}

/** GET /api/health every POLL_EVERY_MS until stopped: each answer's time from its sending. */
function pollHealth() {
  const samples: number[] = [];
  const pending = new Set<Promise<void>>();
  const timer = setInterval(() => {
    const started = performance.now();
    const answer = fetch(`${BASE}/api/health`)
      .then((response) => response.arrayBuffer())
      .then(() => {
        samples.push(performance.now() - started);
      });
    pending.add(answer);
    void answer.finally(() => pending.delete(answer));
  }, POLL_EVERY_MS);
  return async () => {
    clearInterval(timer);
    await Promise.all(pending);
    return samples;
  };
}

/** An export's time and size. */
async function exported(pathname: string): Promise<{ ms: number; bytes: number }> {
  const started = performance.now();
  const response = await fetch(`${BASE}${pathname}`, { headers: { origin: BASE, cookie } });
  const bytes = (await response.arrayBuffer()).byteLength;
  if (!response.ok) throw new Error(`${pathname}: ${response.status}`);
  return { ms: performance.now() - started, bytes };
}

try {
  const seeding = performance.now();
  const signUp = await call('/api/auth/sign-up/email', {
    email: 'bench-exports@example.com',
    password: 'Bench-Story-42',
  });
  cookie = signUp.response.headers
    .getSetCookie()
    .map((setCookie) => setCookie.split(';')[0])
    .join('; ');
  const first = JSON.parse(
    (await call('/api/generations', { language: 'en', mode: 'detailed', genres: ['Noir'] })).text,
  ) as { entry: { id: string } };
  const line = [first.entry.id];
  while (line.length < IDEAS) {
    const redrawn = await call('/api/generations', { redrawFrom: first.entry.id, keep: ['title'] });
    line.push((JSON.parse(redrawn.text) as { entry: { id: string } }).entry.id);
  }
  for (const [index, id] of line.entries()) {
    const note = prose(HISTORY_NOTE_MAX, `Note${index}`).replace(/\n/g, '\n\n');
    await call(
      `/api/history/${id}`,
      { favourite: true, note: note.slice(0, HISTORY_NOTE_MAX) },
      'PATCH',
    );
  }
  for (let index = 0; index < CARDS_PER_LINE_MAX; index++) {
    await call('/api/cards', fullCard(first.entry.id, index));
  }
  const seeded = (performance.now() - seeding) / 1000;

  const favourites = (format: string) =>
    `/api/history/export?favourite=true&format=${format}&language=en`;
  const oneIdea = (format: string) =>
    `/api/history/${line[line.length - 1]}/export?format=${format}&language=en`;
  const pairs = [
    { name: 'Word', paths: [favourites('docx'), oneIdea('docx')] },
    { name: 'Markdown', paths: [favourites('md'), oneIdea('md')] },
  ];
  const rssBefore = rssOf(server.child.pid ?? 0);
  // The first export loads what it needs once (the Word library, the genre catalogue).
  await Promise.all(pairs[0]?.paths.map(exported) ?? []);

  const during = new Map<string, number[]>(pairs.map((pair) => [pair.name, []]));
  const durations = new Map<string, number[]>();
  const sizes = new Map<string, number>();
  const exportsStarted = performance.now();
  for (let round = 0; round < ROUNDS; round++) {
    for (const pair of pairs) {
      const stop = pollHealth();
      const results = await Promise.all(pair.paths.map(exported));
      during.get(pair.name)?.push(...(await stop()));
      for (const [index, result] of results.entries()) {
        const name = `${pair.name}: ${index === 0 ? `${IDEAS} favourites` : 'one idea'}`;
        durations.set(name, [...(durations.get(name) ?? []), result.ms]);
        sizes.set(name, result.bytes);
      }
    }
  }
  const exportsTook = performance.now() - exportsStarted;
  const rssAfter = rssOf(server.child.pid ?? 0);
  const stopBaseline = pollHealth();
  await new Promise((resolve) => setTimeout(resolve, exportsTook));
  const baseline = await stopBaseline();

  console.log(
    `exports: a line of ${IDEAS} starred ideas with ${HISTORY_NOTE_MAX}-character notes and ${CARDS_PER_LINE_MAX} cards, every text at its longest (seeded in ${seeded.toFixed(1)} s); ${ROUNDS} rounds of two exports at once\n`,
  );
  console.log(`${'export'.padEnd(28)}   size (KiB)     median        max`);
  for (const [name, samples] of durations) {
    console.log(
      `${name.padEnd(28)} ${((sizes.get(name) ?? 0) / 1024).toFixed(0).padStart(12)} ${ms(percentile(samples, 50))} ${ms(Math.max(...samples))}`,
    );
  }
  console.log(
    `\nGET /api/health every ${POLL_EVERY_MS} ms${' '.repeat(10)}samples        p50        p99        max`,
  );
  const all = [...during.values()].flat();
  for (const [name, samples] of [
    ['without exports', baseline],
    ...[...during].map(([pair, samples]) => [`during two ${pair} exports`, samples] as const),
    ['during the exports, all', all],
  ] as const) {
    console.log(
      `${name.padEnd(28)} ${String(samples.length).padStart(12)} ${ms(percentile(samples, 50))} ${ms(percentile(samples, 99))} ${ms(Math.max(...samples))}`,
    );
  }
  console.log(
    `\nserver RSS ${rssBefore.toFixed(0)} MiB before the exports, ${rssAfter.toFixed(0)} MiB after them`,
  );
  const p99 = percentile(all, 99);
  console.log(
    `\nGoal: health p99 during two exports at once < ${GOAL_P99_MS} ms: ${p99 < GOAL_P99_MS ? 'met' : 'not met'} (${p99.toFixed(1)} ms)`,
  );
} finally {
  await server.stop();
}
