import { francAll } from 'franc-min';
import type { Language } from '../i18n/languages';
import { ALL_HEADINGS, headingsOf } from './clean-idea';
import type { KeptMaterial } from './develop-idea';
import type { Mode } from './generation-options';
import { cleanTitleLine, isTitleLike } from './idea-title';

/**
 * The rule an answer breaks, checked in this order: it was cut short; its first line is not
 * a bare title; its sections are not the mode's, in order, each with content; developing or
 * redrawing an idea, it changed a kept title or dropped a kept full name (redrawing, also:
 * it repeated the title or a name it was to replace); it leaves out a story bible card the
 * writer pinned; it is not in the language asked for.
 */
export type IdeaFault = 'cut' | 'title' | 'sections' | 'kept' | 'pinned' | 'language';

/** franc's ISO 639-3 codes of the languages an idea is written in. */
const FRANC_CODES: Record<Language, string> = { fr: 'fra', en: 'eng', es: 'spa' };

/**
 * The languages franc chooses among: ours, and those a model slips into most (its own
 * default, or a neighbour of the one asked for). A closed list keeps franc from reading a
 * short French text as, say, Occitan.
 */
const CANDIDATES = ['fra', 'eng', 'spa', 'por', 'ita', 'deu', 'nld', 'cat'];

/**
 * Under this many letters franc cannot tell close languages apart reliably; an idea that
 * short is judged on its other rules only.
 */
const MIN_LETTERS_FOR_LANGUAGE = 80;

/**
 * franc scores each candidate relative to the best (1). On a short text, close languages
 * can come within a hair of each other: a three-sentence Spanish idea scored Portuguese 1
 * and Spanish 0.9999. Within this share of the best, the language asked for is not
 * outvoted; real slips score it 0.89 or less.
 */
const TIE_SCORE = 0.99;

/**
 * The language franc reads in a text, as one of ours, another code, or undefined if too
 * short. When `expected` ties with the best (see TIE_SCORE), it is the one read.
 */
export function detectLanguage(text: string, expected?: Language): string | undefined {
  const letters = text.match(/\p{L}/gu)?.length ?? 0;
  if (letters < MIN_LETTERS_FOR_LANGUAGE) return undefined;
  const scores = francAll(text, { only: CANDIDATES, minLength: 1 });
  const [best] = scores;
  if (!best || best[0] === 'und') return undefined;
  const tied = expected && scores.find(([code]) => code === FRANC_CODES[expected]);
  if (tied && tied[1] >= TIE_SCORE) return expected;
  const ours = Object.entries(FRANC_CODES).find(([, code]) => code === best[0]);
  return ours ? ours[0] : best[0];
}

/**
 * Whether the sections are exactly the mode's, in order, each followed by some text. A line
 * of prose before the first one (a logline under the title) is allowed.
 */
function hasModeSections(lines: readonly string[], mode: Mode, language: Language): boolean {
  const expected = headingsOf(mode, language);
  const found: { heading: string; content: number }[] = [];
  for (const line of lines) {
    const text = line.trim();
    if (text === '') continue;
    if (ALL_HEADINGS.includes(text)) found.push({ heading: text, content: 0 });
    else {
      const current = found.at(-1);
      if (current) current.content++;
    }
  }
  if (found.length !== expected.length) return false;
  return found.every((section, index) => section.heading === expected[index] && section.content);
}

/** Compared without case, spacing or apostrophe differences. */
const loose = (words: string) =>
  words.normalize('NFC').replace(/’/gu, "'").replace(/\s+/gu, ' ').toLocaleLowerCase();

/**
 * Case and spacing aside, a developed or redrawn idea opens with its parent's title and
 * names its cast; a redrawn one has another title and none of the names it replaces.
 */
function keepsMaterial(text: string, title: string, kept: KeptMaterial): boolean {
  const body = loose(text);
  const { replaced } = kept;
  return (
    (kept.title === '' || loose(title) === loose(kept.title)) &&
    kept.names.every((name) => body.includes(loose(name))) &&
    (!replaced?.title || loose(title) !== loose(replaced.title)) &&
    !replaced?.names.some((name) => body.includes(loose(name)))
  );
}

/**
 * The first rule a cleaned idea breaks (see cleanIdea), or undefined when it keeps them all.
 * `finished` is whether the model said it had finished (not cut by its token limit, and the
 * stream did not end before it said so); `pinned`, the names of the cards the writer pinned
 * (pinnedNames), each of which the idea holds, case and spacing aside.
 */
export function checkIdea(
  text: string,
  mode: Mode,
  language: Language,
  {
    finished,
    kept,
    pinned = [],
  }: { finished: boolean; kept?: KeptMaterial; pinned?: readonly string[] },
): IdeaFault | undefined {
  if (!finished) return 'cut';
  const lines = text.trim().split('\n');
  const title = lines[0]?.trim() ?? '';
  if (!isTitleLike(title) || cleanTitleLine(title) !== title) return 'title';
  if (!hasModeSections(lines.slice(1), mode, language)) return 'sections';
  if (kept && !keepsMaterial(text, title, kept)) return 'kept';
  const body = loose(text);
  if (!pinned.every((name) => body.includes(loose(name)))) return 'pinned';
  const detected = detectLanguage(text, language);
  if (detected !== undefined && detected !== language) return 'language';
  return undefined;
}
