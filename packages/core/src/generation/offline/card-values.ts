import type { EngineCard } from '../../bible/cards-for-engine';
import {
  type CardsTold,
  cardsOfPeople,
  isThreatPerson,
  type PersonEngineCard,
  type StoryBible,
} from '../../bible/story-bible';
import { fold } from '../../bible/text-tokens';
import type { Language } from '../../i18n/languages';
import type { Gender, NameChoices } from '../generation-options';
import type { IdeaRequest } from '../idea-request';
import type { NounSpec, PlaceSpec } from './languages/language-pack';
import { nounSpecOfName, placeSpecOfName } from './named-noun';
import { type Cast, fullName, type Person } from './pick-cast';

/**
 * What the built-in engine takes from the story bible's cards in place of its own draws
 * (docs/PRODUCT.md, The story bible): a person's exact name, their gender (which the words
 * about them agree with) and their role as written; a place or a thing a new idea is
 * pinned to, by its name. The cards' other texts would need agreeing or rewording: they
 * reach the AI only.
 */
export interface CardValues {
  /** The cast (lead, second, third) with the cards' people in their places. */
  cast: Cast;
  /** Which places of the cast (lead, second, third) a card's person takes. */
  placed: boolean[];
  /** The roles the cards give, by place in the cast; undefined where the engine draws one. */
  roles: (string | undefined)[];
  /** The places in the cast whose gender a card changed: what is kept of them is retold. */
  regendered: Set<number>;
  /** Old and new full names of the people the cards renamed. */
  renames: [string, string][];
  /** A pinned place, as the setting, with the era its card gives. */
  setting?: { spec: PlaceSpec; era: string | undefined };
  /** A pinned thing, as the object the incident turns on. */
  object?: NounSpec;
  /** A pinned antagonist made of a plan's threat, else a second pinned thing, as the threat. */
  threat?: NounSpec;
  /** Which cards the idea is written with, and which it could not use. */
  told: CardsTold;
}

/** A card's person: "Élise Marchal" is Élise of the Marchal family. */
function personOf(card: PersonEngineCard, gender: Gender): Person {
  const [first = '', ...family] = card.name.trim().split(/\s+/u);
  return {
    first,
    family: family.join(' '),
    gender: card.gender === 'neutral' ? gender : card.gender,
  };
}

/** Where a pinned person goes: the lead's place for a lead, the second's for an ally... */
const PREFERRED_PLACE = { lead: 0, ally: 1, other: 1, opposition: 2 } as const;

/** The places of the cast the pinned people take, each in the place their part prefers. */
function pinnedPlaces(people: readonly PersonEngineCard[]): (PersonEngineCard | undefined)[] {
  const places: (PersonEngineCard | undefined)[] = [undefined, undefined, undefined];
  for (const card of people) {
    const preferred = PREFERRED_PLACE[card.part];
    const free = [preferred, 0, 1, 2].find((place) => places[place] === undefined);
    if (free !== undefined) places[free] = card;
  }
  return places;
}

/**
 * The person card of each place of the cast: a new idea's pinned people, else the cards of
 * the people a developed or redrawn idea keeps (cardsOfPeople). A redrawn idea's people
 * drawn anew have none.
 */
function cardsByPlace(request: IdeaRequest, bible: StoryBible, cast: Cast) {
  const { parent, redraw } = request;
  const people = [cast.lead, cast.second, cast.third];
  if (!parent && !redraw) {
    const pinned = bible.pinned
      .map((id) => bible.cards.find((card) => card.id === id))
      .filter((card): card is PersonEngineCard => card?.type === 'person' && !isThreatPerson(card));
    return pinnedPlaces(pinned);
  }
  const kept = people.map((person, place) =>
    !redraw || redraw.keep.includes(place === 0 ? 'lead' : 'cast') ? fullName(person) : undefined,
  );
  return cardsOfPeople(kept, bible);
}

