import { asc, inArray } from 'drizzle-orm';
import { storyCards } from '../db/schema';
import type { Queries } from './line-of-ideas';
import type { StoryCardRow } from './story-card-row';

/** A stored card again, under another line: a copy with an id of its own. */
export function copyTo(lineId: string, { id: _id, lineId: _line, ...card }: StoryCardRow) {
  return { ...card, lineId };
}

/**
 * Copies of the cards of these ids into the bible of `lineId`, in the order given, placed
 * one after another (a crossed idea's new line takes the cards of what it keeps).
 */
export async function copyCardsTo(
  tx: Queries,
  lineId: string,
  cardIds: readonly string[],
): Promise<void> {
  if (cardIds.length === 0) return;
  const rows = await tx
    .select()
    .from(storyCards)
    .where(inArray(storyCards.id, [...cardIds]))
    .orderBy(asc(storyCards.position));
  const byId = new Map(rows.map((row) => [row.id, row]));
  const copies = cardIds.flatMap((id, position) => {
    const row = byId.get(id);
    return row ? [{ ...copyTo(lineId, row), position }] : [];
  });
  if (copies.length > 0) await tx.insert(storyCards).values(copies);
}
