import {
  CARDS_PER_LINE_MAX,
  type CardDraft,
  type ConsistencyNotes,
  type LineCards,
  readCard,
  readCardPatch,
  type StoryCard,
} from '@plume/core/bible';
import {
  cardsFromElements,
  cardsFromPlan,
  cardsFromText,
  consistencyNotes,
  newCards,
} from '@plume/core/bible/server';
import { languageOfIdea } from '@plume/core/generation/server';
import type { Language } from '@plume/core/i18n';
import { and, eq } from 'drizzle-orm';
import type { Db } from '../db/database';
import { generationHistory, storyCards } from '../db/schema';
import {
  allCards,
  cardsIn,
  cardsOfIdea,
  cardsOfLines,
  type ExportedCard,
  type LineBible,
  linesOf,
  pinnedCards,
  UUID,
} from './bible-reads';
import { cardNotFound, cardRefusal, ideaNotFound, tooManyCards } from './card-refusals';
import { lineRootOf, type Queries } from './line-of-ideas';
import { changedRow, newRow, toStoryCard } from './story-card-row';

export interface BibleService {
  /** Cards made from an idea (its plan, its AI's elements, else its text) that its line lacks. */
  keepAsCards(userId: string, ideaId: string): Promise<LineCards & { added: number }>;
  /** The cards of an idea's line, in the order they were made. */
  lineCards(userId: string, ideaId: string): Promise<LineCards>;
  /** A writer's card in the line of the idea `body.ideaId`, checked by core's readCard. */
  create(userId: string, body: unknown): Promise<StoryCard>;
  /** Changes one of the writer's cards, checked by core's readCardPatch. */
  update(userId: string, cardId: string, body: unknown): Promise<StoryCard>;
  remove(userId: string, cardId: string): Promise<void>;
  /** The consistency notes of an idea against its line's cards. */
  consistency(userId: string, ideaId: string): Promise<ConsistencyNotes>;
  /** The cards of each idea's line, by idea id, for the exports. */
  cardsOfLines(userId: string, ideaIds: readonly string[]): Promise<Map<string, StoryCard[]>>;
  /** Every card of the writer, for the data export. */
  all(userId: string): Promise<ExportedCard[]>;
  /** Every bible of the writer, newest line first, each under its first idea's title. */
  lines(userId: string): Promise<LineBible[]>;
  /**
   * What developing or redrawing an idea is written with: its line's cards, and the ideas
   * whose people it keeps (the idea and those it was developed from). An unknown idea or
   * another writer's has none.
   */
  ofIdea(userId: string, ideaId: string): Promise<{ cards: StoryCard[]; ideas: string[] }>;
  /** The writer's cards of these ids, in this order; another writer's or none is a 404. */
  pinned(userId: string, cardIds: readonly string[]): Promise<StoryCard[]>;
}

/** One of the writer's ideas, with what the bible reads of it. */
async function ownIdea(db: Queries, userId: string, ideaId: string) {
  if (!UUID.test(ideaId)) throw ideaNotFound();
  const [row] = await db
    .select({
      id: generationHistory.id,
      idea: generationHistory.idea,
      language: generationHistory.language,
      plan: generationHistory.plan,
      elements: generationHistory.elements,
    })
    .from(generationHistory)
    .where(and(eq(generationHistory.id, ideaId), eq(generationHistory.userId, userId)));
  if (!row) throw ideaNotFound();
  const lineId = await lineRootOf(db, userId, ideaId);
  if (!lineId) throw ideaNotFound();
  const language: Language = row.language ?? languageOfIdea(row.idea);
  return { ...row, language, lineId };
}

async function ownCard(db: Queries, userId: string, cardId: string) {
  if (!UUID.test(cardId)) throw cardNotFound();
  const [row] = await db
    .select()
    .from(storyCards)
    .where(and(eq(storyCards.id, cardId), eq(storyCards.userId, userId)));
  if (!row) throw cardNotFound();
  return row;
}

/**
 * The cards an idea gives: its plan's when the built-in engine wrote it, else the elements
 * its AI wrote after it, else the names its text gives.
 */
