/// <reference path="../packages/core/src/generation/offline/read-brief/snowball-stemmers.d.ts" />
// How the built-in engine follows a writer's notes: every brief of core's corpus
// (read-brief/brief-corpus.fixture.ts, briefs written with the items a reader expects),
// written as an idea in each mode with a pair of real catalogue genres. Per language and
// mode, against the goals:
// - used carried: the share of the `used` items of the ideas' briefReport whose writer's
//   words (their stems) are in the idea, checked here without the engine's own test; a tone
//   or an age word counts when the text has the mood or an age the vocabulary gives it, a
//   period or a decade when it has it as the vocabulary writes it, an age when its number;
// - expected used: the share of the corpus's expected items that a `used` item of the same
//   kind covers (one phrase inside the other, without accents or case);
// - seams: the share of ideas holding six words in a row of a catalogue description.
// Run: npm run bench:brief (BENCH_VERBOSE=1 lists the expected items not used and the seams).
import { DEFAULT_STYLE, MODES } from '@plume/core/generation';
import { createSeededRandom, NAME_POOLS, writeOfflineIdea } from '@plume/core/generation/server';
import { genresById, loadGenreData } from '@plume/core/genres';
import { LANGUAGES, type Language } from '@plume/core/i18n';
import snowball from 'snowball-stemmers';
import { LANGUAGE_PACKS } from '../packages/core/src/generation/offline/languages/index';
import { BRIEF_CORPUS } from '../packages/core/src/generation/offline/read-brief/brief-corpus.fixture';
import { foldAccents } from '../packages/core/src/text/fold-accents';

const VERBOSE = process.env.BENCH_VERBOSE === '1';
const GOALS = { carried: 1, expected: 0.75, seams: 0 };

/** The genre pairs; brief n uses pair n modulo their count. */
const PAIRS: readonly (readonly [string, string])[] = [
  ['noir-fiction', 'family-saga'],
  ['magical-realism', 'historical-romance'],
  ['cozy-mystery', 'gothic-horror'],
  ['epic-fantasy', 'coming-of-age'],
  ['psychological-thriller', 'literary-fiction'],
];

const STEMMERS: Record<Language, string> = { fr: 'french', en: 'english', es: 'spanish' };

const fold = (text: string) => foldAccents(text).toLowerCase();

const wordsOf = (text: string) => fold(text).match(/\p{L}+|\d+/gu) ?? [];

/** Whether every word of `phrase` of three letters or more is in `text`, by its stem. */
function holds(text: string, phrase: string, language: Language): boolean {
  const stemmer = snowball.newStemmer(STEMMERS[language]);
  const stems = new Set(wordsOf(text).map((word) => stemmer.stem(word)));
  const words = wordsOf(phrase);
  const long = words.filter((word) => word.length >= 3 || /\d/u.test(word));
  // A phrase of short words only ("DJ") is looked for whole.
  const wanted = long.length > 0 ? long : words;
  return wanted.length > 0 && wanted.every((word) => stems.has(stemmer.stem(word)));
}

/**
 * Whether a tone or an age the text cannot say in the writer's words is there as the
 * language's vocabulary writes it: a tone as its mood ("drôle" as "un humour qui…"), an
 * age word as a number of years in its range ("vieille" as "77 ans").
 */
function toldOtherwise(text: string, item: { text: string; as: string }, language: Language) {
  const { vocabulary } = LANGUAGE_PACKS[language].brief;
  const word = fold(item.text);
  if (item.as === 'tone') {
    const tone = vocabulary.tones.find((entry) => entry.words.some((w) => fold(w) === word));
    return tone !== undefined && fold(text).includes(fold(tone.mood));
  }
  if (item.as === 'era') {
    const named = vocabulary.eras.find((era) => era.named.test(word));
    const decade = vocabulary.decadePattern.exec(word)?.[1];
    const year = decade && Number(decade) < 100 ? 1900 + Number(decade) : Number(decade);
    const written = [
      named?.written,
      decade ? vocabulary.decade(year) : undefined,
      vocabulary.present.words.some((w) => fold(w) === word) ? vocabulary.present.written : '',
    ];
    return written.some((phrase) => phrase && fold(text).includes(fold(phrase)));
  }
  if (item.as === 'lead' && /\d/u.test(word)) {
    const years = /\d+/u.exec(word)?.[0] ?? '';
    return (text.match(/\d+/gu) ?? []).includes(years);
  }
  if (item.as === 'lead') {
    const age = vocabulary.ageWords.find((entry) => entry.words.some((w) => fold(w) === word));
    if (!age) return false;
    const [low, high] = age.years;
    return (text.match(/\d+/gu) ?? []).some((n) => Number(n) >= low && Number(n) <= high);
  }
  return false;
}

