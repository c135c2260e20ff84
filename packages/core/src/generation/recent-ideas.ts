import type { RandomSource } from '../genres/random-genres';
import type { Language } from '../i18n/languages';
import {
  CONTEXT_ENTRIES,
  GENDER_WINDOW,
  type Gender,
  type Mode,
  type NameChoices,
  type Style,
} from './generation-options';
import { extractTitle } from './idea-title';
import { NAME_POOLS } from './name-pools';
import type { StoryPlan } from './offline/story-plan';

/*
 * What the prompt and the engines learn from the writer's recent ideas (docs/PRODUCT.md,
 * Prompt rules). Every `recent` list here is newest first, as history is: the first 5 entries are
 * the context and the first 3 decide the lead's gender.
 */

/** One of the writer's recent ideas, as the prompt and the engines see it. */
export interface RecentIdea {
  idea: string;
  /** French canonical genre labels. */
  genres: readonly string[];
  mode: Mode;
  style: Style;
  /** The lead character's gender, when known. */
  leadGender?: Gender;
  /** The built-in engine's plan of it, when that engine wrote it. */
  plan?: StoryPlan | undefined;
}

/** Titles of the context ideas, newest first, each once; ideas without a title are skipped. */
export function recentTitles(recent: readonly RecentIdea[]): string[] {
  const titles: string[] = [];
  for (const entry of recent.slice(0, CONTEXT_ENTRIES)) {
    const title = extractTitle(entry.idea);
    if (title !== null && !titles.includes(title)) titles.push(title);
  }
  return titles;
}

/**
 * The built-in engine's plans of the context ideas, newest first (ideas an AI wrote have
 * none): what the engine does not repeat in the next idea.
 */
export function recentPlans(recent: readonly RecentIdea[]): StoryPlan[] {
  return recent.slice(0, CONTEXT_ENTRIES).flatMap((entry) => (entry.plan ? [entry.plan] : []));
}

/** Text as compared for names: one Unicode form and one apostrophe. */
function normalizeForNames(text: string): string {
  return text.normalize('NFC').replace(/’/gu, "'");
}

/** A run of word characters, as a name must be whole: "Marie" is not found in "Marie-Ève". */
const WORD = /[\p{L}\p{M}\p{N}_-]+/gu;
const ONE_WORD = /^[\p{L}\p{M}\p{N}_-]+$/u;

/**
 * Each word of the text, keyed by `key`, with where it first appears. Most pool names are
 * one word: looking each up here reads the text once, where a pattern per name (about 300
 * of them) read it once per name, most of a generation's CPU.
 */
function firstIndexOfWords(text: string, key: (word: string) => string): Map<string, number> {
  const words = new Map<string, number>();
  for (const match of text.matchAll(WORD)) {
    const word = key(match[0]);
    if (!words.has(word)) words.set(word, match.index);
  }
  return words;
}

const asWritten = (word: string) => word;
const lowerCase = (word: string) => word.toLowerCase();

/**
 * wholeNamePattern's patterns, compiled once per name and flags: compiling a Unicode
 * pattern costs some fifteen times matching it. Without the g or y flag a pattern keeps no
 * state between matches, so one can be shared.
 */
const wholeNamePatterns = new Map<string, RegExp>();

/**
 * A name of more than one word as a whole: not inside a longer word, while an elided
 * article or a possessive still counts ("d'Awa", "O'Brien's"). Spaces in a name ("De
 * Smet") match any run of spaces.
 */
function wholeNamePattern(name: string, flags: '' | 'i'): RegExp {
  const key = `${flags}:${name}`;
  let pattern = wholeNamePatterns.get(key);
  if (pattern === undefined) {
    const escaped = name.replace(/[.*+?^${}()|[\]\\]/gu, '\\$&').replace(/\s+/gu, '\\s+');
    pattern = new RegExp(
      `(?<![\\p{L}\\p{M}\\p{N}_-])${escaped}(?![\\p{L}\\p{M}\\p{N}_-])`,
      `u${flags}`,
    );
    wholeNamePatterns.set(key, pattern);
  }
  return pattern;
}

/**
 * Where the name first appears in the text as a whole word (or words), and as what, or
 * null. `words` is the text's firstIndexOfWords with the same case rule as `flags`.
 */
