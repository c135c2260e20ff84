import { wordsNaming } from './card-mentions';
import { type CardField, fieldsOfType, PERSON_PARTS, type StoryCard } from './story-card';
import { fold, tokensOf } from './text-tokens';

/** A card as an engine may be told of it: no private notes, hidden fields blank. */
export type EngineCard = Omit<StoryCard, 'notes' | 'hidden'>;

/** Whether a text names a card: a word of its name or aliases, case and accents aside. */
function isNamedIn(card: StoryCard, text: string): boolean {
  const words = wordsNaming(card);
  return tokensOf(text).some((token) => words.has(fold(token.word)));
}

/** Lead first, then what is always shown, then people by part, places, things. */
function rank(card: StoryCard): number {
  const lead = card.type === 'person' && card.part === 'lead' ? 0 : 1;
  const always = card.visibility === 'always' ? 0 : 1;
  const kind =
    card.type === 'person'
      ? PERSON_PARTS.indexOf(card.part)
      : PERSON_PARTS.length + (card.type === 'place' ? 0 : 1);
  return lead * 100 + always * 10 + kind;
}

/** The card without its private notes, its hidden fields blank. */
function shown(card: StoryCard): EngineCard {
  const { notes: _notes, hidden, ...rest } = card;
  const blanks = Object.fromEntries(
    fieldsOfType(card.type)
      .filter((field) => hidden.includes(field as CardField))
      .map((field) => [field, '']),
  );
  return { ...rest, ...blanks } as EngineCard;
}

/**
 * The cards of a line an engine may be told of, in the order a tight budget should keep
 * them (docs/PRODUCT.md, The story bible): never-cards left out, when-named cards only when
 * `context` (a brief, the idea being developed) names them; the lead first, then the cards
 * always shown, then people (allies, opposition, others), places and things, each in the
 * line's order. Private notes are dropped and hidden fields left blank.
 */
export function cardsForEngine(cards: readonly StoryCard[], context: string): EngineCard[] {
  return cards
    .filter(
      (card) =>
        card.visibility === 'always' ||
        (card.visibility === 'whenNamed' && isNamedIn(card, context)),
    )
    .map((card, index) => ({ card, index }))
    .sort((a, b) => rank(a.card) - rank(b.card) || a.index - b.index)
    .map(({ card }) => shown(card));
}
