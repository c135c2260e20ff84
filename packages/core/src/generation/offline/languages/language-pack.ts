import type { EraId, FamilyId } from '../../../genres/catalogue/families';
import type { Language } from '../../../i18n/languages';
import type { BeatRole } from '../../../outline/structures';
import type { Gender, SectionId, Style } from '../../generation-options';
import type { Agreement } from '../fill-template';

/**
 * A noun as the grammar tables write it: `flags:head|rest`. Flags: `m`/`f` gender (French,
 * Spanish), `p` plural, `P` proper name (no article), `D` definite even on first mention,
 * `!` aspirated h (French), `^` feminine taking "el" (Spanish "el agua"), `u` "a" before a
 * vowel letter and `h` "an" before h (English), `a` someone: a person, or a creature acting
 * as one (a threat that is someone becomes a person card of the story bible). `rest` follows
 * the head on first mention only ("une lettre|qui annonce sa mort" -> later "la lettre").
 */
export type NounSpec = string;

/** A place: `preposition>NounSpec`, e.g. `dans>m:phare|désaffecté`. */
export type PlaceSpec = string;

/** A list of templates, with optional lists that only one style uses. */
export type StyledList = { readonly any: readonly string[] } & {
  readonly [S in Style]?: readonly string[];
};

/**
 * The motifs a family of genres brings, in one language. Here and in the Lexicon, an entry
 * may start with a period tag, `1850+ `, when it did not exist before that year:
 * fit-period.ts keeps only the entries that fit a story's period, without their tags.
 */
export interface FamilyMotifs {
  /** What such a story is, as a noun: "m:polar", "n:crime novel". */
  readonly kind: NounSpec;
  /** Professions or positions; `<m|f>` agrees with the person holding it. */
  readonly roles: readonly string[];
  readonly places: readonly PlaceSpec[];
  /** Time phrases ("à l'hiver 1893"); an empty string means timeless. */
  readonly eras: readonly string[];
  readonly objects: readonly NounSpec[];
  /** What happens to the lead: a verb phrase whose subject is the lead (template). */
  readonly incidents: readonly string[];
  /** Who or what opposes the lead: singular, able to act; flagged `a` when someone. */
  readonly threats: readonly NounSpec[];
  /** Themes as nouns; they read with the definite article (or as written, when proper). */
  readonly themes: readonly NounSpec[];
  /** Sensory images of the atmosphere, as noun phrases with their article. */
  readonly moods: readonly string[];
}

/** A historical period: settings and dates that override a family's. */
export interface EraMotifs {
  readonly places: readonly PlaceSpec[];
  readonly eras: readonly string[];
  readonly roles: readonly string[];
  readonly objects: readonly NounSpec[];
  readonly threats: readonly NounSpec[];
}

/** The tables every story draws from whatever its genres, beside the families' motifs. */
export interface Lexicon {
  readonly roles: readonly string[];
  readonly traits: readonly string[];
  readonly wounds: readonly string[];
  readonly goals: readonly string[];
  readonly relations: readonly string[];
  readonly secrets: readonly string[];
  readonly villainRoles: readonly string[];
  readonly threatActions: readonly string[];
  readonly objects: readonly NounSpec[];
  readonly incidents: readonly string[];
  readonly threats: readonly NounSpec[];
  readonly twists: readonly string[];
  readonly stakes: readonly string[];
  readonly climaxes: readonly string[];
  readonly arcs: readonly string[];
  readonly themes: readonly NounSpec[];
  readonly moods: readonly string[];
  readonly ages: readonly string[];
  readonly youngAges: readonly string[];
  readonly quirks: readonly string[];
  readonly images: readonly string[];
  readonly unusualPlaces: readonly PlaceSpec[];
  readonly contemporaryEras: readonly string[];
  /** Abstract nouns for titles, singular ("oath", "memory"). */
  readonly titleNouns: readonly NounSpec[];
  /**
   * Concrete nouns for titles, singular ("storm", "shore"): the only ones that take the
   * image adjectives and the only ones after "of" ("The Oath of the Storm"), since two
   * abstractions together say nothing ("The Pact of the Sleep").
   */
  readonly titleImages: readonly NounSpec[];
  /** Adjectives for any title noun, agreeing with it (`<m|f@N>`): "lost", "broken". */
  readonly titleAdjectives: readonly string[];
  /** Colours, materials and states, for concrete title nouns only: "Red Wrath" means nothing. */
  readonly titleImageAdjectives: readonly string[];
  /** What the lead did, for titles such as "The Day Ana Lied" (past tense). */
  readonly titleVerbs: readonly string[];
}

