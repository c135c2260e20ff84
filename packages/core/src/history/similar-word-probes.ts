import { prefixSlips, wordSlips } from './word-similarity';

/*
 * Which trigrams to look a term up by, so that every word it matches (word-similarity.ts)
 * holds at least one of them: the history's words are found through an index of their
 * trigrams (history_word_trigrams), then each candidate is checked with wordSimilarity
 * (docs/decisions/010, amendment).
 *
 * A term of m letters has m + 1 trigrams, pg_trgm's way: two spaces before, one after
 * ('  l', ' la', 'lab', ..., 'he '). Position p is the trigram starting at p. A slip
 * destroys the trigrams around it and no other: a substitution or deletion of a letter the
 * three that hold it, an insertion the two that span it, a swap of two letters the four that
 * hold either. A word within its forgiven slips holds every trigram of the term that no slip
 * destroyed. So a set of positions that no allowed set of slips can all destroy finds every
 * match.
 *
 * Swaps destroy four trigrams each, and a few of them can destroy all of a short word's
 * ('abcdefg' and 'bacdfeg' share none, two swaps apart). A word reached by swaps is also
 * reached from the term with those swaps made: probing, at a position, the trigrams of the
 * term with any one or two swaps made near it covers the scripts that use them. Level j of
 * a plan probes positions that no script can all destroy once j of its swaps are made;
 * levels below the last cover scripts with exactly j swaps, the last one scripts with at
 * least that many.
 */

/** Positions to probe once `swaps` swaps of a script are made in the term. */
interface Level {
  swaps: number;
  positions: number[];
}

/** Slips an adversary may place: interval widths, over positions 0..last. */
interface Requirement {
  last: number;
  widths: number[];
}

/** The trigrams a slip may destroy, at most: see above. */
const SWAP = 4;
const CHANGE = 3;
const INSERTION = 2;

/**
 * Every way the allowed slips could fall, for a term of `length` letters, once `swaps` of
 * the swaps are made in the term: the remaining free slips are swaps (`final`, scripts with
 * more swaps than that) or at most substitutions (scripts with exactly that many).
 */
function requirements(length: number, swaps: number, final: boolean): Requirement[] {
  const free = final ? SWAP : CHANGE;
  const found: Requirement[] = [];
  // Whole words of n letters: |n - length| insertions or deletions, the rest free.
  for (let n = 1; n <= 2 * length + 2; n++) {
    const allowed = wordSlips(n);
    const forced = Math.abs(n - length);
    const rest = allowed - forced - swaps;
    if (rest < 0) continue;
    found.push({
      last: length,
      widths: [
        ...Array<number>(forced).fill(n < length ? CHANGE : INSERTION),
        ...Array<number>(rest).fill(free),
      ],
    });
  }
  // Prefixes: the trigram after the last letter ('he ') is not in a longer word.
  const rest = prefixSlips(length) - swaps;
  if (rest >= 0) found.push({ last: length - 1, widths: Array<number>(rest).fill(free) });
  return found;
}

/** Whether intervals of the given widths can cover every position of `positions` up to `last`. */
function coverable(positions: readonly number[], { last, widths }: Requirement): boolean {
  const points = positions.filter((position) => position <= last);
  const kinds = [...new Set(widths)];
  const counts = kinds.map((kind) => widths.filter((width) => width === kind).length);
  const memo = new Map<string, boolean>();
  const cover = (from: number): boolean => {
    if (from >= points.length) return true;
    const key = `${from}:${counts.join(',')}`;
    const known = memo.get(key);
    if (known !== undefined) return known;
    let result = false;
    for (let kind = 0; kind < kinds.length && !result; kind++) {
      if ((counts[kind] as number) === 0) continue;
      const reach = (points[from] as number) + (kinds[kind] as number) - 1;
      let next = from;
      while (next < points.length && (points[next] as number) <= reach) next++;
      counts[kind] = (counts[kind] as number) - 1;
      result = cover(next);
      counts[kind] = (counts[kind] as number) + 1;
    }
    memo.set(key, result);
    return result;
  };
  return cover(0);
}

/**
 * What probing a position costs, roughly: how many words hold such trigrams, in units of an
 * inner trigram of a word (measured on bench/history.ts's 12,000 words: 74 words each). A
 * first trigram ('  l') is shared by all the words of one initial (10 units), a second
 * (' la') by 2, a last one ('he ') by 3.5; a term's inner trigram with letters swapped is
 * rarely a word's (0.3).
 */
function positionCost(length: number, position: number, swaps: number): number {
  const letters = Array.from({ length }, (_, index) => String.fromCodePoint(0x4e00 + index));
  const original = trigramAt(letters, position);
  const kind = position === 0 ? 10 : position === 1 ? 2 : position === length ? 3.5 : 1;
  const variant = position === 0 ? 10 : position === 1 ? 2 : position === length ? 2 : 0.3;
  return [...new Set(trigramsNear(letters, position, swaps))].reduce(
    (sum, trigram) => sum + (trigram === original ? kind : variant),
    0,
  );
}