function draftsOf(idea: Awaited<ReturnType<typeof ownIdea>>): CardDraft[] {
  if (idea.plan) return cardsFromPlan(idea.plan, idea.id);
  if (idea.elements?.source === 'answer') {
    return cardsFromElements(idea.elements, idea.language, idea.id);
  }
  return cardsFromText(idea.idea, idea.language, idea.id);
}

export function createBibleService({ db }: { db: Db }): BibleService {
  const lineCards = async (queries: Queries, lineId: string): Promise<LineCards> => ({
    lineId,
    cards: (await cardsIn(queries, [lineId])).map(toStoryCard),
  });

  /**
   * Adds cards to a line in one transaction that first locks the line's first idea, so two
   * requests at once cannot both add what the line lacks, nor both pass its limit.
   */
  const addToLine = (
    userId: string,
    ideaId: string,
    make: (idea: Awaited<ReturnType<typeof ownIdea>>, existing: StoryCard[]) => CardDraft[],
  ) =>
    db.transaction(async (tx) => {
      const idea = await ownIdea(tx, userId, ideaId);
      await tx
        .select({ id: generationHistory.id })
        .from(generationHistory)
        .where(eq(generationHistory.id, idea.lineId))
        .for('update');
      const rows = await cardsIn(tx, [idea.lineId]);
      const cards = rows.map(toStoryCard);
      const next = Math.max(-1, ...rows.map((row) => row.position)) + 1;
      const drafts = make(idea, cards);
      if (drafts.length === 0) return { lineId: idea.lineId, cards, added: [] as StoryCard[] };
      if (cards.length + drafts.length > CARDS_PER_LINE_MAX) throw tooManyCards();
      const inserted = await tx
        .insert(storyCards)
        .values(drafts.map((draft, index) => newRow(userId, idea.lineId, next + index, draft)))
        .returning();
      const added = inserted.map(toStoryCard);
      return { lineId: idea.lineId, cards: [...cards, ...added], added };
    });

  return {
    async keepAsCards(userId, ideaId) {
      const kept = await addToLine(userId, ideaId, (idea, existing) =>
        newCards(existing, draftsOf(idea)),
      );
      return { lineId: kept.lineId, cards: kept.cards, added: kept.added.length };
    },

    async lineCards(userId, ideaId) {
      const idea = await ownIdea(db, userId, ideaId);
      return lineCards(db, idea.lineId);
    },

    async create(userId, body) {
      const { ideaId, ...card } =
        typeof body === 'object' && body !== null && !Array.isArray(body)
          ? (body as Record<string, unknown>)
          : { ideaId: undefined };
      if (typeof ideaId !== 'string') throw cardRefusal('invalid');
      // Read once the idea is found: another writer's idea is a 404 whatever the card says.
      const { added } = await addToLine(userId, ideaId, (idea) => {
        const read = readCard(card, idea.language);
        if ('fault' in read) throw cardRefusal(read.fault);
        return [read.value];
      });
      return added[0] as StoryCard;
    },

    async update(userId, cardId, body) {
      const row = await ownCard(db, userId, cardId);
      const read = readCardPatch(body, row.type);
      if ('fault' in read) throw cardRefusal(read.fault);
      const [updated] = await db
        .update(storyCards)
        .set(changedRow(row, read.value, new Date()))
        .where(and(eq(storyCards.id, cardId), eq(storyCards.userId, userId)))
        .returning();
      if (!updated) throw cardNotFound();
      return toStoryCard(updated);
    },

    async remove(userId, cardId) {
      if (!UUID.test(cardId)) throw cardNotFound();
      const deleted = await db
        .delete(storyCards)
        .where(and(eq(storyCards.id, cardId), eq(storyCards.userId, userId)))
        .returning({ id: storyCards.id });
      if (deleted.length === 0) throw cardNotFound();
    },

    async consistency(userId, ideaId) {
      const idea = await ownIdea(db, userId, ideaId);
      const { cards } = await lineCards(db, idea.lineId);
      return { findings: consistencyNotes(cards, idea.idea, idea.language) };
    },

    cardsOfLines: (userId, ideaIds) => cardsOfLines(db, userId, ideaIds),
    all: (userId) => allCards(db, userId),
    lines: (userId) => linesOf(db, userId),
    ofIdea: (userId, ideaId) => cardsOfIdea(db, userId, ideaId),
    pinned: (userId, cardIds) => pinnedCards(db, userId, cardIds),
  };
}
