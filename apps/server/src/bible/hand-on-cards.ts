import { asc, eq } from 'drizzle-orm';
import { storyCards } from '../db/schema';
import { copyTo } from './copy-cards';
import { lineChildrenOf, lineRootOf, type Queries } from './line-of-ideas';

/**
 * Before one of the writer's ideas is deleted, in its transaction: the ideas that come
 * from it lose their link and start lines of their own, each keeping the bible (decision
 * 030). When the idea is its line's first, its cards move to the oldest of them and the
 * others get copies; otherwise every one of them gets a copy of its line's cards. An idea
 * nothing comes from changes no bible: the first idea of a line takes its cards with it.
 */
export async function handOnCards(tx: Queries, userId: string, ideaId: string): Promise<void> {
  const children = await lineChildrenOf(tx, userId, ideaId);
  if (children.length === 0) return;
  const lineId = await lineRootOf(tx, userId, ideaId);
  if (!lineId) return;
  const cards = await tx
    .select()
    .from(storyCards)
    .where(eq(storyCards.lineId, lineId))
    .orderBy(asc(storyCards.position));
  if (cards.length === 0) return;
  const [heir, ...others] = children;
  const copied = lineId === ideaId ? others : children;
  if (lineId === ideaId && heir) {
    await tx.update(storyCards).set({ lineId: heir }).where(eq(storyCards.lineId, lineId));
  }
  for (const child of copied) {
    await tx.insert(storyCards).values(cards.map((card) => copyTo(child, card)));
  }
}