/** The cheapest positions found that no slips of `requirements` can all destroy. */
function positionsFor(length: number, swaps: number, final: boolean) {
  const needs = requirements(length, swaps, final);
  const safe = (positions: number[]) => !needs.some((need) => coverable(positions, need));
  let positions = Array.from({ length: length + 1 }, (_, position) => position);
  if (!safe(positions)) return undefined;
  const cost = (position: number) => positionCost(length, position, swaps);
  // Drop the dearest first; among trigrams inside the word, every other one first.
  const order = [...positions].sort((a, b) => cost(b) - cost(a) || (a % 2) - (b % 2) || a - b);
  for (const position of order) {
    const fewer = positions.filter((kept) => kept !== position);
    if (safe(fewer)) positions = fewer;
  }
  return { positions, cost: positions.reduce((sum, position) => sum + cost(position), 0) };
}

const plans = new Map<number, Level[]>();

/**
 * Longer terms (no word of the three languages has more letters) are not planned: every
 * position is probed with up to two swaps made near it, which is what every level of any
 * plan probes at most. Always sound: once a script's swaps are made, its substitutions,
 * deletions and insertions destroy at most 3 trigrams each and are fewer than a third of
 * the letters.
 */
const PLANNED_LENGTH = 24;

/**
 * The levels to probe for a term of `length` letters: the fewest swaps made in the term
 * after which no script can destroy every probe, or one or two more when that costs less.
 * Depends only on the length, so it is worked out once per length.
 */
function planFor(length: number): Level[] {
  const known = plans.get(length);
  if (known) return known;
  if (length > PLANNED_LENGTH) {
    return [{ swaps: 2, positions: Array.from({ length: length + 1 }, (_, position) => position) }];
  }
  let best: { levels: Level[]; cost: number } | undefined;
  for (let last = 0; last <= length; last++) {
    const levels: Level[] = [];
    let cost = 0;
    let possible = true;
    for (let swaps = 0; swaps <= last && possible; swaps++) {
      const found = positionsFor(length, swaps, swaps === last);
      if (found) {
        levels.push({ swaps, positions: found.positions });
        cost += found.cost;
      } else possible = false;
    }
    if (!possible) continue;
    if (!best || cost < best.cost) best = { levels, cost };
    else break;
  }
  // The last level with every slip made as a swap always finds a plan (nothing is left).
  const levels = best?.levels ?? [];
  plans.set(length, levels);
  return levels;
}

/** The trigram at `position` of a word's letters, pg_trgm's way (padded '  ' and ' '). */
function trigramAt(letters: readonly string[], position: number): string {
  const at = (index: number) => (index < 0 || index >= letters.length ? ' ' : letters[index]);
  return `${at(position - 2)}${at(position - 1)}${at(position)}`;
}

let crcTable: Uint32Array | undefined;

/**
 * A trigram as pg_trgm stores it: as is when it takes three bytes in UTF-8, otherwise three
 * bytes of its 'legacy' CRC-32 (show_trgm prints them as '0x' and six hex digits).
 */
export function pgTrigram(trigram: string): string {
  const bytes = new TextEncoder().encode(trigram);
  if (bytes.length === 3) return trigram;
  if (!crcTable) {
    crcTable = new Uint32Array(256);
    for (let n = 0; n < 256; n++) {
      let c = n;
      for (let k = 0; k < 8; k++) c = c & 1 ? 0xedb88320 ^ (c >>> 1) : c >>> 1;
      crcTable[n] = c >>> 0;
    }
  }
  // PostgreSQL's COMP_LEGACY_CRC32: the reflected table used the other way round.
  let crc = 0xffffffff;
  for (const byte of bytes) {
    crc = ((crcTable[((crc >>> 24) ^ byte) & 0xff] as number) ^ (crc << 8)) >>> 0;
  }
  crc = (crc ^ 0xffffffff) >>> 0;
  // Its first three bytes in memory (little-endian), printed high byte first.
  const value = ((crc & 0xff) << 16) | (crc & 0xff00) | ((crc >>> 16) & 0xff);
  return `0x${value.toString(16).padStart(6, '0')}`;
}

/**
 * The trigram at `position` of the term with any set of at most `swaps` non-overlapping
 * swaps of adjacent letters made near it (the swaps that move one of its letters).
 */
function trigramsNear(letters: readonly string[], position: number, swaps: number): string[] {
  // Swap i exchanges letters i and i + 1 (0-based); the trigram holds letters position - 2
  // to position.
  const near: number[] = [];
  for (let i = Math.max(0, position - 3); i <= Math.min(letters.length - 2, position); i++) {
    if (letters[i] !== letters[i + 1]) near.push(i);
  }
  const sets: number[][] = [[]];
  if (swaps >= 1) for (const i of near) sets.push([i]);
  if (swaps >= 2) {
    for (const i of near) for (const k of near) if (k >= i + 2) sets.push([i, k]);
  }
  return sets.map((set) => {
    const swapped = [...letters];
    for (const i of set) {
      [swapped[i], swapped[i + 1]] = [swapped[i + 1] as string, swapped[i] as string];
    }
    return trigramAt(swapped, position);
  });
}

/**
 * The trigrams (as history_word_trigrams stores them) that every word a normalized term
 * matches holds at least one of. A few (3 for 'apres', 12 for 'mensonge'), mostly from inside
 * the word, where trigrams are rarest.
 */
export function similarWordProbes(term: string): string[] {
  const letters = [...term];
  const probes = new Set<string>();
  for (const level of planFor(letters.length)) {
    for (const position of level.positions) {
      for (const trigram of trigramsNear(letters, position, level.swaps)) {
        probes.add(pgTrigram(trigram));
      }
    }
  }
  return [...probes].sort();
}
