import { z } from 'zod/mini';
import { LANGUAGES } from '../i18n/languages';
import { STRUCTURE_IDS } from './structures';

/**
 * An idea's outline (docs/PRODUCT.md, Outlines): its beats in the order of the story, as
 * the engine wrote them and the writer changed them. One declaration for the server,
 * which stores and checks it, and the web app, which shows it.
 */

/** The most beats an outline holds, the structure's and the writer's together. */
export const OUTLINE_BEATS_MAX = 60;
export const BEAT_TITLE_MAX = 120;
export const BEAT_SUMMARY_MAX = 600;
export const BEAT_CHANGE_MAX = 200;
/** The most people a beat's cast names. */
export const BEAT_CAST_MAX = 12;

/** The lengths a writer picks from: a short story, a novella, a novel. */
export const TARGET_WORD_PRESETS = [7_500, 30_000, 80_000] as const;
export const DEFAULT_TARGET_WORDS = 80_000;
export const TARGET_WORDS_MIN = 500;
export const TARGET_WORDS_MAX = 500_000;
/** The most words a single beat may aim for: the longest story's. */
export const BEAT_WORDS_MAX = TARGET_WORDS_MAX;

/** Who wrote a beat's text: the built-in engine from the plan, an AI, or the writer. */
export const BEAT_SOURCES = ['plan', 'ai', 'writer'] as const;
export type BeatSource = (typeof BEAT_SOURCES)[number];

export const outlineBeatSchema = z.lazy(() =>
  z.object({
    id: z.string(),
    /** The structure's beat it tells; null for a beat the writer added. */
    key: z.nullable(z.string()),
    act: z.number(),
    title: z.string(),
    summary: z.string(),
    /** What is different after the beat. */
    change: z.string(),
    /** The story bible's card of the person whose eyes the beat is seen through. */
    pov: z.nullable(z.string()),
    /** The bible's cards of the people in the beat. */
    cast: z.array(z.string()),
    /** The bible's card of where it happens. */
    place: z.nullable(z.string()),
    /** Where the beat falls, in percent of the story. */
    pct: z.number(),
    /** The words the beat is meant to take. */
    words: z.number(),
    /** Kept word for word when the outline is redrawn. */
    locked: z.boolean(),
    source: z.enum(BEAT_SOURCES),
  }),
);
export type OutlineBeat = z.infer<typeof outlineBeatSchema>;

export const outlineSchema = z.lazy(() =>
  z.object({
    id: z.string(),
    ideaId: z.string(),
    structure: z.enum(STRUCTURE_IDS),
    language: z.enum(LANGUAGES),
    targetWords: z.number(),
    beats: z.array(outlineBeatSchema),
    createdAt: z.string(),
    updatedAt: z.string(),
  }),
);
export type Outline = z.infer<typeof outlineSchema>;

/** A structure as GET /api/structures lists it, in the language asked for. */
export const structureListingSchema = z.lazy(() =>
  z.object({
    id: z.enum(STRUCTURE_IDS),
    name: z.string(),
    summary: z.string(),
    /** What the structure is good for, in a line. */
    goodFor: z.string(),
    acts: z.array(z.string()),
    beats: z.array(
      z.object({
        key: z.string(),
        act: z.number(),
        name: z.string(),
        purpose: z.string(),
        pct: z.number(),
      }),
    ),
  }),
);
export type StructureListing = z.infer<typeof structureListingSchema>;

/**
 * The words of each beat when the story is `targetWords` long: each beat takes the share of
 * the story up to the next beat's position, the last one up to 100 %, rounded so that the
 * beats add up to the target exactly.
 */
export function wordsByPosition(pcts: readonly number[], targetWords: number): number[] {
  if (pcts.length === 0) return [];
  const edges = [...pcts.slice(1), 100].map((end, index) =>
    Math.max(0, end - (pcts[index] as number)),
  );
  const span = edges.reduce((sum, edge) => sum + edge, 0) || 1;
  const words = edges.map((edge) => Math.round((edge / span) * targetWords));
  const rest = targetWords - words.reduce((sum, count) => sum + count, 0);
  words[words.length - 1] = Math.max(0, (words[words.length - 1] as number) + rest);
  return words;
}
