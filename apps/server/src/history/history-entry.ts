import {
  type CanonicalGenreLookup,
  type HistoryEntry,
  languageOfIdea,
  type RelatedIdea,
} from '@plume/core';
import type { generationHistory } from '../db/schema';

export type { HistoryEntry };

export type HistoryEntryRow = typeof generationHistory.$inferSelect;

/** Where an idea stands in its line: what it was developed from, and into. */
export interface Lineage {
  parentMode: string | null;
  developments: RelatedIdea[];
}

const NO_LINEAGE: Lineage = { parentMode: null, developments: [] };

/**
 * A row as the API returns it: its genres' catalogue ids beside the stored labels, and its
 * lineage (history/lineage.ts) when known.
 */
export function toHistoryEntry(
  row: HistoryEntryRow,
  canonical: CanonicalGenreLookup,
  lineage: Lineage = NO_LINEAGE,
): HistoryEntry {
  return {
    id: row.id,
    idea: row.idea,
    genres: row.genres,
    genreIds: row.genres.map((label) => canonical(label)?.id ?? null),
    mode: row.mode,
    style: row.style,
    language: row.language ?? languageOfIdea(row.idea),
    parentId: row.parentId,
    parentMode: row.parentId ? lineage.parentMode : null,
    developments: lineage.developments,
    brief: row.brief ?? {},
    favourite: row.favourite,
    note: row.note,
    createdAt: row.createdAt.toISOString(),
  };
}
