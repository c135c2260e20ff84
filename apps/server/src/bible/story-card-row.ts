import {
  type CardDraft,
  type CardPatch,
  fieldsOfType,
  type StoryCard,
  storyCardSchema,
} from '@plume/core/bible';
import type { storyCards } from '../db/schema';

export type StoryCardRow = typeof storyCards.$inferSelect;
export type NewStoryCardRow = typeof storyCards.$inferInsert;

/** The keys of a card that live in the row's `details`: a person's gender and part, the fields. */
function detailKeys(type: StoryCard['type']): string[] {
  return [...(type === 'person' ? ['gender', 'part'] : []), ...fieldsOfType(type)];
}

/** A stored card as the API returns it. */
export function toStoryCard(row: StoryCardRow): StoryCard {
  const details = Object.fromEntries(
    detailKeys(row.type).map((key) => [key, row.details[key] ?? '']),
  );
  return storyCardSchema.parse({
    id: row.id,
    type: row.type,
    language: row.language,
    origin:
      row.originIdeaId && row.originElement
        ? { ideaId: row.originIdeaId, element: row.originElement }
        : null,
    source: row.source,
    visibility: row.visibility,
    hidden: row.hidden,
    name: row.name,
    aliases: row.aliases,
    summary: row.summary,
    notes: row.notes,
    ...details,
    createdAt: row.createdAt.toISOString(),
    updatedAt: row.updatedAt.toISOString(),
  });
}

/** The `details` of a card or of a change to one: only its type's keys that are given. */
function detailsOf(type: StoryCard['type'], card: Partial<Record<string, unknown>>) {
  return Object.fromEntries(
    detailKeys(type)
      .filter((key) => typeof card[key] === 'string')
      .map((key) => [key, card[key] as string]),
  );
}

/** A new card's row in the bible of the line `lineId`, at `position` in it. */
export function newRow(
  userId: string,
  lineId: string,
  position: number,
  draft: CardDraft,
): NewStoryCardRow {
  return {
    userId,
    lineId,
    position,
    type: draft.type,
    language: draft.language,
    originIdeaId: draft.origin?.ideaId ?? null,
    originElement: draft.origin?.element ?? null,
    source: draft.source,
    visibility: draft.visibility,
    hidden: draft.hidden,
    name: draft.name,
    aliases: draft.aliases,
    details: detailsOf(draft.type, draft),
    summary: draft.summary,
    notes: draft.notes,
  };
}

/** The row's columns a checked change sets, its details merged with the stored ones. */
export function changedRow(row: StoryCardRow, patch: CardPatch, now: Date) {
  const own = Object.fromEntries(
    Object.entries(patch).filter(([key]) => !detailKeys(row.type).includes(key)),
  );
  return {
    ...own,
    details: { ...row.details, ...detailsOf(row.type, patch) },
    updatedAt: now,
  };
}
