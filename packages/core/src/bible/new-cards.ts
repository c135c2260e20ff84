import type { CardDraft, StoryCard } from './story-card';
import { fold } from './text-tokens';

type Known = Pick<StoryCard, 'type' | 'name' | 'aliases' | 'origin'>;

/** A name as two cards are compared: case, accents and spacing aside. */
const key = (name: string) => fold(name);

/**
 * The drafts a line does not have yet (docs/PRODUCT.md, The story bible: asking twice makes
 * no duplicates). A draft is already there when a card comes from the same element of the
 * same idea, or is of its type and shares a name or an alias with it (a developed idea's
 * lead is its parent's, and still is once the writer has corrected the family name on the
 * card). Drafts that repeat one another are kept once.
 */
export function newCards<T extends CardDraft>(
  existing: readonly Known[],
  drafts: readonly T[],
): T[] {
  const kept: T[] = [];
  const known: Known[] = [...existing];
  for (const draft of drafts) {
    const names = new Set([draft.name, ...draft.aliases].map(key));
    const there = known.some(
      (card) =>
        (card.origin &&
          draft.origin &&
          card.origin.ideaId === draft.origin.ideaId &&
          card.origin.element === draft.origin.element) ||
        (card.type === draft.type &&
          [card.name, ...card.aliases].some((name) => names.has(key(name)))),
    );
    if (there) continue;
    kept.push(draft);
    known.push(draft);
  }
  return kept;
}
