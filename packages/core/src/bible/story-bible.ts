import { z } from 'zod/mini';
import type { ElementName } from '../generation/idea-elements';
import type { RedrawMaterial } from '../generation/redraw-idea';
import type { EngineCard } from './cards-for-engine';
import type { StoryCard } from './story-card';
import { fold } from './text-tokens';

/**
 * What an idea is told of a story bible (docs/PRODUCT.md, The story bible): the cards of
 * the line it is written in, or those the writer pinned to a new idea.
 */
export interface StoryBible {
  /** The cards an engine may be told of, in priority order (cardsForEngine). */
  cards: readonly EngineCard[];
  /** The cards the writer pinned, by id: the idea names each of them in full. */
  pinned: readonly string[];
  /**
   * The ideas whose people the new idea keeps in their places (the idea developed or
   * redrawn, and those it was developed from): a card made from one of their people is
   * that person, whatever the writer has renamed them since.
   */
  ideas: readonly string[];
}

/** The most cards a writer pins to a new idea. */
export const PINNED_CARDS_MAX = 3;

const cardRefSchema = z.lazy(() => z.object({ id: z.string(), name: z.string() }));

/** A card as the writer is told it reached an engine, or did not. */
export type CardRef = z.infer<typeof cardRefSchema>;

/**
 * Which cards an engine was told of, and which it was not (no room, or of no use to it):
 * the `cards` of a generation's answer and stream.
 */
export const cardsToldSchema = z.lazy(() =>
  z.object({
    sent: z.array(cardRefSchema),
    left: z.array(cardRefSchema),
  }),
);
export type CardsTold = z.infer<typeof cardsToldSchema>;

export type PersonEngineCard = Extract<EngineCard, { type: 'person' }>;

/**
 * Whether a card is a person made of a plan's threat (cards-from-plan.ts): someone the
 * story calls by what they are ("Le propriétaire qui possède la moitié de la ville"), not by
 * a name, and who, pinned, stands as the threat rather than a member of the cast.
 */
export function isThreatPerson(card: Pick<EngineCard, 'type' | 'origin'>): boolean {
  return card.type === 'person' && card.origin?.element === 'threat';
}

/** The element a person of an idea is, by their place in its cast: the lead, then the others. */
export const elementOfPlace = (place: number) => (place === 0 ? 'lead' : `cast.${place - 1}`);

/** The names that say a person is this one: the full name, and the first name alone. */
function namesOf(fullName: string): Set<string> {
  const [first = ''] = fullName.split(' ');
  return new Set([fullName, first].filter(Boolean).map(fold));
}

/**
 * The person card of each of an idea's people (full names by place in the cast, lead
 * first; undefined where a place is empty): the card made from that place of one of the
 * bible's `ideas`, else one sharing a name or an alias with them ("Élise" names Élise
 * Martin after the writer renamed her Élise Marchal). Each card is one person's.
 */
export function cardsOfPeople<Card extends EngineCard | StoryCard>(
  people: readonly (string | undefined)[],
  bible: { cards: readonly Card[]; ideas: readonly string[] },
): (Extract<Card, { type: 'person' }> | undefined)[] {
  type Person = Extract<Card, { type: 'person' }>;
  const persons = bible.cards.filter((card): card is Person => card.type === 'person');
  const taken = new Set<string>();
  const take = (card: Person | undefined) => {
    if (card) taken.add(card.id);
    return card;
  };
  const byOrigin = people.map((name, place) =>
    name === undefined
      ? undefined
      : take(
          persons.find(
            (card) =>
              !taken.has(card.id) &&
              card.origin !== null &&
              bible.ideas.includes(card.origin.ideaId) &&
              card.origin.element === elementOfPlace(place),
          ),
        ),
  );
  return people.map((name, place) => {
    if (name === undefined) return undefined;
    const known = byOrigin[place];
    if (known) return known;
    const names = namesOf(name);
    return take(
      persons.find(
        (card) =>
          !taken.has(card.id) &&
          [card.name, ...card.aliases].some((alias) => names.has(fold(alias))),
      ),
    );
  });
}

/**
 * A name as an answer must hold it (checkIdea): a person's full name, a place's, a thing's
 * or a threat's without the article it may start with, since the text says "au phare" for
 * "Le phare" and "in the old mill" for "The old mill".
 */
export function nameToFind(card: Pick<EngineCard, 'type' | 'name' | 'origin'>): string {
  if (card.type === 'person' && !isThreatPerson(card)) return card.name;
  const bare = card.name.replace(
    /^(?:(?:le|la|les|un|une|des|the|a|an|el|los|las|unos|unas)\s+|l['’])/iu,
    '',
  );
  return bare.trim() === '' ? card.name : bare;
}

/** The names a new idea must hold: each pinned card's (nameToFind). */
export function pinnedNames(bible: StoryBible | undefined): string[] {
  if (!bible) return [];
  return bible.pinned.flatMap((id) => {
    const card = bible.cards.find((candidate) => candidate.id === id);
    return card ? [nameToFind(card)] : [];
  });
}

/** The elements of a plan or an idea a place's, a thing's or a threat's card is made from. */
const ELEMENT_OF_ORIGIN: Record<string, ElementName> = {
  setting: 'setting',
  object: 'conflict',
  threat: 'conflict',
};

/**
 * The cards a redrawn idea is told of, and those it keeps (docs/PRODUCT.md, The story
 * bible): the cards of the people it keeps (cardsOfPeople) and of a kept setting or
 * conflict come first; the cards of the people, the setting or the conflict it draws anew
 * are left out, since the new idea replaces them; the writer's own cards stay.
 */
export function cardsForRedraw(
  cards: readonly StoryCard[],
  redraw: Pick<RedrawMaterial, 'elements' | 'keep'>,
  ideas: readonly string[],
): { cards: StoryCard[]; kept: string[] } {
  const { lead, cast } = redraw.elements;
  const keeps = (element: ElementName) => redraw.keep.includes(element);
  const people = [lead?.name, ...cast.map((person) => person.name)];
  const matched = cardsOfPeople(people, { cards, ideas });
  const fates = new Map<string, boolean>();
  matched.forEach((card, place) => {
    if (card) fates.set(card.id, keeps(place === 0 ? 'lead' : 'cast'));
  });
  for (const card of cards) {
    const element = card.origin && ELEMENT_OF_ORIGIN[card.origin.element];
    if (element) fates.set(card.id, keeps(element));
  }
  return {
    cards: cards.filter((card) => fates.get(card.id) !== false),
    kept: cards.filter((card) => fates.get(card.id) === true).map((card) => card.id),
  };
}
