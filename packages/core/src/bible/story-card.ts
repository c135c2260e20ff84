import { z } from 'zod/mini';
import { LANGUAGES } from '../i18n/languages';

/**
 * A story bible's cards (docs/PRODUCT.md, The story bible): the people, places and things
 * of a line of ideas, as the writer keeps them. One declaration for the server, which
 * stores and checks them, and the web app, which shows them.
 */

export const CARD_TYPES = ['person', 'place', 'thing'] as const;
export type CardType = (typeof CARD_TYPES)[number];

/** Where a card came from: the built-in engine's plan, an AI idea's elements, the writer. */
export const CARD_SOURCES = ['plan', 'ai', 'writer'] as const;
export type CardSource = (typeof CARD_SOURCES)[number];

/** When an engine may be told of a card: always, when the brief or text names it, never. */
export const CARD_VISIBILITIES = ['always', 'whenNamed', 'never'] as const;
export type CardVisibility = (typeof CARD_VISIBILITIES)[number];

/** A person's grammatical gender, which the agreements around their name follow. */
export const CARD_GENDERS = ['feminine', 'masculine', 'neutral'] as const;
export type CardGender = (typeof CARD_GENDERS)[number];

/** A person's part in the story. */
export const PERSON_PARTS = ['lead', 'ally', 'opposition', 'other'] as const;
export type PersonPart = (typeof PERSON_PARTS)[number];

/**
 * The free-text fields of each type, in the order a card shows them. `age` is a person's
 * age as written ("quarante-six ans", "46"): the consistency notes compare it with the text.
 */
export const CARD_FIELDS = {
  person: ['role', 'age', 'ties', 'want', 'wound', 'secret', 'look'],
  place: ['era', 'sense', 'stakes'],
  thing: ['what', 'why'],
} as const satisfies Record<CardType, readonly string[]>;

export type CardField<T extends CardType = CardType> = (typeof CARD_FIELDS)[T][number];

/** Fields kept from the engines unless the writer shows them: a secret, by default. */
export const DEFAULT_HIDDEN_FIELDS: Record<CardType, CardField[]> = {
  person: ['secret'],
  place: [],
  thing: [],
};

/** The longest name and alias. */
export const CARD_NAME_MAX = 80;
/** The most aliases a card has. */
export const CARD_ALIASES_MAX = 8;
/** The longest free-text field (a role, a wound, a place's sense...). */
export const CARD_FIELD_MAX = 500;
/** The most cards a line's bible holds. */
export const CARDS_PER_LINE_MAX = 200;
/** The one-line summary given to an engine when its budget is tight. */
export const CARD_SUMMARY_MAX = 160;
/** The private notes, never sent to an engine: as long as an idea's note. */
export const CARD_NOTES_MAX = 5000;

/** The idea a card was made from, and the element of it (`lead`, `setting`, `cast`...). */
export const cardOriginSchema = z.lazy(() =>
  z.nullable(z.object({ ideaId: z.string(), element: z.string() })),
);
export type CardOrigin = z.infer<typeof cardOriginSchema>;

const cardBase = () => ({
  id: z.string(),
  language: z.enum(LANGUAGES),
  origin: cardOriginSchema,
  source: z.enum(CARD_SOURCES),
  visibility: z.enum(CARD_VISIBILITIES),
  /** Fields of the card kept from the engines. */
  hidden: z.array(z.string()),
  name: z.string(),
  /** Other names the text may use: a first name, a nickname, "the lighthouse". */
  aliases: z.array(z.string()),
  summary: z.string(),
  /** The writer's private notes, never sent to an engine. */
  notes: z.string(),
  createdAt: z.string(),
  updatedAt: z.string(),
});

/** A card's free-text fields, each a string ('' when blank). */
const fieldsOf = <T extends CardType>(type: T) =>
  Object.fromEntries(CARD_FIELDS[type].map((field) => [field, z.string()])) as Record<
    CardField<T>,
    z.ZodMiniString
  >;

export const personCardSchema = z.lazy(() =>
  z.object({
    ...cardBase(),
    type: z.literal('person'),
    gender: z.enum(CARD_GENDERS),
    part: z.enum(PERSON_PARTS),
    ...fieldsOf('person'),
  }),
);

export const placeCardSchema = z.lazy(() =>
  z.object({
    ...cardBase(),
    type: z.literal('place'),
    ...fieldsOf('place'),
  }),
);

export const thingCardSchema = z.lazy(() =>
  z.object({
    ...cardBase(),
    type: z.literal('thing'),
    ...fieldsOf('thing'),
  }),
);

/** A card as the API returns it. */
export const storyCardSchema = z.lazy(() =>
  z.discriminatedUnion('type', [personCardSchema, placeCardSchema, thingCardSchema]),
);

export type PersonCard = z.infer<typeof personCardSchema>;
export type PlaceCard = z.infer<typeof placeCardSchema>;
export type ThingCard = z.infer<typeof thingCardSchema>;
export type StoryCard = z.infer<typeof storyCardSchema>;

/** What the server stores and returns apart: the id and the dates. */
type Stored = 'id' | 'createdAt' | 'updatedAt';

/** A card before it is stored: what readCard and the card makers give. */
export type CardDraft =
  | Omit<PersonCard, Stored>
  | Omit<PlaceCard, Stored>
  | Omit<ThingCard, Stored>;

/** The fields of a line's cards: the line's first idea, and the cards. */
export const lineCardsFields = () => ({ lineId: z.string(), cards: z.array(storyCardSchema) });

/** An answer of GET /api/history/:id/cards. */
export const lineCardsSchema = z.lazy(() => z.object(lineCardsFields()));
export type LineCards = z.infer<typeof lineCardsSchema>;

/** An answer of GET /api/cards: every bible of the writer, under its first idea's title. */
export const lineBiblesSchema = z.lazy(() =>
  z.object({
    lines: z.array(
      z.object({ lineId: z.string(), title: z.string(), cards: z.array(storyCardSchema) }),
    ),
  }),
);
export type LineBibles = z.infer<typeof lineBiblesSchema>;

export function isCardType(value: unknown): value is CardType {
  return (CARD_TYPES as readonly unknown[]).includes(value);
}

/** The free-text fields of a card's type. */
export function fieldsOfType(type: CardType): readonly CardField[] {
  return CARD_FIELDS[type];
}
