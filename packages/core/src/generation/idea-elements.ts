import { z } from 'zod/mini';

/**
 * The story elements of a saved idea (docs/PRODUCT.md, Story elements): what a writer may
 * keep when the idea is redrawn, and what its people, place and plot are called. Short
 * phrases in the idea's language; null (or an empty cast) where the idea has none.
 */
export const ELEMENT_NAMES = [
  'title',
  'lead',
  'cast',
  'setting',
  'conflict',
  'twist',
  'ending',
] as const;

export type ElementName = (typeof ELEMENT_NAMES)[number];

/** The elements written as one phrase each. */
export const PHRASE_ELEMENTS = ['setting', 'conflict', 'twist', 'ending'] as const;

export type PhraseElement = (typeof PHRASE_ELEMENTS)[number];

/** A character of the idea: the full name as the text gives it, and what they are. */
export const storyPersonSchema = z.lazy(() =>
  z.object({
    name: z.string(),
    /** Profession or position ("avocate marron"); null when the idea does not say. */
    role: z.nullable(z.string()),
    /** What the character's agreements follow; null when unknown. */
    gender: z.nullable(z.enum(['feminine', 'masculine'])),
  }),
);

export type StoryPerson = z.infer<typeof storyPersonSchema>;

/**
 * Where the elements were read from: the built-in engine's plan, the block an AI adds after
 * the idea (elements-block.ts), or the idea's text alone (the title and full names).
 */
export const ELEMENT_SOURCES = ['plan', 'answer', 'text'] as const;

export const ideaElementsSchema = z.lazy(() =>
  z.object({
    source: z.enum(ELEMENT_SOURCES),
    /** The idea's first line. */
    title: z.nullable(z.string()),
    lead: z.nullable(storyPersonSchema),
    /** The other named characters, in the order the idea introduces them. */
    cast: z.array(storyPersonSchema),
    /** Where and when the story happens. */
    setting: z.nullable(z.string()),
    /** What sets the lead going and what stands in the way. */
    conflict: z.nullable(z.string()),
    twist: z.nullable(z.string()),
    /** How it ends: the climax. */
    ending: z.nullable(z.string()),
  }),
);

export type IdeaElements = z.infer<typeof ideaElementsSchema>;

export function isElementName(value: unknown): value is ElementName {
  return (ELEMENT_NAMES as readonly unknown[]).includes(value);
}

/** Whether the idea has this element: a title, a lead, someone in the cast, a phrase. */
export function hasElement(elements: IdeaElements, name: ElementName): boolean {
  if (name === 'cast') return elements.cast.length > 0;
  const value = elements[name];
  return typeof value === 'string' ? value.trim() !== '' : value !== null;
}

/** The elements an idea has, in the order of ELEMENT_NAMES. */
export function presentElements(elements: IdeaElements): ElementName[] {
  return ELEMENT_NAMES.filter((name) => hasElement(elements, name));
}

/** Every person of the elements, the lead first. */
export function peopleOf(elements: IdeaElements): StoryPerson[] {
  return [...(elements.lead ? [elements.lead] : []), ...elements.cast];
}
