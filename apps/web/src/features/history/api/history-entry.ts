import { z } from 'zod/mini';

/** A saved idea as the API returns it (ARCHITECTURE.md, HTTP API). */
export const historyEntrySchema = z.object({
  id: z.string(),
  idea: z.string(),
  /** French canonical labels, as stored. */
  genres: z.array(z.string()),
  /** The catalogue id of each label, in the same order; null when the catalogue lost it. */
  genreIds: z.array(z.nullable(z.string())),
  mode: z.string(),
  style: z.string(),
  createdAt: z.string(),
});

export type HistoryEntry = z.infer<typeof historyEntrySchema>;
