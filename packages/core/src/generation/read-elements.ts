import { storableText } from '../text/boundary-text';
import { fullNamesIn } from './develop-idea';
import type { NameChoices } from './generation-options';
import {
  type IdeaElements,
  PHRASE_ELEMENTS,
  type PhraseElement,
  type StoryPerson,
} from './idea-elements';
import { extractTitle } from './idea-title';
import { ALL_NAMES, genderOfFirstName } from './name-pools';
import { planElements } from './offline/plan-elements';
import type { StoryPlan } from './offline/story-plan';

/** The longest phrase kept from an answer's block: a phrase, not a paragraph. */
export const MAX_ELEMENT_PHRASE = 240;

/** The longest name or role kept from an answer's block. */
const MAX_ELEMENT_WORDS = 80;

/** The most characters an idea's elements list besides its lead. */
export const MAX_CAST = 6;

/** Compared without case, spacing or apostrophe differences. */
const loose = (text: string) =>
  text.normalize('NFC').replace(/’/gu, "'").replace(/\s+/gu, ' ').trim().toLocaleLowerCase();

/** A character named in full, with what the pools say of their first name's gender. */
function personNamed(name: string, role: string | null = null): StoryPerson {
  const first = name.split(' ')[0] ?? '';
  return { name, role, gender: genderOfFirstName(first) ?? null };
}

/**
 * What the idea's text alone tells (source `text`): its title, and its characters by the
 * full names of the pools it gives them, the first one named as the lead. Ideas an AI
 * wrote without a usable block, and ideas saved before elements existed, get these.
 */
export function elementsInText(idea: string, pool: NameChoices = ALL_NAMES): IdeaElements {
  const [lead, ...cast] = fullNamesIn(idea, pool).map((name) => personNamed(name));
  return {
    source: 'text',
    title: extractTitle(idea),
    lead: lead ?? null,
    cast: cast.slice(0, MAX_CAST),
    setting: null,
    conflict: null,
    twist: null,
    ending: null,
  };
}

/** A text of the block as stored: one line, storable, within `max`; null otherwise. */
function phrase(value: unknown, max: number): string | null {
  if (typeof value !== 'string') return null;
  const text = storableText(value).replace(/\s+/gu, ' ').trim();
  return text !== '' && text.length <= max ? text : null;
}

/** A character of the block, kept only when the idea's text names them as the block does. */
function personOf(value: unknown, text: string): StoryPerson | null {
  if (typeof value !== 'object' || value === null) return null;
  const { name, role } = value as Record<string, unknown>;
  const written = phrase(name, MAX_ELEMENT_WORDS);
  if (written === null || !text.includes(loose(written))) return null;
  return personNamed(written, phrase(role, MAX_ELEMENT_WORDS));
}

/**
 * An AI's idea's elements: what its block says (source `answer`), checked against the
 * idea, else what the text tells (elementsInText). The title is always the idea's first
 * line; a character counts only if the idea names them as the block does; phrases are
 * single lines of at most MAX_ELEMENT_PHRASE characters. A block that is missing, is not an
 * object, or names nobody the idea does, is not used.
 */
export function elementsOfAnswer(idea: string, block: unknown): IdeaElements {
  const fromText = elementsInText(idea);
  if (typeof block !== 'object' || block === null || Array.isArray(block)) return fromText;
  const fields = block as Record<string, unknown>;
  const text = loose(idea);
  const listed = Array.isArray(fields.cast) ? fields.cast : [];
  const people = [fields.lead, ...listed]
    .map((value) => personOf(value, text))
    .filter((person) => person !== null);
  const phrases = Object.fromEntries(
    PHRASE_ELEMENTS.map((name) => [name, phrase(fields[name], MAX_ELEMENT_PHRASE)]),
  ) as Record<PhraseElement, string | null>;
  if (people.length === 0 && Object.values(phrases).every((value) => value === null)) {
    return fromText;
  }
  const lead = personOf(fields.lead, text) ?? fromText.lead;
  const cast = people.filter((person) => loose(person.name) !== loose(lead?.name ?? ''));
  return {
    source: 'answer',
    title: fromText.title,
    lead,
    cast: uniqueByName(cast).slice(0, MAX_CAST),
    ...phrases,
  };
}

function uniqueByName(people: readonly StoryPerson[]): StoryPerson[] {
  const seen = new Set<string>();
  return people.filter((person) => {
    const key = loose(person.name);
    if (seen.has(key)) return false;
    seen.add(key);
    return true;
  });
}

/**
 * A saved idea's elements, from what is known of it: the built-in engine's plan, else the
 * block its AI wrote after it, else its text. A plan that cannot be read (stored by a
 * version whose plans held other fields) gives way to the text.
 */
export function ideaElementsOf(
  idea: string,
  from: { plan?: StoryPlan | null | undefined; block?: unknown },
): IdeaElements {
  if (from.plan) {
    try {
      return planElements(from.plan, extractTitle(idea));
    } catch {
      return elementsInText(idea);
    }
  }
  return elementsOfAnswer(idea, from.block);
}
