import type { Language } from '../i18n/languages';
import type { KeptMaterial } from './develop-idea';
import {
  ELEMENT_NAMES,
  type ElementName,
  type IdeaElements,
  isElementName,
  PHRASE_ELEMENTS,
  presentElements,
  type StoryPerson,
} from './idea-elements';
import { conjunctions } from './offline/languages/es/conjunctions';
import { startsWithVowelSound } from './offline/languages/fr/vowel-sound';
import type { StoryPlan } from './offline/story-plan';

/**
 * Redrawing an idea (docs/PRODUCT.md, Redraw): a new idea of the same mode, genres and
 * brief that keeps the elements the writer names and draws every other one anew.
 */
export interface RedrawMaterial {
  /** The idea redrawn: its text, its elements and, when the built-in engine wrote it, its plan. */
  idea: string;
  elements: IdeaElements;
  plan?: StoryPlan | undefined;
  /** The elements to keep exactly; the others are replaced. */
  keep: readonly ElementName[];
}

export type KeepFault = 'unknownElement' | 'nothingToRedraw';

/**
 * The elements a redraw keeps, checked: each a name of ELEMENT_NAMES (once, in that order),
 * and at least one element the idea has left to redraw. Keeping an element the idea lacks
 * is allowed and keeps nothing.
 */
export function readKeep(
  keep: readonly string[],
  elements: IdeaElements,
): { keep: ElementName[] } | { fault: KeepFault } {
  if (!keep.every(isElementName)) return { fault: 'unknownElement' };
  const kept = ELEMENT_NAMES.filter((name) => keep.includes(name));
  const present = presentElements(elements);
  if (present.every((name) => kept.includes(name))) return { fault: 'nothingToRedraw' };
  return { keep: kept.filter((name) => present.includes(name)) };
}

/** The people of the parent a redraw keeps, and those it replaces. */
function peopleByFate(redraw: RedrawMaterial): { kept: StoryPerson[]; replaced: StoryPerson[] } {
  const { lead, cast } = redraw.elements;
  const leads = lead ? [lead] : [];
  const keepsLead = redraw.keep.includes('lead');
  const keepsCast = redraw.keep.includes('cast');
  return {
    kept: [...(keepsLead ? leads : []), ...(keepsCast ? cast : [])],
    replaced: [...(keepsLead ? [] : leads), ...(keepsCast ? [] : cast)],
  };
}

/** Compared without case, spacing or apostrophe differences. */
const loose = (text: string) =>
  text.normalize('NFC').replace(/’/gu, "'").replace(/\s+/gu, ' ').toLocaleLowerCase();

/**
 * What a redrawn idea is checked against (checkIdea): the kept title on its first line and
 * the full name of every kept character the idea names; none of the replaced characters'
 * full names (but one the kept title holds), and another title when the title is replaced.
 */
export function redrawCheckOf(redraw: RedrawMaterial): KeptMaterial {
  const { kept, replaced } = peopleByFate(redraw);
  const title = redraw.elements.title ?? '';
  const keepsTitle = redraw.keep.includes('title');
  // A built-in quick idea may leave a character of its plan unnamed: only those its text
  // names are asked for by name.
  const idea = loose(redraw.idea);
  // A kept title that names a replaced character keeps that name with it.
  const keptTitle = keepsTitle ? loose(title) : '';
  return {
    title: keepsTitle ? title : '',
    names: kept.map((person) => person.name).filter((name) => idea.includes(loose(name))),
    replaced: {
      title: keepsTitle ? '' : title,
      names: replaced
        .map((person) => person.name)
        .filter((name) => !keptTitle.includes(loose(name))),
    },
  };
}

const escaped = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/gu, '\\$&');

const firstNameOf = (name: string) => name.split(' ')[0] ?? '';

/** A French word that elides before a vowel: "qu'Inès", "que Paul"; "d'Inès", "de Paul". */
const FRENCH_ELISION = /^(?:[Qq]u|[Dd]|[Jj]usqu|[Ll]orsqu|[Pp]uisqu)$/u;

/**
 * A kept phrase that names replaced characters, naming instead those who took their places:
 * `renames` pairs full names (the old, then the new). Each full name is replaced, and each
 * first name alone, as whole words and in one pass, so that a new name that was another's
 * old one is not replaced again. In French, "qu'"/"que", "d'"/"de" and their kin before a
 * name follow the new name's first sound; in Spanish, so do "y"/"e" and "o"/"u".
 */
export function renamed(
  phrase: string,
  renames: readonly (readonly [string, string])[],
  language: Language,
): string {
  const names = new Map<string, string>();
  for (const [from, to] of renames) names.set(from, to);
  for (const [from, to] of renames) {
    const [first, next] = [firstNameOf(from), firstNameOf(to)];
    if (first !== '' && first !== next && !names.has(first)) names.set(first, next);
  }
  if (names.size === 0) return phrase;
  const alternatives = [...names.keys()].sort((a, b) => b.length - a.length).map(escaped);
  const before = language === 'fr' ? `(?:(\\p{L}+)(['’])|(\\p{L}+) )?` : '()()()';
  const word = new RegExp(
    `(?<![\\p{L}\\p{M}\\p{N}])${before}(${alternatives.join('|')})(?![\\p{L}\\p{M}\\p{N}])`,
    'gu',
  );
  const result = phrase.replace(
    word,
    (match, elided?: string, mark?: string, whole?: string, from = '') => {
      const to = names.get(from) ?? from;
      const vowel = startsWithVowelSound(to);
      if (elided && FRENCH_ELISION.test(elided)) {
        return vowel ? `${elided}${mark}${to}` : `${elided}e ${to}`;
      }
      if (whole?.endsWith('e') && FRENCH_ELISION.test(whole.slice(0, -1))) {
        return vowel ? `${whole.slice(0, -1)}’${to}` : `${whole} ${to}`;
      }
      return match.slice(0, match.length - from.length) + to;
    },
  );
  return language === 'es' ? conjunctions(result) : result;
}

/**
 * The elements of an AI's redrawn idea: the kept ones exactly as the parent's, the others
 * as the new idea's (`drawn`). A kept phrase that names a replaced character names the one
 * who took their place, matched by position (the lead by the lead, the cast in order).
 */
export function withKeptElements(
  drawn: IdeaElements,
  redraw: RedrawMaterial,
  language: Language,
): IdeaElements {
  const parent = redraw.elements;
  const keeps = (name: ElementName) => redraw.keep.includes(name);
  const pairs: [string, string][] = [];
  if (!keeps('lead') && parent.lead && drawn.lead) pairs.push([parent.lead.name, drawn.lead.name]);
  if (!keeps('cast')) {
    parent.cast.forEach((person, index) => {
      const replacement = drawn.cast[index];
      if (replacement) pairs.push([person.name, replacement.name]);
    });
  }
  const phrases = Object.fromEntries(
    PHRASE_ELEMENTS.map((name) => {
      const phrase = parent[name];
      return [
        name,
        keeps(name) && phrase !== null ? renamed(phrase, pairs, language) : drawn[name],
      ];
    }),
  );
  return {
    ...drawn,
    ...phrases,
    title: keeps('title') ? parent.title : drawn.title,
    lead: keeps('lead') ? parent.lead : drawn.lead,
    cast: keeps('cast') ? parent.cast : drawn.cast,
  };
}
