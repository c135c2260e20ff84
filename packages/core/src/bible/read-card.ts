import { isLanguage, type Language } from '../i18n/languages';
import { readText } from '../text/boundary-text';
import {
  CARD_ALIASES_MAX,
  CARD_FIELD_MAX,
  CARD_GENDERS,
  CARD_NAME_MAX,
  CARD_NOTES_MAX,
  CARD_SUMMARY_MAX,
  CARD_VISIBILITIES,
  type CardDraft,
  type CardField,
  type CardType,
  DEFAULT_HIDDEN_FIELDS,
  fieldsOfType,
  isCardType,
  PERSON_PARTS,
} from './story-card';

/** Why a card's body was refused; each is a `bible.*` code (errors.invalidText for the text rule). */
export type CardFault =
  | 'invalid'
  | 'invalidText'
  | 'unknownType'
  | 'nameRequired'
  | 'nameTooLong'
  | 'tooManyAliases'
  | 'fieldTooLong'
  | 'summaryTooLong'
  | 'notesTooLong'
  | 'unknownGender'
  | 'unknownPart'
  | 'unknownVisibility'
  | 'unknownField'
  | 'unknownLanguage';

/** What a patch may change: any of a new card's keys but its type. */
export type CardPatch = Partial<Omit<CardDraft, 'type' | 'origin' | 'source'>>;

type Reading<T> = { value: T } | { fault: CardFault };

class Refusal extends Error {
  constructor(readonly fault: CardFault) {
    super(fault);
  }
}

const COMMON_KEYS = ['name', 'aliases', 'summary', 'notes', 'visibility', 'hidden', 'language'];

/** The keys a body of `type` may hold besides `type`. */
function keysOf(type: CardType): string[] {
  return [...COMMON_KEYS, ...(type === 'person' ? ['gender', 'part'] : []), ...fieldsOfType(type)];
}

/** A text under the rule for text from outside, trimmed, within `max` characters. */
function text(value: unknown, max: number, tooLong: CardFault): string {
  if (typeof value !== 'string') throw new Refusal('invalid');
  const read = readText(value);
  if ('fault' in read) throw new Refusal('invalidText');
  const trimmed = read.text.trim();
  if (trimmed.length > max) throw new Refusal(tooLong);
  return trimmed;
}

/** A card's name: one line, never blank. */
function name(value: unknown): string {
  const read = text(value, CARD_NAME_MAX, 'nameTooLong').replace(/\s+/g, ' ');
  if (read === '') throw new Refusal('nameRequired');
  return read;
}

/** Aliases, blank ones and repeats dropped. */
function aliases(value: unknown): string[] {
  if (!Array.isArray(value)) throw new Refusal('invalid');
  if (value.length > CARD_ALIASES_MAX) throw new Refusal('tooManyAliases');
  const read = value.map((alias) => text(alias, CARD_NAME_MAX, 'nameTooLong').replace(/\s+/g, ' '));
  return [...new Set(read.filter(Boolean))];
}

function oneOf<T extends string>(value: unknown, allowed: readonly T[], fault: CardFault): T {
  if (!(allowed as readonly unknown[]).includes(value)) throw new Refusal(fault);
  return value as T;
}

/** The fields kept from the engines: fields of the card's type, each once. */
function hidden(value: unknown, type: CardType): CardField[] {
  if (!Array.isArray(value)) throw new Refusal('invalid');
  const fields = fieldsOfType(type);
  for (const field of value) {
    if (typeof field !== 'string') throw new Refusal('invalid');
    if (!(fields as readonly string[]).includes(field)) throw new Refusal('unknownField');
  }
  return [...new Set(value as CardField[])];
}

/** Every key of the body that is present, read; keys of another type are refused. */
function readKeys(body: Record<string, unknown>, type: CardType): CardPatch {
  const allowed = keysOf(type);
  if (Object.keys(body).some((key) => !allowed.includes(key))) throw new Refusal('invalid');
  const read: Record<string, unknown> = {};
  const given = (key: string) => body[key] !== undefined;
  if (given('name')) read.name = name(body.name);
  if (given('aliases')) read.aliases = aliases(body.aliases);
  if (given('summary')) read.summary = text(body.summary, CARD_SUMMARY_MAX, 'summaryTooLong');
  if (given('notes')) read.notes = text(body.notes, CARD_NOTES_MAX, 'notesTooLong');
  if (given('visibility')) {
    read.visibility = oneOf(body.visibility, CARD_VISIBILITIES, 'unknownVisibility');
  }
  if (given('hidden')) read.hidden = hidden(body.hidden, type);
  if (given('language')) {
    if (!isLanguage(body.language)) throw new Refusal('unknownLanguage');
    read.language = body.language;
  }
  if (given('gender')) read.gender = oneOf(body.gender, CARD_GENDERS, 'unknownGender');
  if (given('part')) read.part = oneOf(body.part, PERSON_PARTS, 'unknownPart');
  for (const field of fieldsOfType(type)) {
    if (given(field)) read[field] = text(body[field], CARD_FIELD_MAX, 'fieldTooLong');
  }
  return read as CardPatch;
}

function reading<T>(read: () => T): Reading<T> {
  try {
    return { value: read() };
  } catch (error) {
    if (error instanceof Refusal) return { fault: error.fault };
    throw error;
  }
}

const isObject = (value: unknown): value is Record<string, unknown> =>
  typeof value === 'object' && value !== null && !Array.isArray(value);

/**
 * A new card as the API receives it, checked (docs/PRODUCT.md, The story bible): an object
 * with a known `type` and a name, whose other keys are those of its type, every text under
 * the rule for text from outside (readText), trimmed and within its length. What is not
 * given takes its default: no aliases, blank fields, `language` the idea's, shown to the
 * engines when named, a person's secret hidden. A writer's card has no origin.
 */
export function readCard(value: unknown, language: Language): Reading<CardDraft> {
  return reading(() => {
    if (!isObject(value)) throw new Refusal('invalid');
    const { type, ...rest } = value;
    if (!isCardType(type)) throw new Refusal('unknownType');
    if (rest.name === undefined) throw new Refusal('nameRequired');
    const read = readKeys(rest, type);
    const blanks = Object.fromEntries(fieldsOfType(type).map((field) => [field, '']));
    return {
      type,
      language,
      origin: null,
      source: 'writer',
      visibility: 'whenNamed',
      hidden: DEFAULT_HIDDEN_FIELDS[type],
      aliases: [],
      summary: '',
      notes: '',
      ...(type === 'person' ? { gender: 'neutral', part: 'other' } : {}),
      ...blanks,
      ...read,
    } as CardDraft;
  });
}

/**
 * A change to a card of `type`, checked as readCard checks a new one: only the keys given
 * change; a name cannot be blanked, nor the type changed.
 */
export function readCardPatch(value: unknown, type: CardType): Reading<CardPatch> {
  return reading(() => {
    if (!isObject(value)) throw new Refusal('invalid');
    return readKeys(value, type);
  });
}
