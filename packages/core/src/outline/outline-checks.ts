import { mentionsOf } from '../bible/card-mentions';
import { consistencyNotes } from '../bible/consistency-notes';
import type { StoryCard } from '../bible/story-card';
import { tokensOf } from '../bible/text-tokens';
import { foldAccents } from '../text/fold-accents';
import type { Outline, OutlineBeat } from './outline';
import type { OutlineFinding } from './outline-finding';
import { STRUCTURES } from './structures';

/** How far, in points of percent, a beat may sit from its structure's position. */
export const POSITION_TOLERANCE = 15;
/** Where the last fifth of the story starts: a person first met after it arrives late. */
export const LATE_ARRIVAL_PCT = 80;
/** How far the beats' word targets may stray from the target length, as a share of it. */
export const LENGTH_TOLERANCE = 0.02;

type CheckedOutline = Pick<Outline, 'structure' | 'language' | 'targetWords' | 'beats'>;

/**
 * The notes on an outline (docs/PRODUCT.md, Outlines), in the order of its beats, the
 * outline's own notes last: its structure (beats missing, out of order, far from their
 * place), its people against the story bible (late arrivals, names and agreements), what
 * each beat changes, and its lengths. Notes only: nothing is changed, no model is asked.
 */
export function checkOutline(
  outline: CheckedOutline,
  cards: readonly StoryCard[],
): OutlineFinding[] {
  return [
    ...beatOrder(outline),
    ...farFromPosition(outline),
    ...lateArrivals(outline, cards),
    ...emptyChanges(outline.beats),
    ...bibleNotes(outline, cards),
    ...missingBeats(outline),
    ...lengthMismatch(outline),
  ].sort((a, b) => indexOf(outline, a) - indexOf(outline, b));
}

function indexOf(outline: CheckedOutline, finding: OutlineFinding): number {
  const index = outline.beats.findIndex((beat) => beat.id === finding.beatId);
  return index === -1 ? outline.beats.length : index;
}

/** Each beat's place in its structure, by key. */
function structureIndex(outline: CheckedOutline): Map<string, number> {
  return new Map(STRUCTURES[outline.structure].beats.map((beat, index) => [beat.key, index]));
}

function missingBeats(outline: CheckedOutline): OutlineFinding[] {
  const present = new Set(outline.beats.map((beat) => beat.key));
  return STRUCTURES[outline.structure].beats
    .filter((beat) => !present.has(beat.key))
    .map((beat) => ({ kind: 'missingBeat', beatId: null, key: beat.key }));
}

/**
 * The structure's beats out of its order: those outside the longest run that keeps it
 * (so moving one beat gives one note, about that beat). Each note names a beat and one it
 * comes before though the structure puts it after.
 */
function beatOrder(outline: CheckedOutline): OutlineFinding[] {
  const places = structureIndex(outline);
  const keyed = outline.beats.flatMap((beat) => {
    const place = beat.key === null ? undefined : places.get(beat.key);
    return place === undefined ? [] : [{ beat, place }];
  });
  const kept = longestIncreasingRun(keyed.map((entry) => entry.place));
  return keyed.flatMap((entry, index) => {
    if (kept.has(index)) return [];
    // Too early: a beat the structure puts first comes after it.
    const later = keyed.slice(index + 1).filter((other) => other.place < entry.place);
    if (later.length > 0) {
      const nearest = later.reduce((a, b) => (b.place > a.place ? b : a));
      return [
        {
          kind: 'beatOrder',
          beatId: entry.beat.id,
          key: entry.beat.key ?? '',
          after: nearest.beat.key ?? '',
        },
      ];
    }
    // Too late: it comes after a beat the structure puts after it.
    const earlier = keyed.slice(0, index).filter((other) => other.place > entry.place);
    const nearest = earlier.reduce((a, b) => (b.place < a.place ? b : a));
    return [
      {
        kind: 'beatOrder',
        beatId: entry.beat.id,
        key: nearest.beat.key ?? '',
        after: entry.beat.key ?? '',
      },
    ];
  });
}

/** The indexes of a longest strictly increasing subsequence (patience sorting). */
function longestIncreasingRun(values: readonly number[]): Set<number> {
  const tails: number[] = [];
  const previous: number[] = new Array(values.length).fill(-1);
  values.forEach((value, index) => {
    let low = 0;
    let high = tails.length;
    while (low < high) {
      const middle = (low + high) >> 1;
      if ((values[tails[middle] as number] as number) < value) low = middle + 1;
      else high = middle;
    }
    if (low > 0) previous[index] = tails[low - 1] as number;
    tails[low] = index;
  });
  const run = new Set<number>();
  for (let index = tails[tails.length - 1] ?? -1; index !== -1; index = previous[index] as number) {
    run.add(index);
  }
  return run;
}

