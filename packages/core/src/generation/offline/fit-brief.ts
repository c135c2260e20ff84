import type { Language } from '../../i18n/languages';
import { foldAccents } from '../../text/fold-accents';
import { STYLES } from '../generation-options';
import type { Audience, IdeaBrief } from '../idea-brief';
import { LANGUAGE_PACKS } from './languages/index';
import {
  BRIEF_MOTIFS,
  BRIEF_REGIONS,
  BRIEF_TRAITS,
  type BriefPatterns,
  type LanguagePack,
} from './languages/language-pack';

const PACKS: readonly LanguagePack[] = Object.values(LANGUAGE_PACKS);

/** What a story for children leaves out, by language (BriefPatterns.adultThemes). */
export const ADULT_THEMES: Readonly<Record<Language, RegExp>> = Object.fromEntries(
  PACKS.map((pack) => [pack.language, pack.brief.adultThemes]),
) as Record<Language, RegExp>;

const plain = (text: string) => foldAccents(text).toLowerCase();

/**
 * The `ids` a writer's text names, in any language (`named`, matched against the folded
 * text): notes asking for a lighthouse in French still find the English tables'.
 */
function namedIn<Id extends string>(
  ids: readonly Id[],
  patterns: (brief: BriefPatterns) => Readonly<Record<Id, { named: RegExp }>>,
  folded: string,
): Id[] {
  return ids.filter((id) => PACKS.some((pack) => patterns(pack.brief)[id].named.test(folded)));
}

/** The motifs named in a text of the writer's, as the tables of `language` write them. */
function motifsNamed(text: string | undefined, language: Language): RegExp[] {
  const named = plain(text ?? '');
  if (!named) return [];
  const { motifs } = LANGUAGE_PACKS[language].brief;
  return namedIn(BRIEF_MOTIFS, (brief) => brief.motifs, named).map((id) => motifs[id].written);
}

/** What the brief rules out of the tables of `language`: its avoided motifs, adult themes. */
export function exclusionsOf(brief: IdeaBrief | undefined, language: Language): RegExp[] {
  const motifs = motifsNamed(brief?.avoid, language);
  return brief?.audience === 'children'
    ? [...motifs, LANGUAGE_PACKS[language].brief.adultThemes]
    : motifs;
}

/**
 * An entry as it reads for a man and for a woman: "magistrad<o|a> corrupt<o|a>" is
 * "magistrado corrupto" and "magistrada corrupta", which is what the patterns recognise.
 */
function agreementForms(entry: string): [string, string] {
  const marker = /<([^|<>]*)\|([^|<>@]*)(?:@\w+)?>/gu;
  return [entry.replace(marker, '$1'), entry.replace(marker, '$2')];
}

/**
 * The lists of a family's or a period's motifs that may be left empty: where one has
 * nothing left, the story draws from the generic lexicon's list instead (compose-idea.ts).
 * Likewise a style's own templates (packWithout), which the shared ones then stand in for.
 */
const MOTIFS_MAY_EMPTY = new Set(['roles', 'objects', 'incidents', 'threats', 'themes', 'moods']);

/**
 * Every list of strings in `value` without the entries `excluded` matches, deep. A list
 * left empty keeps its entries, since a story needs something in every slot, unless its
 * key is one `mayEmpty` allows.
 */
function withoutEntries<T>(
  value: T,
  excluded: (entry: string) => boolean,
  mayEmpty: ReadonlySet<string>,
  key = '',
): T {
  if (Array.isArray(value)) {
    if (!value.every((entry) => typeof entry === 'string')) {
      return value.map((entry) => withoutEntries(entry, excluded, mayEmpty)) as T;
    }
    const kept = value.filter((entry: string) => !excluded(entry));
    return (kept.length > 0 || mayEmpty.has(key) ? kept : value) as T;
  }
  if (value && typeof value === 'object') {
    const fitted: Record<string, unknown> = {};
    for (const [name, entry] of Object.entries(value)) {
      fitted[name] = withoutEntries(entry, excluded, mayEmpty, name);
    }
    // A style's own templates may all go only where shared ones (`any`) stand in for them.
    const shared = fitted.any;
    if (Array.isArray(shared) && shared.length === 0) {
      for (const [name, entry] of Object.entries(value)) {
        fitted[name] = withoutEntries(entry, excluded, new Set(), name);
      }
    }
    return fitted as T;
  }
  return value;
}

/** Fitted packs, built once per pack and set of exclusions. */
const fittedPacks = new WeakMap<LanguagePack, Map<string, LanguagePack>>();

