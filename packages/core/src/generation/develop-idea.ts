import type { Mode, NameChoices } from './generation-options';
import { extractTitle } from './idea-title';

/**
 * How much of a story each mode writes: a quick idea (or one on random genres) can become
 * key points or a detailed idea, key points a detailed idea.
 */
const MODE_DEPTH: Record<Mode, number> = {
  quick: 0,
  'random-genres': 0,
  'key-points': 1,
  detailed: 2,
};

/** The modes an idea written in `parent` can be developed into, shallowest first. */
export function developableModes(parent: Mode): Mode[] {
  return (['key-points', 'detailed'] as const).filter(
    (mode) => MODE_DEPTH[mode] > MODE_DEPTH[parent],
  );
}

/** What a developed or redrawn idea keeps of its parent, word for word. */
export interface KeptMaterial {
  /** The parent's title, the new idea's first line; empty when not kept. */
  title: string;
  /** Every full name kept, in order of appearance. */
  names: string[];
  /** Redrawing: the title and full names the new idea replaces and must not repeat. */
  replaced?: { title: string; names: readonly string[] };
}

const WORD = /[\p{L}\p{M}'’-]+/gu;

const key = (word: string) => word.normalize('NFC').replace(/’/gu, "'").toLocaleLowerCase();

/**
 * The full names of the pool (a first name, then a family name) an idea's text gives its
 * characters. Names alone are not counted: a first name without its family name may be
 * anyone's, and the developed idea keeps the characters by their full names.
 */
export function fullNamesIn(text: string, pool: NameChoices): string[] {
  const firsts = new Set([...pool.female, ...pool.male].map(key));
  const families = new Set(pool.family.map(key));
  const words = [...text.matchAll(WORD)].map((match) => match[0]);
  const names: string[] = [];
  for (let index = 0; index + 1 < words.length; index++) {
    const first = words[index] ?? '';
    const family = words[index + 1] ?? '';
    if (!firsts.has(key(first)) || !families.has(key(family))) continue;
    const name = `${first} ${family}`;
    if (!names.includes(name)) names.push(name);
  }
  return names;
}

/** The title and the full names an idea's development must keep. */
export function keptMaterialOf(idea: string, pool: NameChoices): KeptMaterial {
  return { title: extractTitle(idea) ?? '', names: fullNamesIn(idea, pool) };
}
