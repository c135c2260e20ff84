import type { IdeaElements, StoryPerson } from '../generation/idea-elements';
import type { IdeaRequest } from '../generation/idea-request';
import { renamed } from '../generation/redraw-idea';
import { cardsOfPeople, type PersonEngineCard, type StoryBible } from './story-bible';

type Renames = [string, string][];

/** The pairs of old and new full names the cards give the people they are. */
function renamesOf(
  people: readonly (string | undefined)[],
  cards: readonly (PersonEngineCard | undefined)[],
): Renames {
  return people.flatMap((name, place) => {
    const card = cards[place];
    return name !== undefined && card && card.name !== name ? [[name, card.name] as const] : [];
  }) as Renames;
}

/** A person of the elements as their card tells them: its name, and its role and gender if set. */
function asCard(person: StoryPerson, card: PersonEngineCard | undefined): StoryPerson {
  if (!card) return person;
  return {
    name: card.name,
    role: card.role || person.role,
    gender: card.gender === 'neutral' ? person.gender : card.gender,
  };
}

/** Elements whose people are as their cards tell them, their phrases naming them so. */
function elementsAsCards(
  elements: IdeaElements,
  cards: readonly (PersonEngineCard | undefined)[],
  renames: Renames,
  language: IdeaRequest['language'],
): IdeaElements {
  const phrase = (text: string | null) => (text === null ? null : renamed(text, renames, language));
  return {
    ...elements,
    title: phrase(elements.title),
    lead: elements.lead && asCard(elements.lead, cards[0]),
    cast: elements.cast.map((person, index) => asCard(person, cards[index + 1])),
    setting: phrase(elements.setting),
    conflict: phrase(elements.conflict),
    twist: phrase(elements.twist),
    ending: phrase(elements.ending),
  };
}

/** A planned person's name as the idea's text writes it ("O’Neill"). */
const fullName = (person: { first: string; family: string }) =>
  [person.first, person.family].filter(Boolean).join(' ').replace(/'/gu, '’');

/** The lead's card of a new idea: the first pinned person who is a lead. */
function pinnedLead(bible: StoryBible): PersonEngineCard | undefined {
  return bible.cards.find(
    (card): card is PersonEngineCard =>
      bible.pinned.includes(card.id) && card.type === 'person' && card.part === 'lead',
  );
}

/**
 * The request as the story bible tells its story (docs/PRODUCT.md, The story bible): the
 * idea developed or redrawn names its people as their cards do (its text, its title, the
 * full names to keep, a redraw's elements with the cards' roles and genders), so that
 * every engine and every check reads the writer's names; the lead's gender is their
 * card's. The built-in engine takes the rest of the cards' values itself (planStory).
 */
export function withBible(request: IdeaRequest): IdeaRequest {
  const { bible, parent, redraw, language } = request;
  if (!bible || bible.cards.length === 0) return request;
  const gendered = (card: PersonEngineCard | undefined) =>
    card && card.gender !== 'neutral' ? { leadGender: card.gender } : {};
  if (parent) {
    const people = parent.plan ? parent.plan.cast.map(fullName) : parent.names;
    const cards = cardsOfPeople(people, bible);
    const renames = renamesOf(people, cards);
    const rename = (name: string) => renames.find(([from]) => from === name)?.[1] ?? name;
    // A renamed person the text names is kept under the new name, even one whose name the
    // pools do not hold whole ("Le Goff").
    const named = renames.filter(([from]) => parent.idea.includes(from)).map(([, to]) => to);
    return {
      ...request,
      ...gendered(cards[0]),
      parent: {
        ...parent,
        idea: renamed(parent.idea, renames, language),
        title: renamed(parent.title, renames, language),
        names: [...new Set([...parent.names.map(rename), ...named])],
      },
    };
  }
  if (redraw) {
    const { lead, cast } = redraw.elements;
    // Only the people the redraw keeps: the others' cards were not handed to it.
    const kept = [lead?.name, ...cast.map((person) => person.name)].map((name, place) =>
      redraw.keep.includes(place === 0 ? 'lead' : 'cast') ? name : undefined,
    );
    const cards = cardsOfPeople(kept, bible);
    const renames = renamesOf(kept, cards);
    return {
      ...request,
      ...gendered(cards[0]),
      redraw: {
        ...redraw,
        idea: renamed(redraw.idea, renames, language),
        elements: elementsAsCards(redraw.elements, cards, renames, language),
      },
    };
  }
  return { ...request, ...gendered(pinnedLead(bible)) };
}