export interface Templates {
  readonly titles: readonly string[];
  readonly quick: {
    readonly open: StyledList;
    readonly middle: StyledList;
    readonly hook: StyledList;
    readonly angle: StyledList;
  };
  /** Each section is a sequence of sentences; each sentence a list of templates. */
  readonly sections: Readonly<Record<SectionId, readonly StyledList[]>>;
  /** Sentence added to the pitch (detailed) or characters (key-points) on a new angle. */
  readonly angleNote: StyledList;
  /** The `genreNote` slot (pitch): the chosen genres named, for one genre or several. */
  readonly genreNote: { readonly one: StyledList; readonly many: StyledList };
  /** The `genreStyle` slot (recommended style), likewise. */
  readonly genreStyle: { readonly one: StyledList; readonly many: StyledList };
}

/**
 * The built-in outline's texts (docs/PRODUCT.md, Outlines), by what a beat tells of the
 * plan (outline/structures.ts, BeatRole), with the same slots as the idea's templates.
 */
export interface OutlineTemplates {
  /** Sentences telling each role from the plan, one sentence each. */
  readonly beats: Readonly<Record<BeatRole, readonly string[]>>;
  /** What is different after each role, one short sentence. */
  readonly changes: Readonly<Record<BeatRole, readonly string[]>>;
  /**
   * A question to the writer for a role the idea gives nothing to (an idea written by an
   * AI, which has no plan): only `{p}` and the lead's agreements.
   */
  readonly questions: Readonly<Record<BeatRole, readonly string[]>>;
}

/** How one language turns nouns into phrases and finishes its text. */
export interface Grammar {
  /** Slots `${name}` (first mention), `.def`, `.of`, `.to`, `.n`, `.un`, `.poss`. */
  nounSlots(name: string, spec: NounSpec, owner: Agreement): Record<string, string>;
  /** Slots `${name}` (preposition + first mention), `.in`, plus the noun slots. */
  placeSlots(name: string, spec: PlaceSpec, owner: Agreement): Record<string, string>;
  genderOf(spec: NounSpec): Agreement;
  /** "de" + a phrase, contracted as the language wants ("du silence", "del silencio"). */
  of(phrase: string): string;
  /** "a, b and c" in the language (Intl.ListFormat). */
  list(items: readonly string[]): string;
  /** A genre name as it reads inside a sentence. */
  genreInText(name: string): string;
  /**
   * A genre name as a sentence lists it among others ("cruza lo real maravilloso, la saga
   * familiar y la novela negra rural"): with its definite article in French and Spanish,
   * bare in English ("blends magical realism, family saga, and rural noir").
   */
  genreWithArticle(name: string): string;
  /**
   * A trade and a trait of the person who holds it, both agreeing with them ("cartographe
   * royale impulsive"): the `rt` slot. See roleWithTrait for the trades with a complement.
   */
  withTrait(role: string, trait: string): string;
  /** A sentence start as it reads inside another sentence: lowercased, unless a name. */
  inline(text: string): string;
  /** Typography of a finished sentence or paragraph: elision, contractions, spaces. */
  finish(text: string): string;
  /** A finished title in the language's capitalisation. */
  title(text: string): string;
  /**
   * The articles a name from the story bible may start with, each with the NounSpec flags it
   * says the noun takes ("La tour des Vents" is feminine and definite: `fD`), tried in order.
   */
  readonly nameArticles: readonly (readonly [RegExp, string])[];
  /** The preposition of a named place, before a proper name and before a noun. */
  readonly placePrepositions: { readonly proper: string; readonly noun: string };
}

