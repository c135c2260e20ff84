import type { Language } from '../../i18n/languages';
import { LANGUAGE_PACKS } from './languages/index';
import type { NounSpec } from './languages/language-pack';
import { parseNoun } from './noun-spec';

/** A table entry without its period tag (fit-period.ts), as a plan holds it. */
const untagged = (entry: string) => entry.replace(/^-?\d{1,5}\+ /u, '');

/** A spec without its flags: `head|rest`, which two specs of one noun share. */
const textOf = (spec: NounSpec) => spec.slice(spec.indexOf(':') + 1);

const someoneByLanguage = new Map<Language, ReadonlySet<string>>();

/** The threats and creatures of a language's tables that are someone, as `head|rest`. */
function someoneInTables(language: Language): ReadonlySet<string> {
  let known = someoneByLanguage.get(language);
  if (!known) {
    const pack = LANGUAGE_PACKS[language];
    const specs = [
      ...pack.lexicon.threats,
      ...Object.values(pack.families).flatMap((family) => family.threats),
      ...Object.values(pack.eras).flatMap((era) => era.threats),
      ...pack.brief.vocabulary.creatures.map((creature) => creature.spec),
    ].map(untagged);
    known = new Set(specs.filter((spec) => parseNoun(spec).someone).map(textOf));
    someoneByLanguage.set(language, known);
  }
  return known;
}

/**
 * Whether a plan's threat is someone (a landlord, a smooth-talking wolf, a ghost) rather
 * than a thing or a group: its spec says so (flag `a`), or, in a plan written before the
 * tables said it, the tables' own entry for the same noun does.
 */
export function isSomeone(spec: NounSpec, language: Language): boolean {
  return parseNoun(spec).someone || someoneInTables(language).has(textOf(spec));
}