/** The pack without the table and template entries the exclusions match. */
export function packWithout(pack: LanguagePack, exclusions: readonly RegExp[]): LanguagePack {
  if (exclusions.length === 0) return pack;
  const key = exclusions.map(String).join(' ');
  let byKey = fittedPacks.get(pack);
  if (!byKey) {
    byKey = new Map();
    fittedPacks.set(pack, byKey);
  }
  let fitted = byKey.get(key);
  if (!fitted) {
    const excluded = (entry: string) =>
      agreementForms(entry).some((form) => exclusions.some((pattern) => pattern.test(form)));
    fitted = {
      ...pack,
      families: withoutEntries(pack.families, excluded, MOTIFS_MAY_EMPTY),
      eras: withoutEntries(pack.eras, excluded, MOTIFS_MAY_EMPTY),
      lexicon: withoutEntries(pack.lexicon, excluded, new Set()),
      templates: withoutEntries(pack.templates, excluded, new Set(STYLES)),
    };
    byKey.set(key, fitted);
  }
  return fitted;
}

/** Words that say nothing of the story, in every language the notes may be written in. */
const STOP_WORDS = new Set(
  PACKS.flatMap((pack) => pack.brief.stopWords).map((word) => plain(word)),
);

/**
 * A word as the notes and the tables are compared: no accents, no case, no plural s or x,
 * no final e ("phares", "phare" and "CHÂTEAUX", "château" read alike).
 */
const wordKey = (word: string) =>
  plain(word)
    .replace(/(?<=\p{L}{3})[sx]$/u, '')
    .replace(/(?<=\p{L}{3})e$/u, '');

const WORD = /\p{L}{4,}/gu;

/**
 * The words of an entry, as keys. A noun of the tables is read by its noun alone, without
 * its preposition ("dans>") or what qualifies it ("|où l'on creuse les tombes avant que
 * quelqu'un ne meure"): notes that say "quelqu'un" do not ask for a cemetery.
 */
function entryWords(entry: string): string[] {
  const spec = /^(?:\d+[+-]\s+)?(?:[^>|:]*>)?[^\s:>|]*:([^|]*)/u.exec(entry);
  const text = spec ? (spec[1] as string) : entry;
  return [...text.matchAll(WORD)].map((match) => wordKey(match[0]));
}

/** What the built-in engine can follow of a brief's notes, in one language's tables. */
export interface NotesReading {
  /** Whether a table entry names something the notes ask for: a word of theirs, a motif. */
  mentions: (entry: string) => boolean;
  /** A region the notes name, as `language` says the story is there ("in Brittany"). */
  region: string | undefined;
  /** A trait of the lead's the notes give, as a table trait. */
  trait: string | undefined;
}

/**
 * Reads the notes for the tables of `language`: their words of 4 letters or more that are
 * not mere grammar (same language only, since the tables are the idea's language's), the
 * motifs they name (any language), a region and a trait.
 */
export function readNotes(brief: IdeaBrief | undefined, language: Language): NotesReading {
  const notes = brief?.notes ?? '';
  const named = plain(notes);
  const words = new Set(
    [...notes.matchAll(WORD)].map((match) => wordKey(match[0])).filter((w) => !STOP_WORDS.has(w)),
  );
  const motifs = motifsNamed(notes, language);
  const { regions, traits } = LANGUAGE_PACKS[language].brief;
  const [region] = namedIn(BRIEF_REGIONS, (patterns) => patterns.regions, named);
  const [trait] = namedIn(BRIEF_TRAITS, (patterns) => patterns.traits, named);
  return {
    mentions: (entry) =>
      (words.size > 0 && entryWords(entry).some((word) => words.has(word))) ||
      motifs.some((motif) => motif.test(entry)),
    region: region && regions[region].written,
    trait: trait && traits[trait].written,
  };
}

/** The entries of `list` the notes mention, or the whole list when they mention none. */
export function preferMentioned<T extends string>(
  list: readonly T[],
  notes: NotesReading,
): readonly T[] {
  const mentioned = list.filter(notes.mentions);
  return mentioned.length > 0 ? mentioned : list;
}

/**
 * A setting with a region added to its noun, so that every mention says where it is, not
 * the first only ("dans le moulin de l'Aveyron").
 */
export function placeIn(place: string, region: string | undefined): string {
  if (!region) return place;
  const bar = place.indexOf('|');
  if (bar < 0) return `${place} ${region}`;
  return `${place.slice(0, bar)} ${region}${place.slice(bar)}`;
}

/**
 * The lead's ages for an audience: children read about someone of 11 to 13, young adults
 * about 14 to 17, adults about grown-ups (unless a genre for the young asks otherwise).
 */
export function agesFor(
  audience: Audience | undefined,
  ages: { ages: readonly string[]; youngAges: readonly string[] },
  youngGenre: boolean,
): readonly string[] {
  if (audience === 'children') return ages.youngAges.slice(0, 3);
  if (audience === 'young-adults') return ages.youngAges.slice(3);
  return youngGenre ? ages.youngAges : ages.ages;
}
