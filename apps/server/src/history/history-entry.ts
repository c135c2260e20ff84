import type { HistoryEntry, RedrawnIdea, RelatedIdea } from '@plume/core/contracts';
import { CANDIDATES } from '@plume/core/generation';
import { ideaElementsOf, languageOfIdea } from '@plume/core/generation/server';
import type { CanonicalGenreLookup } from '@plume/core/genres';
import type { generationHistory } from '../db/schema';

export type { HistoryEntry };

export type HistoryEntryRow = typeof generationHistory.$inferSelect;

/**
 * Where an idea stands beyond its own row: in its lines, what it was developed, redrawn
 * and crossed from and into; and whether a link shares it.
 */
export interface Lineage {
  parentMode: string | null;
  developments: RelatedIdea[];
  redrawnFrom: RedrawnIdea | null;
  redraws: RedrawnIdea[];
  crossedFrom: RedrawnIdea[];
  crossings: RedrawnIdea[];
  /** Whether a link shares the idea (docs/PRODUCT.md, Share links). */
  shared: boolean;
  /** How many cards the idea's line holds (docs/PRODUCT.md, The story bible). */
  lineCards: number;
}

const NO_LINEAGE: Lineage = {
  parentMode: null,
  developments: [],
  redrawnFrom: null,
  redraws: [],
  crossedFrom: [],
  crossings: [],
  shared: false,
  lineCards: 0,
};

/**
 * A row as the API returns it: its genres' catalogue ids beside the stored labels, its
 * lineage (history/lineage.ts) when known, and its elements, read from its plan or text if
 * the database has not filled them yet (db/idea-elements.ts).
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
    redrawnFrom: row.redrawnFrom ? lineage.redrawnFrom : null,
    redraws: lineage.redraws,
    ...(lineage.crossedFrom.length > 0 ? { crossedFrom: lineage.crossedFrom } : {}),
    ...(lineage.crossings.length > 0 ? { crossings: lineage.crossings } : {}),
    shared: lineage.shared,
    lineCards: lineage.lineCards,
    elements: row.elements ?? ideaElementsOf(row.idea, { plan: row.plan }),
    brief: row.brief ?? {},
    ...(row.plan?.briefReport ? { briefReport: row.plan.briefReport } : {}),
    ...(row.batchId !== null && row.batchIndex !== null
      ? { batch: { id: row.batchId, index: row.batchIndex, size: CANDIDATES } }
      : {}),
    favourite: row.favourite,
    note: row.note,
    edited: row.originalIdea !== null,
    createdAt: row.createdAt.toISOString(),
  };
}
