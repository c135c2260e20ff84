import type { Gender, IdeaBrief, IdeaElements } from '@plume/core/generation';
import type { StoryPlan } from '@plume/core/generation/server';
import { searchWordsOf } from '@plume/core/history';
import type { Language } from '@plume/core/i18n';
import type { Db } from '../db/database';
import { generationHistory } from '../db/schema';
import type { HistoryEntryRow } from './history-entry';

export interface NewHistoryEntry {
  /** Chosen before the insert, so a failed save can be named in the log; else the table's. */
  id?: string;
  idea: string;
  /** French canonical labels. */
  genres: string[];
  mode: string;
  style: string;
  /** The language the idea is written in. */
  language: Language;
  leadGender: Gender | null;
  /** The entry it was developed from, if any. */
  parentId?: string | null;
  /** The entry it was redrawn from, if any. */
  redrawnFrom?: string | null;
  /** The built-in engine's plan of the idea. */
  plan?: StoryPlan | null;
  /** Its story elements; read from the plan or text when the database is migrated if absent. */
  elements?: IdeaElements | null;
  brief?: IdeaBrief | null;
  /** The batch it was written in, and its place there from 0. */
  batchId?: string | null;
  batchIndex?: number | null;
}

/**
 * The words the history search matches an entry by (matching-entries.ts): its idea's, its
 * brief's notes' and the writer's own note's.
 */
export function entrySearchWords(entry: {
  idea: string;
  brief?: IdeaBrief | null | undefined;
  note?: string | undefined;
}): string[] {
  return searchWordsOf([entry.idea, entry.brief?.notes ?? '', entry.note ?? ''].join('\n'));
}

/**
 * Saves one idea in the writer's history with the words the history search matches.
 * `db` may be a transaction: the caller decides what the insert must stand or fall with.
 */
export async function insertHistoryEntry(
  db: Pick<Db, 'insert'>,
  userId: string,
  entry: NewHistoryEntry,
  createdAt: Date,
): Promise<HistoryEntryRow> {
  const [saved] = await db
    .insert(generationHistory)
    .values({
      userId,
      ...entry,
      searchWords: entrySearchWords(entry),
      createdAt,
    })
    .returning();
  if (!saved) throw new Error('history insert returned no row');
  return saved;
}
