import type { CanonicalGenreLookup, HistoryEntry } from '@plume/core';
import type { generationHistory } from '../db/schema';

export type { HistoryEntry };

export type HistoryEntryRow = typeof generationHistory.$inferSelect;

/** A row as the API returns it: its genres' catalogue ids beside the stored labels. */
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
    parentId: row.parentId,
    createdAt: row.createdAt.toISOString(),
  };
}
