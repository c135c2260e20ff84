import { z } from 'zod/mini';

/**
 * What the consistency notes find (docs/PRODUCT.md, The story bible):
 * - `nameDrift`: the text spells a card's name otherwise (`found`, for `expected`);
 * - `gender`: a word near a person's name (`found`: a trade, a tie, a trait, a determiner
 *   or a pronoun) takes the other gender than the card's (`expected`);
 * - `age`: the text gives a person another age (`found`) than the card (`expected`);
 * - `year`: the text gives a place another year than the card's era.
 */
export const FINDING_KINDS = ['nameDrift', 'gender', 'age', 'year'] as const;
export type FindingKind = (typeof FINDING_KINDS)[number];

export const consistencyFindingSchema = z.lazy(() =>
  z.object({
    kind: z.enum(FINDING_KINDS),
    cardId: z.string(),
    /** The card's name, to say which card the note is about. */
    name: z.string(),
    /** What the text says, as it says it. */
    found: z.string(),
    /** What the card says: a spelling, a gender (feminine, masculine), an age, a year. */
    expected: z.string(),
    /** Where the text says it first, in UTF-16 code units. */
    at: z.number(),
  }),
);

export type ConsistencyFinding = z.infer<typeof consistencyFindingSchema>;

/** An answer of GET /api/history/:id/consistency. */
export const consistencyNotesSchema = z.lazy(() =>
  z.object({ findings: z.array(consistencyFindingSchema) }),
);
export type ConsistencyNotes = z.infer<typeof consistencyNotesSchema>;