function findName(
  name: string,
  text: string,
  words: Map<string, number>,
  flags: '' | 'i',
): { index: number; length: number } | null {
  const normalized = normalizeForNames(name);
  if (ONE_WORD.test(normalized)) {
    const index = words.get(flags === 'i' ? lowerCase(normalized) : normalized);
    return index === undefined ? null : { index, length: normalized.length };
  }
  const match = wholeNamePattern(normalized, flags).exec(text);
  return match === null ? null : { index: match.index, length: match[0].length };
}

/**
 * The pool's names that appear in the context ideas (whole word, case-insensitive), in
 * the pool's order, each once. Case-insensitive errs towards avoiding a name too often
 * rather than repeating one.
 */
export function namesUsedIn(recent: readonly RecentIdea[], pool: NameChoices): string[] {
  const text = normalizeForNames(
    recent
      .slice(0, CONTEXT_ENTRIES)
      .map((entry) => entry.idea)
      .join('\n'),
  );
  const words = firstIndexOfWords(text, lowerCase);
  const used: string[] = [];
  for (const name of [...pool.female, ...pool.male, ...pool.family]) {
    if (!used.includes(name) && findName(name, text, words, 'i') !== null) used.push(name);
  }
  return used;
}

/**
 * The pool without the used names. A list that would be left empty is kept whole: an idea
 * with a repeated name is better than one with no name the rules allow.
 */
export function availableNames(pool: NameChoices, used: Iterable<string>): NameChoices {
  const usedKeys = new Set<string>();
  for (const name of used) usedKeys.add(normalizeForNames(name).toLocaleLowerCase());
  const keep = (names: readonly string[]): readonly string[] => {
    const left = names.filter((name) => !usedKeys.has(normalizeForNames(name).toLocaleLowerCase()));
    return left.length > 0 ? left : names;
  };
  return { female: keep(pool.female), male: keep(pool.male), family: keep(pool.family) };
}

/**
 * Whether one of the context ideas used exactly this set of genres (order and repeats
 * aside): the prompt then asks for a clearly different angle (docs/PRODUCT.md, Prompt rules).
 */
export function sameGenreSetUsedRecently(
  genres: readonly string[],
  recent: readonly RecentIdea[],
): boolean {
  const wanted = new Set(genres);
  if (wanted.size === 0) return false;
  return recent.slice(0, CONTEXT_ENTRIES).some((entry) => {
    const used = new Set(entry.genres);
    return used.size === wanted.size && [...used].every((genre) => wanted.has(genre));
  });
}

/**
 * The lead's gender for the next idea (docs/PRODUCT.md, Prompt rules): the opposite of the majority
 * among the last 3 ideas' leads, so leads alternate instead of repeating. Ideas whose
 * lead's gender is unknown do not vote; a tie, or no vote at all, is settled by `random`.
 */
export function leadGenderFor(recent: readonly RecentIdea[], random: RandomSource): Gender {
  let feminine = 0;
  let masculine = 0;
  for (const entry of recent.slice(0, GENDER_WINDOW)) {
    if (entry.leadGender === 'feminine') feminine++;
    else if (entry.leadGender === 'masculine') masculine++;
  }
  if (feminine > masculine) return 'masculine';
  if (masculine > feminine) return 'feminine';
  return random() < 0.5 ? 'feminine' : 'masculine';
}

/**
 * A best guess of an idea's lead gender, for storing with the entry: the gender of the
 * pool first name that appears first in the text, or null when none does. Names are
 * matched as written in the pool (case-sensitive), so that "Claire" is a name but "claire"
 * is not.
 */
export function detectLeadGender(
  ideaText: string,
  language: Language,
  pools: Record<Language, NameChoices> = NAME_POOLS,
): Gender | null {
  const text = normalizeForNames(ideaText);
  const words = firstIndexOfWords(text, asWritten);
  const pool = pools[language];
  let best: { index: number; length: number; gender: Gender } | null = null;
  const candidates: [Gender, readonly string[]][] = [
    ['feminine', pool.female],
    ['masculine', pool.male],
  ];
  for (const [gender, names] of candidates) {
    for (const name of names) {
      const match = findName(name, text, words, '');
      if (match === null) continue;
      const found = { ...match, gender };
      if (
        best === null ||
        found.index < best.index ||
        (found.index === best.index && found.length > best.length)
      ) {
        best = found;
      }
    }
  }
  return best?.gender ?? null;
}
