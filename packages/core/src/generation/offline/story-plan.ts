import type { Language } from '../../i18n/languages';
import type { BriefReport } from '../brief-report';
import type { Gender } from '../generation-options';

/** A character of a built-in idea, as its plan keeps them. */
export interface PlannedCharacter {
  first: string;
  family: string;
  gender: Gender;
  /** Profession or position, agreeing with the character ("horlogère"). */
  role: string;
}

/**
 * The slots whose phrases are filled from table entries that may name other parts of the
 * story: the incident, what the threat does, the stake, the secret, the twist and the
 * climax.
 */
export type EntrySlot = 'inc' | 'act' | 'act2' | 'act3' | 'stake' | 'secret' | 'twist' | 'climax';

export const ENTRY_SLOTS: readonly EntrySlot[] = [
  'inc',
  'act',
  'act2',
  'act3',
  'stake',
  'secret',
  'twist',
  'climax',
];

/**
 * The slots of what is said of the people: their trades (the lead's, the second's, the
 * third's), what the second is to the lead, and the lead's trait, wound, goal and age. Each
 * agrees with its owner (PERSON_SLOT_OWNERS): a plan keeps their entries so that a person
 * whose gender the writer changes is told of again in the right one.
 */
export type PersonSlot = 'role' | 'srole' | 'trole' | 'rel' | 'trait' | 'wound' | 'goal' | 'age';

/** Whose gender each person slot agrees with: the lead (P), the second (S) or the third (T). */
export const PERSON_SLOT_OWNERS: Record<PersonSlot, 'P' | 'S' | 'T'> = {
  role: 'P',
  srole: 'S',
  trole: 'T',
  rel: 'S',
  trait: 'P',
  wound: 'P',
  goal: 'P',
  age: 'P',
};

export const PERSON_SLOTS = Object.keys(PERSON_SLOT_OWNERS) as PersonSlot[];

/**
 * What the built-in engine chose for an idea, stored with it so that developing the idea
 * tells the same story at more length: the same people, place, time, incident and twist.
 * Phrases are in the plan's language with their agreements settled (template slots, before
 * typography); specs are the grammar tables' NounSpec and PlaceSpec (language-pack.ts).
 */
export interface StoryPlan {
  language: Language;
  /** The lead, the second character and the face of the threat, in that order. */
  cast: [PlannedCharacter, PlannedCharacter, PlannedCharacter];
  /** The lead's age ("in her thirties"). */
  age: string;
  /** What the second character is to the lead ("her estranged brother"). */
  relation: string;
  trait: string;
  wound: string;
  goal: string;
  /** Where it happens, a PlaceSpec. */
  setting: string;
  /** When it happens ("in the winter of 1893"); empty when timeless. */
  era: string;
  /** The object at the heart of the incident, a NounSpec; see `usesObject`. */
  object: string;
  /** Whether the incident involves the object; if not, nothing refers back to it. */
  usesObject: boolean;
  /** Who or what opposes the lead, a NounSpec. */
  threat: string;
  /** What the threat does, in the order the story tells it. */
  threatActions: [string, string, string];
  /** The inciting incident, a verb phrase whose subject is the lead. */
  incident: string;
  secret: string;
  twist: string;
  climax: string;
  stake: string;
  /** Themes, as NounSpecs. */
  themes: string[];
  moods: [string, string];
  /**
   * Digests (recent-memory.ts) of the table entries and templates the idea's text shows,
   * and of its story elements, said or not, so that the writer's next ideas are written
   * from others. Absent from plans written before it existed; a developed idea keeps its
   * parent's.
   */
  used?: string[];
  /**
   * The table entries of the phrases of EntrySlot, before they were filled, so that a
   * redrawn idea keeping its twist tells it again of its new people and setting. Absent from
   * plans written before it existed, whose kept phrases are renamed instead
   * (redraw-plan.ts). Newer plans also keep those of PersonSlot.
   */
  entries?: Partial<Record<EntrySlot | PersonSlot, string>>;
  /** What the idea made of the brief's notes; absent from plans written before it existed. */
  briefReport?: BriefReport;
}
