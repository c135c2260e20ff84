import type { CanonicalGenreLookup } from '@plume/core';
import type { generationHistory } from '../db/schema';

export type HistoryEntryRow = typeof generationHistory.$inferSelect;

/** A history entry as the API returns it (ARCHITECTURE.md, HTTP API). */
export interface HistoryEntry {
  id: string;
  idea: string;
  /** French canonical labels, as stored. */
  genres: string[];
  /**
   * The catalogue id of each stored label, in the same order (null if the catalogue no
   * longer has it): the web app shows genres in the interface language and regenerates
   * from them by id.
   */
  genreIds: (string | null)[];
  mode: string;
  style: string;
  createdAt: string;
}

export function toHistoryEntry(
  row: HistoryEntryRow,
  canonical: CanonicalGenreLookup,
): HistoryEntry {
  return {
    id: row.id,
    idea: row.idea,
    genres: row.genres,
    genreIds: row.genres.map((label) => canonical(label)?.id ?? null),
    mode: row.mode,
    style: row.style,
    createdAt: row.createdAt.toISOString(),
  };
}
