import { setImmediate } from 'node:timers/promises';
import type { StoryCard } from '@plume/core/bible';
import { and, asc, count, desc, eq, inArray } from 'drizzle-orm';
import type { Db } from '../db/database';
import { generationHistory, storyCards } from '../db/schema';
import { cardNotFound } from './card-refusals';
import {
  developmentChain,
  type LineReader,
  lineRootOf,
  lineRootsOf,
  type Queries,
} from './line-of-ideas';
import { toStoryCard } from './story-card-row';

export const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

/** A card of the data export: the card and the first idea of its line. */
export type ExportedCard = StoryCard & { lineId: string };

/** A line's bible as the writer picks cards to pin: the title of its first idea, its cards. */
export interface LineBible {
  lineId: string;
  title: string;
  cards: StoryCard[];
}

/** The cards of lines, each line's in its order. */
export async function cardsIn(db: Queries, lineIds: readonly string[]) {
  if (lineIds.length === 0) return [];
  return db
    .select()
    .from(storyCards)
    .where(inArray(storyCards.lineId, [...lineIds]))
    .orderBy(asc(storyCards.lineId), asc(storyCards.position));
}

/**
 * Cards read at a time for the exports: with PGlite a query runs on the server's thread,
 * and a line's full bible read at once (2 MB) held it, and every other request, for a few
 * hundred milliseconds.
 */
const EXPORT_PAGE = 50;

/**
 * The cards of each idea's line, by idea id, for the exports: a line's bible goes with the
 * first of its ideas in `ideaIds`' order, once; its other ideas there get none. Read a page
 * at a time, other requests served between pages.
 */
export async function cardsOfLines(
  db: Db,
  userId: string,
  ideaIds: readonly string[],
): Promise<Map<string, StoryCard[]>> {
  const roots = await lineRootsOf(db, userId, ideaIds);
  const lineIds = [...new Set(roots.values())];
  const byLine = new Map<string, StoryCard[]>();
  for (let read = 0; lineIds.length > 0; read += EXPORT_PAGE) {
    const rows = await db
      .select()
      .from(storyCards)
      .where(inArray(storyCards.lineId, lineIds))
      .orderBy(asc(storyCards.lineId), asc(storyCards.position), asc(storyCards.id))
      .limit(EXPORT_PAGE)
      .offset(read);
    for (const row of rows) {
      const cards = byLine.get(row.lineId) ?? [];
      cards.push(toStoryCard(row));
      byLine.set(row.lineId, cards);
    }
    if (rows.length < EXPORT_PAGE) break;
    await setImmediate();
  }
  const given = new Set<string>();
  return new Map(
    ideaIds.map((id) => {
      const line = roots.get(id) ?? '';
      if (given.has(line)) return [id, []];
      given.add(line);
      return [id, byLine.get(line) ?? []];
    }),
  );
}

/**
 * How many cards each idea's line holds, by idea id, so a button can say what is there
 * before the cards are asked for; ideas that are not the writer's are left out.
 */
export async function lineCardCounts(
  db: LineReader,
  userId: string,
  ideaIds: readonly string[],
): Promise<Map<string, number>> {
  const roots = await lineRootsOf(db, userId, ideaIds);
  if (roots.size === 0) return new Map();
  const rows = await db
    .select({ lineId: storyCards.lineId, cards: count() })
    .from(storyCards)
    .where(inArray(storyCards.lineId, [...new Set(roots.values())]))
    .groupBy(storyCards.lineId);
  const byLine = new Map(rows.map((row) => [row.lineId, row.cards]));
  return new Map([...roots].map(([id, line]) => [id, byLine.get(line) ?? 0]));
}

/** Every card of the writer, for the data export. */
export async function allCards(db: Db, userId: string): Promise<ExportedCard[]> {
  const rows = await db
    .select()
    .from(storyCards)
    .where(eq(storyCards.userId, userId))
    .orderBy(asc(storyCards.lineId), asc(storyCards.position));
  return rows.map((row) => ({ ...toStoryCard(row), lineId: row.lineId }));
}

/** Every bible of the writer, newest line first, each under its first idea's title. */
export async function linesOf(db: Db, userId: string): Promise<LineBible[]> {
  const rows = await db
    .select({ card: storyCards, idea: generationHistory.idea })
    .from(storyCards)
    .innerJoin(generationHistory, eq(generationHistory.id, storyCards.lineId))
    .where(eq(storyCards.userId, userId))
    .orderBy(desc(generationHistory.createdAt), asc(storyCards.lineId), asc(storyCards.position));
  const lines: LineBible[] = [];
  for (const { card, idea } of rows) {
    let line = lines.at(-1);
    if (line?.lineId !== card.lineId) {
      line = { lineId: card.lineId, title: idea.split('\n')[0] ?? '', cards: [] };
      lines.push(line);
    }
    line.cards.push(toStoryCard(card));
  }
  return lines;
}

/**
 * What developing or redrawing an idea is written with: its line's cards, and the ideas
 * whose people it keeps. An unknown idea or another writer's has none.
 */
export async function cardsOfIdea(
  db: Db,
  userId: string,
  ideaId: string,
): Promise<{ cards: StoryCard[]; ideas: string[] }> {
  const lineId = await lineRootOf(db, userId, ideaId);
  if (!lineId) return { cards: [], ideas: [] };
  const [rows, ideas] = await Promise.all([
    cardsIn(db, [lineId]),
    developmentChain(db, userId, ideaId),
  ]);
  return { cards: rows.map(toStoryCard), ideas };
}

/** The writer's cards of these ids, in this order; another writer's or none is a 404. */
export async function pinnedCards(
  db: Db,
  userId: string,
  cardIds: readonly string[],
): Promise<StoryCard[]> {
  if (cardIds.length === 0) return [];
  if (!cardIds.every((id) => UUID.test(id))) throw cardNotFound();
  const rows = await db
    .select()
    .from(storyCards)
    .where(and(eq(storyCards.userId, userId), inArray(storyCards.id, [...cardIds])));
  return cardIds.map((id) => {
    const row = rows.find((candidate) => candidate.id === id);
    if (!row) throw cardNotFound();
    return toStoryCard(row);
  });
}
