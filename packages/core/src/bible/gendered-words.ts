import { packForYear } from '../generation/offline/fit-period';
import { LANGUAGE_PACKS } from '../generation/offline/languages/index';
import type { Language } from '../i18n/languages';
import { COMMON_WORDS, fold, type Token } from './text-tokens';

export type WordGender = 'masculine' | 'feminine';

/** A word of a text that says a gender. */
export interface GenderedToken {
  token: Token;
  gender: WordGender;
}

/** What the grammar tables say of words that tell a person's gender. */
export interface GenderedWords {
  /** Trades, ties and traits whose form differs by gender: "horloger", "horlogère". */
  words: ReadonlyMap<string, WordGender>;
  /**
   * The first word of every trade, and the noun after the determiner of every tie, those
   * the same in both genders too ("peintre", "témoin"): a determiner before one tells the
   * gender ("le peintre", "un témoin").
   */
  trades: ReadonlySet<string>;
  /** Determiners that say a gender before a trade: "le", "une", "el", "esta". */
  determiners: ReadonlyMap<string, WordGender>;
  /** Subject pronouns: "il", "she", "ella". */
  pronouns: ReadonlyMap<string, WordGender>;
}

/** `<masculine|feminine>` agreeing with the person the entry describes (no `@` entity). */
const OWN_AGREEMENT = /<([^<>|@]*)\|([^<>|@]*)>/g;
/** An agreement with someone else (`<his|her@P>`): the same word in both readings. */
const OTHER_AGREEMENT = /<([^<>|]*)\|[^<>|]*@\w+>/g;

function reading(entry: string, gender: WordGender): string {
  return entry
    .replace(OTHER_AGREEMENT, '$1')
    .replace(OWN_AGREEMENT, (_m, masculine: string, feminine: string) =>
      gender === 'masculine' ? masculine : feminine,
    )
    .toLocaleLowerCase();
}

const wordsOf = (text: string) => text.split(/[\s'’]+/).filter(Boolean);

const DETERMINERS: Record<Language, Record<WordGender, readonly string[]>> = {
  fr: { masculine: ['le', 'un', 'ce', 'cet'], feminine: ['la', 'une', 'cette'] },
  en: { masculine: [], feminine: [] },
  es: {
    masculine: ['el', 'un', 'este', 'ese', 'aquel'],
    feminine: ['la', 'una', 'esta', 'esa', 'aquella'],
  },
};

const PRONOUNS: Record<Language, Record<WordGender, readonly string[]>> = {
  fr: { masculine: ['il'], feminine: ['elle'] },
  en: { masculine: ['he'], feminine: ['she'] },
  es: { masculine: ['él'], feminine: ['ella'] },
};

const byGender = (table: Record<WordGender, readonly string[]>) =>
  new Map<string, WordGender>([
    ...table.masculine.map((word) => [word, 'masculine'] as const),
    ...table.feminine.map((word) => [word, 'feminine'] as const),
  ]);

/**
 * The built-in engine's trades (the lead's, the villains', every genre's and period's), ties
 * and traits, read in both genders: a word that only one gender's readings hold is recorded
 * with that gender ("horloger", "horlogère"; not "peintre", nor "mago" when "aprendiz de
 * mago" is a woman's trade too), unless it is a common word (an article, a possessive).
 */
function build(language: Language): GenderedWords {
  const { lexicon, families, eras } = packForYear(LANGUAGE_PACKS[language], undefined);
  const trades = [
    ...lexicon.roles,
    ...lexicon.villainRoles,
    ...Object.values(families).flatMap((family) => family.roles),
    ...Object.values(eras).flatMap((era) => era.roles),
  ];
  const read = { masculine: new Set<string>(), feminine: new Set<string>() };
  for (const entry of [...trades, ...lexicon.relations, ...lexicon.traits]) {
    for (const gender of ['masculine', 'feminine'] as const) {
      for (const word of wordsOf(reading(entry, gender))) read[gender].add(word);
    }
  }
  const words = new Map<string, WordGender>();
  for (const gender of ['masculine', 'feminine'] as const) {
    const other = read[gender === 'masculine' ? 'feminine' : 'masculine'];
    for (const word of read[gender]) if (!other.has(word)) words.set(word, gender);
  }
  // Articles and possessives agree with their noun ("son frère", "sa sœur"), not the person.
  for (const word of words.keys()) if (COMMON_WORDS.has(fold(word))) words.delete(word);
  const determiners = byGender(DETERMINERS[language]);
  const readings = (entry: string) =>
    (['masculine', 'feminine'] as const).map((gender) => wordsOf(reading(entry, gender)));
  const heads = [
    ...trades.flatMap((entry) => readings(entry).map((words) => words[0] ?? '')),
    // A tie's own noun, after its first word: "un témoin", "una mercenaria que…".
    ...lexicon.relations.flatMap((entry) =>
      readings(entry).map((words) => (determiners.has(words[0] ?? '') ? (words[1] ?? '') : '')),
    ),
  ];
  return {
    words,
    trades: new Set(heads.filter((word) => word.length > 2)),
    determiners,
    pronouns: byGender(PRONOUNS[language]),
  };
}

const built = new Map<Language, GenderedWords>();

/** The gendered words of a language, built once. */
export function genderedWords(language: Language): GenderedWords {
  let words = built.get(language);
  if (!words) {
    words = build(language);
    built.set(language, words);
  }
  return words;
}