function farFromPosition(outline: CheckedOutline): OutlineFinding[] {
  const beats = new Map(STRUCTURES[outline.structure].beats.map((beat) => [beat.key, beat]));
  return outline.beats.flatMap((beat) => {
    const own = beat.key === null ? undefined : beats.get(beat.key);
    if (!own || Math.abs(own.pct - beat.pct) <= POSITION_TOLERANCE) return [];
    return [
      {
        kind: 'farFromPosition',
        beatId: beat.id,
        key: own.key,
        pct: beat.pct,
        expected: String(own.pct),
      },
    ];
  });
}

const beatText = (beat: OutlineBeat) => [beat.title, beat.summary, beat.change].join('\n');

/**
 * The outline's text in one piece, each beat in its own paragraph, and where each beat
 * starts: the bible's readers go through it once rather than once a beat.
 */
function outlineText(beats: readonly OutlineBeat[]) {
  let text = '';
  const starts: number[] = [];
  for (const beat of beats) {
    starts.push(text.length);
    text += `${beatText(beat)}\n\n`;
  }
  /** The index of the beat whose text holds the offset `at`. */
  const beatAt = (at: number) => {
    let index = 0;
    while (index + 1 < starts.length && (starts[index + 1] as number) <= at) index += 1;
    return index;
  };
  return { text, beatAt };
}

/**
 * People first met in the last fifth of the story, the lead aside: in a beat's cast, as
 * its point of view, or named in its text.
 */
function lateArrivals(outline: CheckedOutline, cards: readonly StoryCard[]): OutlineFinding[] {
  const people = cards.filter((card) => card.type === 'person' && card.part !== 'lead');
  const { text, beatAt } = outlineText(outline.beats);
  const first = new Map<string, number>();
  const meet = (cardId: string, index: number) => {
    if ((first.get(cardId) ?? Number.POSITIVE_INFINITY) > index) first.set(cardId, index);
  };
  const tokens = tokensOf(text);
  for (const mention of mentionsOf(people, tokens)) {
    meet(mention.card.id, beatAt(tokens[mention.first]?.at ?? 0));
  }
  outline.beats.forEach((beat, index) => {
    for (const id of [...beat.cast, ...(beat.pov ? [beat.pov] : [])]) meet(id, index);
  });
  return people.flatMap((card) => {
    const index = first.get(card.id);
    const beat = index === undefined ? undefined : outline.beats[index];
    if (!beat || beat.pct < LATE_ARRIVAL_PCT) return [];
    return [
      { kind: 'lateArrival', beatId: beat.id, cardId: card.id, name: card.name, pct: beat.pct },
    ];
  });
}

const folded = (text: string) =>
  foldAccents(text)
    .toLowerCase()
    .replace(/[^\p{L}\p{N}]+/gu, ' ')
    .trim();

function emptyChanges(beats: readonly OutlineBeat[]): OutlineFinding[] {
  return beats.flatMap((beat) => {
    const change = folded(beat.change);
    const repeats = change !== '' && folded(beat.summary).includes(change);
    return change === '' || repeats ? [{ kind: 'emptyChange', beatId: beat.id }] : [];
  });
}

/** The story bible's name and agreement notes, on the beats' text. */
function bibleNotes(outline: CheckedOutline, cards: readonly StoryCard[]): OutlineFinding[] {
  const { text, beatAt } = outlineText(outline.beats);
  return consistencyNotes(cards, text, outline.language).flatMap((note): OutlineFinding[] => {
    const beat = outline.beats[beatAt(note.at)];
    if (!beat || (note.kind !== 'nameDrift' && note.kind !== 'gender')) return [];
    return [
      {
        kind: note.kind === 'gender' ? 'genderAgreement' : 'nameDrift',
        beatId: beat.id,
        cardId: note.cardId,
        name: note.name,
        found: note.found,
        expected: note.expected,
      },
    ];
  });
}

function lengthMismatch(outline: CheckedOutline): OutlineFinding[] {
  const words = outline.beats.reduce((sum, beat) => sum + beat.words, 0);
  if (Math.abs(words - outline.targetWords) <= outline.targetWords * LENGTH_TOLERANCE) return [];
  return [{ kind: 'lengthMismatch', beatId: null, words, targetWords: outline.targetWords }];
}
