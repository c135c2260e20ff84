// Genre search per keystroke: 1,000 realistic queries (prefixes as typed, typos,
// multi-word, keywords) over the full catalogue of each language, for our search and for
// a naive baseline (Fuse.js, default options) measured in the same run.
// Run: npm run bench:genre-search
import { createGenreIndex, loadGenreData, normalizeText, searchGenres } from '@plume/core/genres';
import { LANGUAGES, type Language } from '@plume/core/i18n';
import Fuse from 'fuse.js';

const QUERIES = Number(process.env.BENCH_QUERIES ?? 1000);
const ROUNDS = Number(process.env.BENCH_ROUNDS ?? 5);

/** A small deterministic generator, so every run times the same queries. */
function seeded(seed: number) {
  let state = seed;
  return () => {
    state = (state * 16_807) % 2_147_483_647;
    return (state - 1) / 2_147_483_646;
  };
}

function typo(word: string, random: () => number): string {
  if (word.length < 4) return word;
  const at = 1 + Math.floor(random() * (word.length - 2));
  const kind = Math.floor(random() * 3);
  if (kind === 0) return word.slice(0, at) + word.slice(at + 1);
  if (kind === 1) return word.slice(0, at) + word[at + 1] + word[at] + word.slice(at + 2);
  return `${word.slice(0, at)}e${word.slice(at + 1)}`;
}

function realisticQueries(names: string[], keywords: string[], random: () => number): string[] {
  const pick = <T>(items: T[]) => items[Math.floor(random() * items.length)] as T;
  const queries: string[] = [];
  while (queries.length < QUERIES) {
    const name = pick(names);
    const kind = random();
    if (kind < 0.5) {
      // Typing a name: every prefix from 2 characters, as the picker searches per keystroke.
      const length = 2 + Math.floor(random() * Math.max(1, name.length - 1));
      queries.push(name.slice(0, length));
    } else if (kind < 0.7) {
      queries.push(
        name
          .split(' ')
          .map((word) => typo(word, random))
          .join(' '),
      );
    } else if (kind < 0.85) {
      queries.push(`${pick(name.split(' '))} ${pick(pick(names).split(' '))}`);
    } else {
      queries.push(pick(keywords));
    }
  }
  return queries;
}

function percentile(sorted: number[], p: number): number {
  return sorted[Math.min(sorted.length - 1, Math.floor((p / 100) * sorted.length))] ?? 0;
}

function time(queries: string[], search: (query: string) => unknown) {
  for (const query of queries.slice(0, 100)) search(query);
  const samples: number[] = [];
  for (let round = 0; round < ROUNDS; round++) {
    for (const query of queries) {
      const started = performance.now();
      search(query);
      samples.push(performance.now() - started);
    }
  }
  samples.sort((a, b) => a - b);
  return { median: percentile(samples, 50), p95: percentile(samples, 95) };
}

const format = (ms: number) => `${(ms * 1000).toFixed(0).padStart(6)} µs`;

console.log(`genre search: ${QUERIES} queries x ${ROUNDS} rounds per language\n`);
console.log('language  genres   ours median / p95        Fuse.js median / p95     p95 ratio');
for (const language of LANGUAGES as readonly Language[]) {
  const { catalogue, keywords } = await loadGenreData(language);
  const index = createGenreIndex(catalogue, keywords);
  const rows = catalogue.flatMap((category) =>
    category.subcategories.flatMap((subcategory) =>
      subcategory.genres.map((genre) => ({
        ...genre,
        category: category.name,
        subcategory: subcategory.name,
      })),
    ),
  );
  const fuse = new Fuse(rows, { keys: ['name', 'description', 'category', 'subcategory'] });
  const queries = realisticQueries(
    rows.map((row) => row.name),
    Object.keys(keywords).map(normalizeText),
    seeded(LANGUAGES.indexOf(language) + 7),
  );
  const ours = time(queries, (query) => searchGenres(index, query));
  const baseline = time(queries, (query) => fuse.search(query, { limit: 20 }));
  console.log(
    `${language.padEnd(8)}  ${String(rows.length).padStart(6)}  ${format(ours.median)} / ${format(ours.p95)}   ${format(baseline.median)} / ${format(baseline.p95)}   x${(baseline.p95 / ours.p95).toFixed(1)} faster`,
  );
}
console.log('\nGoal: p95 under 2 ms per keystroke, and faster than the baseline.');
