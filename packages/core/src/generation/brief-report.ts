import { z } from 'zod/mini';

/**
 * What an item of the writer's notes became in a built-in idea: its place (`setting`), a
 * trade, age or trait of the lead's (`lead`), another person or a tie of theirs (`cast`), a
 * person's name as given (`name`), a creature or an object (`motif`), its time (`era`), its
 * tone (`tone`).
 */
export const BRIEF_ITEM_ROLES = [
  'setting',
  'lead',
  'cast',
  'name',
  'motif',
  'era',
  'tone',
] as const;

export type BriefItemRole = (typeof BRIEF_ITEM_ROLES)[number];

/**
 * What the built-in engine read in the writer's notes (docs/PRODUCT.md, The brief): the
 * phrases it used, each in the writer's own words with what it became, and those it
 * could not use. An AI engine follows the whole brief, so its ideas carry none.
 */
export const briefReportSchema = z.lazy(() =>
  z.object({
    used: z.array(z.object({ text: z.string(), as: z.enum(BRIEF_ITEM_ROLES) })),
    skipped: z.array(z.string()),
  }),
);

export type BriefReport = z.infer<typeof briefReportSchema>;