/** Motifs a writer may name in the notes or in "to avoid", whatever the language. */
export const BRIEF_MOTIFS = [
  'prophecy',
  'chosen-one',
  'memory',
  'curse',
  'ghost',
  'dragon',
  'treasure',
  'inheritance',
  'magic',
  'murder',
  'war',
  'lighthouse',
  'island',
  'forest',
  'mountain',
  'desert',
  'library',
  'circus',
  'train',
  'school',
  'castle',
  'ship',
  'sea',
] as const;
export type BriefMotif = (typeof BRIEF_MOTIFS)[number];

/** Regions the notes may name, by their name or their people's adjective, in order. */
export const BRIEF_REGIONS = [
  'brittany',
  'normandy',
  'provence',
  'corsica',
  'scotland',
  'ireland',
  'iceland',
  'norway',
  'venice',
  'sicily',
  'andalusia',
  'galicia',
  'patagonia',
  'siberia',
  'sahara',
  'japan',
  'quebec',
  'louisiana',
  'alaska',
  'texas',
  'mexico',
] as const;
export type BriefRegion = (typeof BRIEF_REGIONS)[number];

/** Traits the notes may give the lead ("a deaf keeper"), in order. */
export const BRIEF_TRAITS = [
  'deaf',
  'blind',
  'mute',
  'left-handed',
  'widowed',
  'orphaned',
] as const;
export type BriefTrait = (typeof BRIEF_TRAITS)[number];

/**
 * What the engine reads in a writer's brief, for one language: how a writer names things
 * in it (`named`, matched against the notes without accents and in lower case; the notes
 * are read with every language's patterns, since a writer may write them in any) and how
 * this language's tables and text write them (`written`). No pattern mixes languages.
 */
export interface BriefPatterns {
  /**
   * What a story for children leaves out, as the tables write it: death, killing, blood,
   * bodies, poison, torture, drugs, sex and war crimes. Word starts keep the pattern off
   * innocent words ("suspendues", "changed", "ejecutivo").
   */
  readonly adultThemes: RegExp;
  readonly motifs: Readonly<Record<BriefMotif, { named: RegExp; written: RegExp }>>;
  /**
   * `written`: where the story is, as the language says it ("en Bretagne"); the tables name
   * no region, so one the notes name is added to the setting.
   */
  readonly regions: Readonly<Record<BriefRegion, { named: RegExp; written: string }>>;
  /** `written`: the trait as the tables write one, agreeing with the lead (`<m|f>`). */
  readonly traits: Readonly<Record<BriefTrait, { named: RegExp; written: string }>>;
  /**
   * Words that name a person as a woman or a man: pronouns and the nouns of family, rank
   * and age. Written without accents, as they are matched, unless the accent tells the
   * word from another ("él", the pronoun, is not "el", the article): such a word is
   * matched as written.
   */
  readonly personWords: Readonly<Record<Gender, readonly string[]>>;
  /** Words that say nothing of the story ("with", "dans", "sobre"). */
  readonly stopWords: readonly string[];
  /** The words the notes are read with (read-brief/read-brief.ts), in this language only. */
  readonly vocabulary: BriefVocabulary;
}

/**
 * A person's word of the notes (a trade, a tie), in the forms a writer types for a man and
 * for a woman, synonyms after the first, each matched by its stem; `entry` is how the
 * tables write it, agreeing with the person (`<m|f>`).
 */
export interface PersonWord {
  readonly masculine: readonly string[];
  readonly feminine: readonly string[];
  readonly entry: string;
}

