import type { Agreement } from './fill-template';
import type { NounSpec, PlaceSpec } from './languages/language-pack';

export interface Noun {
  head: string;
  rest: string;
  gender: Agreement;
  plural: boolean;
  proper: boolean;
  definite: boolean;
  /** A person, or a creature acting as one (flag `a`), rather than a thing or a group. */
  someone: boolean;
  flags: string;
}

/**
 * A trade and a trait after it, in French and Spanish. A trade whose complement names
 * something else ("fille du meunier", "segunda de a bordo de un ballenero") takes a short
 * trait between its noun and that complement ("fille superstitieuse du meunier"): after
 * the complement, the adjective would read as the other noun's ("un ballenero
 * supersticiosa"). A longer trait (a clause, a complement) follows after a comma. A
 * compound trade ("joueuse de cartes", "médica de a bordo") keeps its trait after it.
 */
export function roleWithTrait(
  role: string,
  trait: string,
  complement: RegExp,
  phrase: RegExp,
): string {
  const at = complement.exec(role)?.index;
  if (at === undefined || at === 0) return `${role} ${trait}`;
  if (phrase.test(trait) || trait.trim().split(/\s+/).length > 2) return `${role}, ${trait}`;
  return `${role.slice(0, at)} ${trait}${role.slice(at)}`;
}

/** Reads `flags:head|rest` (see NounSpec). */
export function parseNoun(spec: NounSpec): Noun {
  const colon = spec.indexOf(':');
  if (colon < 0) throw new Error(`noun without flags: ${spec}`);
  const flags = spec.slice(0, colon);
  const [head = '', rest = ''] = spec.slice(colon + 1).split('|');
  return {
    head,
    rest,
    gender: flags.includes('f') ? 'f' : 'm',
    plural: flags.includes('p'),
    proper: flags.includes('P'),
    definite: flags.includes('D'),
    someone: flags.includes('a'),
    flags,
  };
}

/** Reads `preposition>NounSpec`. */
export function parsePlace(spec: PlaceSpec): { preposition: string; noun: Noun; nounSpec: string } {
  const arrow = spec.indexOf('>');
  if (arrow < 0) throw new Error(`place without preposition: ${spec}`);
  const nounSpec = spec.slice(arrow + 1);
  return { preposition: spec.slice(0, arrow), noun: parseNoun(nounSpec), nounSpec };
}

export function withRest(phrase: string, noun: Noun): string {
  return noun.rest ? `${phrase} ${noun.rest}` : phrase;
}

export function capitalize(text: string): string {
  const index = text.search(/\p{L}/u);
  if (index < 0) return text;
  return text.slice(0, index) + (text[index] as string).toUpperCase() + text.slice(index + 1);
}

/** Uppercase letter after each sentence end, and at the start. */
export function capitalizeSentences(text: string): string {
  return capitalize(text).replace(
    /([.!?…]["»”]?\s+[«“¿¡"]?\s?)(\p{Ll})/gu,
    (_m, lead: string, letter: string) => lead + letter.toUpperCase(),
  );
}

/** Collapses doubled spaces and fixes spaces before punctuation left by empty slots. */
export function tidySpaces(text: string): string {
  return text
    .replace(/[ \t]+/g, ' ')
    .replace(/ ([,.])/g, '$1')
    .replace(/,\s*,/g, ',')
    .replace(/\.\s*\./g, '.')
    .trim();
}

/**
 * A language's genre names by their first words, lower case ("cosy mystery", "roman"): the
 * NounSpec flags of the noun they open with, '' for a name said without an article.
 */
export type GenreNouns = Readonly<Record<string, string>>;

/**
 * The flags a table of genre nouns gives a genre's name: those of the longest run of its
 * first words the table holds ("cosy mystery" before "cosy"), the run ending at a space or
 * a hyphen ("roman" for "Roman-confession"); undefined when it holds none.
 */
export function genreNounFlags(name: string, nouns: GenreNouns): string | undefined {
  const lower = name.toLocaleLowerCase();
  let found: string | undefined;
  for (const key of Object.keys(nouns)) {
    const whole =
      lower === key || (lower.startsWith(key) && /[\s-]/u.test(lower[key.length] ?? ''));
    if (whole && (found === undefined || key.length > found.length)) found = key;
  }
  return found === undefined ? undefined : nouns[found];
}