const covers = (a: string, b: string) => fold(a).includes(fold(b)) || fold(b).includes(fold(a));

/**
 * Every run of six words of a text that says something, as one string: a run of grammar
 * words around one noun ("de la peur et de l'") is the language's, not a description's.
 */
function shingles(text: string): Set<string> {
  const words = wordsOf(text);
  const runs = new Set<string>();
  for (let index = 0; index + 6 <= words.length; index++) {
    const run = words.slice(index, index + 6);
    if (run.filter((word) => word.length >= 4).length >= 3) runs.add(run.join(' '));
  }
  return runs;
}

const percent = (part: number, whole: number) =>
  whole === 0 ? '  n/a' : `${((100 * part) / whole).toFixed(1).padStart(5)}%`;

console.log('language  mode        used carried   expected used   seams   (goals 100%, >=75%, 0%)');
let met = true;
for (const language of LANGUAGES) {
  const genres = genresById((await loadGenreData(language)).catalogue);
  const descriptions = new Set(
    [...genres.values()].flatMap((genre) => [...shingles(genre.description)]),
  );
  for (const mode of MODES) {
    let used = 0;
    let carried = 0;
    let expected = 0;
    let covered = 0;
    let seams = 0;
    let ideas = 0;
    const missed: string[] = [];
    for (const [index, brief] of BRIEF_CORPUS[language].entries()) {
      const pair = PAIRS[index % PAIRS.length] ?? PAIRS[0];
      const chosen = (pair ?? []).flatMap((id) => {
        const genre = genres.get(id);
        return genre ? [{ id, name: genre.name, description: genre.description }] : [];
      });
      const { text, plan } = writeOfflineIdea(
        {
          language,
          mode,
          style: DEFAULT_STYLE,
          genres: chosen,
          leadGender: index % 2 === 0 ? 'feminine' : 'masculine',
          names: NAME_POOLS[language],
          recentTitles: [],
          creativityWarning: false,
          brief: { notes: brief.notes },
        },
        createSeededRandom(2000 + index),
      );
      ideas++;
      const report = plan.briefReport ?? { used: [], skipped: [] };
      for (const item of report.used) {
        used++;
        if (holds(text, item.text, language) || toldOtherwise(text, item, language)) carried++;
        else if (VERBOSE) missed.push(`not carried: ${item.as}: ${item.text}`);
      }
      for (const item of brief.expected) {
        expected++;
        if (report.used.some((use) => use.as === item.as && covers(use.text, item.text))) {
          covered++;
        } else missed.push(`${item.as}: ${item.text}  ← ${brief.notes}`);
      }
      const seam = [...shingles(text)].find((run) => descriptions.has(run));
      if (seam) {
        seams++;
        if (VERBOSE) missed.push(`seam: ${seam}`);
      }
    }
    const ok =
      carried / Math.max(used, 1) >= GOALS.carried &&
      covered / Math.max(expected, 1) >= GOALS.expected &&
      seams === 0;
    met &&= ok;
    console.log(
      `${language.padEnd(9)} ${mode.padEnd(11)} ${percent(carried, used)} of ${String(used).padStart(3)}   ${percent(covered, expected)} of ${String(expected).padStart(3)}   ${percent(seams, ideas)}   ${ok ? 'met' : 'not met'}`,
    );
    if (VERBOSE) for (const line of missed) console.log(`    ${line}`);
  }
}
console.log(met ? 'all goals met' : 'some goals not met');