/** What a person is to the lead ("sa petite-fille"). */
export interface TieWord extends PersonWord {
  /** The lead's ages in years that the tie implies: a grandchild's grandparent is old. */
  readonly leadYears?: readonly [number, number];
}

/** A noun of the notes, in the forms a writer types, and as the tables write it. */
export interface NoteNoun<Spec extends string = NounSpec> {
  readonly forms: readonly string[];
  readonly spec: Spec;
}

/** A period the notes may name ("sous l'Occupation", "during the Blitz"). */
export interface NamedEra {
  /** Matched against the notes in lower case without accents. */
  readonly named: RegExp;
  /** The story's year, for what the tables may hold then. */
  readonly year: number;
  /** When the story is, as the text says it ("sous l'Occupation"). */
  readonly written: string;
}

/**
 * The words one language's notes are read with. Lists are lower case with their accents;
 * the reader folds case and accents and compares stems (snowball-stemmers), so a plural
 * or a missing accent still reads.
 */
export interface BriefVocabulary {
  /** Words before a place's name that say the story is there ("à", "dans", "près de"). */
  readonly locatives: readonly string[];
  /** Where the story is, for a place the notes name without a locative. */
  placePhrase(name: string, kind: 'city' | 'region' | 'country'): string;
  /** Where the story is, as it reads after a place of the tables ("une petite ville de l'Aveyron"). */
  placeWithin(written: string): string;
  /** Trades and positions, both genders. */
  readonly trades: readonly PersonWord[];
  /** What a person is to the lead; `entry` as the lexicon's relations write it. */
  readonly ties: readonly TieWord[];
  /** Words that make the lead old, or young, with the ages they give. */
  readonly ageWords: readonly { words: readonly string[]; years: readonly [number, number] }[];
  /** An age in years in the notes, its number the first group ("80 ans", "de 80 ans"). */
  readonly agePattern: RegExp;
  /** An age as the text writes it ("80 ans"). */
  age(years: number): string;
  /** Words before a name the writer gives ("nommée", "called", "llamada"). */
  readonly nameCues: readonly string[];
  /** Animals and beings that can act, for the threat. */
  readonly creatures: readonly NoteNoun[];
  /** Things a story can turn on, for the object: things a person can find, hold or hide. */
  readonly things: readonly NoteNoun[];
  /** Landscapes, for the setting. */
  readonly landscapes: readonly NoteNoun<PlaceSpec>[];
  readonly eras: readonly NamedEra[];
  /** A decade in the notes, its number the first group ("années 1920", "années 20"). */
  readonly decadePattern: RegExp;
  /** A decade (1920) as the text says when the story is ("dans les années 1920"). */
  decade(decade: number): string;
  /** A year as the text says when the story is ("en 1793"). */
  year(year: number): string;
  /** Words that set the story now ("aujourd'hui"), and how the text says it. */
  readonly present: { readonly words: readonly string[]; readonly written: string };
  /** Tones a writer asks for ("mélancolique"), as the moods of the text say them. */
  readonly tones: readonly { readonly words: readonly string[]; readonly mood: string }[];
}

/**
 * Everything the built-in engine knows of one language; the shared code reads a language
 * only through its pack (LANGUAGE_PACKS). language-packs.test.ts checks what each must hold.
 */
export interface LanguagePack {
  readonly language: Language;
  readonly grammar: Grammar;
  /** A table of motifs for every family of genres. */
  readonly families: Readonly<Record<FamilyId, FamilyMotifs>>;
  /** Settings and dates for every historical period. */
  readonly eras: Readonly<Record<EraId, EraMotifs>>;
  readonly lexicon: Lexicon;
  readonly templates: Templates;
  readonly outline: OutlineTemplates;
  /** The headings of a developed idea's sections, as every engine writes them. */
  readonly sectionHeadings: Readonly<Record<SectionId, string>>;
  readonly brief: BriefPatterns;
}