/** The cards' people in the cast, and what changed of them. */
function castOf(cast: Cast, cards: readonly (PersonEngineCard | undefined)[]) {
  const before = [cast.lead, cast.second, cast.third];
  // A card of neutral gender leaves the place's: the words about them must agree somehow.
  const after = before.map((person, place) => {
    const card = cards[place];
    return card ? personOf(card, person.gender) : person;
  }) as [Person, Person, Person];
  const regendered = new Set(
    after.flatMap((person, place) => (person.gender !== before[place]?.gender ? [place] : [])),
  );
  const renames = after.flatMap((person, place) => {
    const old = fullName(before[place] as Person);
    return fullName(person) !== old ? [[old, fullName(person)] as [string, string]] : [];
  });
  const [lead, second, third] = after;
  return { cast: { lead, second, third }, regendered, renames };
}

/** The idea's language when the card is written in it; a card in another is a name only. */
const ownLanguage = (card: EngineCard, language: Language) =>
  card.language === language ? language : undefined;

/** A threat's spec from its card: someone when the card is a person (flag `a`). */
function threatSpec(card: EngineCard, language: Language): NounSpec {
  const spec = nounSpecOfName(card.name, ownLanguage(card, language));
  return card.type === 'person' ? spec.replace(':', 'a:') : spec;
}

/**
 * A new idea's pinned places and things: the first place, the first thing as the object,
 * the first threat's person (a plan's antagonist), else the second thing, as the threat.
 */
function pinnedNouns(bible: StoryBible, language: Language) {
  const pinned = bible.pinned.flatMap((id) => bible.cards.filter((card) => card.id === id));
  const place = pinned.find((card) => card.type === 'place');
  const [object, second] = pinned.filter((card) => card.type === 'thing');
  const threat = pinned.find(isThreatPerson) ?? second;
  const used: EngineCard[] = [place, object, threat].flatMap((card) => (card ? [card] : []));
  return {
    used,
    ...(place?.type === 'place'
      ? {
          setting: {
            spec: placeSpecOfName(place.name, ownLanguage(place, language), language),
            era:
              place.era.trim() === '' || !ownLanguage(place, language)
                ? undefined
                : place.era.trim(),
          },
        }
      : {}),
    ...(object ? { object: nounSpecOfName(object.name, ownLanguage(object, language)) } : {}),
    ...(threat ? { threat: threatSpec(threat, language) } : {}),
  };
}

/**
 * What the built-in engine writes from the request's story bible (CardValues), given the
 * cast it drew or kept. Without a bible, the cast as it is.
 */
export function cardValues(request: IdeaRequest, drawnCast: Cast): CardValues {
  const { bible } = request;
  const none: CardValues = {
    cast: drawnCast,
    placed: [],
    roles: [],
    regendered: new Set(),
    renames: [],
    told: { sent: [], left: [] },
  };
  if (!bible || bible.cards.length === 0) return none;
  const people = cardsByPlace(request, bible, drawnCast);
  const { cast, regendered, renames } = castOf(drawnCast, people);
  const nouns =
    request.parent || request.redraw
      ? { used: [] as EngineCard[] }
      : pinnedNouns(bible, request.language);
  const used = new Set([...people, ...nouns.used].flatMap((card) => (card ? [card.id] : [])));
  const ref = (card: EngineCard) => ({ id: card.id, name: card.name });
  return {
    ...nouns,
    cast,
    placed: people.map((card) => card !== undefined),
    // A role in another language than the idea's would read as a slip: the engine draws one.
    roles: people.map((card) =>
      card?.role.trim() && card.language === request.language ? card.role.trim() : undefined,
    ),
    regendered,
    renames,
    told: {
      sent: bible.cards.filter((card) => used.has(card.id)).map(ref),
      left: bible.cards.filter((card) => !used.has(card.id)).map(ref),
    },
  };
}

/**
 * The name lists without the names of the bible's people: a person the engine draws never
 * shares a name with one of the cards.
 */
export function namesBesideCards(names: NameChoices, bible: StoryBible | undefined): NameChoices {
  if (!bible) return names;
  const taken = new Set(
    bible.cards.flatMap((card) =>
      card.type === 'person' ? card.name.split(/\s+/u).map(fold) : [],
    ),
  );
  const free = (list: readonly string[]) => {
    const kept = list.filter((name) => !taken.has(fold(name)));
    return kept.length > 0 ? kept : list;
  };
  return { female: free(names.female), male: free(names.male), family: free(names.family) };
}
