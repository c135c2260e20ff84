import { z } from 'zod/mini';

/**
 * What the outline's checks find (docs/PRODUCT.md, Outlines), notes that never change it:
 * - `missingBeat`: a beat of the structure was deleted (`key`);
 * - `beatOrder`: a structure's beat comes before one the structure puts first (`after`);
 * - `farFromPosition`: a beat sits far from its structure's position (`pct`, `expected`);
 * - `lateArrival`: a person is first met in the last fifth of the story (`cardId`, `name`);
 * - `emptyChange`: a beat says nothing of what changes, or repeats its summary;
 * - `nameDrift`, `genderAgreement`: the story bible's checks on a beat's text (`cardId`,
 *   `name`, `found`, `expected`);
 * - `lengthMismatch`: the beats' word targets (`words`) do not add up to the target.
 */
export const OUTLINE_FINDING_KINDS = [
  'missingBeat',
  'beatOrder',
  'farFromPosition',
  'lateArrival',
  'emptyChange',
  'nameDrift',
  'genderAgreement',
  'lengthMismatch',
] as const;
export type OutlineFindingKind = (typeof OUTLINE_FINDING_KINDS)[number];

export const outlineFindingSchema = z.lazy(() =>
  z.object({
    kind: z.enum(OUTLINE_FINDING_KINDS),
    /** The beat the note is about; null when it is about the outline (a beat missing, length). */
    beatId: z.nullable(z.string()),
    /** The structure's beat concerned: the one missing, or the one out of place. */
    key: z.optional(z.string()),
    /** `beatOrder`: the structure's beat that should come first. */
    after: z.optional(z.string()),
    pct: z.optional(z.number()),
    expected: z.optional(z.string()),
    cardId: z.optional(z.string()),
    name: z.optional(z.string()),
    found: z.optional(z.string()),
    words: z.optional(z.number()),
    targetWords: z.optional(z.number()),
  }),
);
export type OutlineFinding = z.infer<typeof outlineFindingSchema>;

export const outlineChecksSchema = z.lazy(() =>
  z.object({ findings: z.array(outlineFindingSchema) }),
);
export type OutlineChecks = z.infer<typeof outlineChecksSchema>;
