import { wordsNaming } from './card-mentions';
import { withoutPrivateParts } from './private-parts';
import { PERSON_PARTS, type StoryCard } from './story-card';
import { fold, tokensOf } from './text-tokens';

/** Omit on each member of a union, rather than on what they have in common. */
type OmitEach<T, K extends PropertyKey> = T extends unknown ? Omit<T, K> : never;

/** A card as an engine may be told of it: no private notes, hidden fields blank. */
export type EngineCard = OmitEach<StoryCard, 'notes' | 'hidden'>;

/** Whether a text names a card: a word of its name or aliases, case and accents aside. */
function isNamedIn(card: StoryCard, text: string): boolean {
  const words = wordsNaming(card);
  return tokensOf(text).some((token) => words.has(fold(token.word)));
}

/** What is always shown, then people by part (allies, opposition, others), places, things. */
function rank(card: StoryCard): number {
  const always = card.visibility === 'always' ? 0 : 1;
  const kind =
    card.type === 'person'
      ? PERSON_PARTS.indexOf(card.part)
      : PERSON_PARTS.length + (card.type === 'place' ? 0 : 1);
  return always * 10 + kind;
}

/** The card without its private notes, its hidden fields blank. */
function shown(card: StoryCard): EngineCard {
  const { notes: _notes, hidden: _hidden, ...rest } = withoutPrivateParts(card);
  return rest;
}

/** What decides which cards an engine hears of, and in which order. */
export interface EngineCardsContext {
  /**
   * The cards that come first, in this order: those the writer pinned, then those of the
   * elements a redraw keeps. Told even when shown only when named.
   */
  first?: readonly string[];
  /** The writer's brief (its notes): the cards it names come right after the lead. */
  brief?: string;
  /** Other text the idea starts from (an idea developed or redrawn), naming cards too. */
  context?: string;
}

/**
 * The cards of a line an engine may be told of, in the order a tight budget should keep
 * them (docs/PRODUCT.md, The story bible): never-cards left out, when-named cards only when
 * the brief or the context names them (or they come first); the cards that come first, then
 * the lead, then those the brief names, then the rest (what is always shown, then people
 * by part, places and things), each in the line's order. Private notes are dropped and
 * hidden fields left blank.
 */
export function cardsForEngine(
  cards: readonly StoryCard[],
  { first = [], brief = '', context = '' }: EngineCardsContext = {},
): EngineCard[] {
  const group = (card: StoryCard) => {
    if (first.includes(card.id)) return first.indexOf(card.id);
    if (card.type === 'person' && card.part === 'lead') return first.length;
    if (isNamedIn(card, brief)) return first.length + 1;
    return first.length + 2 + rank(card);
  };
  return cards
    .filter(
      (card) =>
        card.visibility !== 'never' &&
        (card.visibility === 'always' ||
          first.includes(card.id) ||
          isNamedIn(card, `${brief}\n${context}`)),
    )
    .map((card, index) => ({ card, index, group: group(card) }))
    .sort((a, b) => a.group - b.group || a.index - b.index)
    .map(({ card }) => shown(card));
}
