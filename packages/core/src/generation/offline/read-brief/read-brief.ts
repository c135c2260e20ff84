/// <reference path="./snowball-stemmers.d.ts" />
import snowball from 'snowball-stemmers';
import type { Language } from '../../../i18n/languages';
import { foldAccents } from '../../../text/fold-accents';
import type { BriefItemRole, BriefReport } from '../../brief-report';
import type { Gender } from '../../generation-options';
import { genderOfFirstName } from '../../name-pools';
import { LANGUAGE_PACKS } from '../languages/index';
import type {
  BriefVocabulary,
  LanguagePack,
  NoteNoun,
  NounSpec,
  PersonWord,
  PlaceSpec,
  TieWord,
} from '../languages/language-pack';
import { genderedForms } from '../lead-gender-in-notes';
import { type KnownPlace, knownPlace, type PlaceKind } from './gazetteer';

/**
 * What the built-in engine read in a writer's notes, each item with the writer's own
 * phrase (`text`): where the story is, who the lead is, who is beside them, the beings and
 * things it may turn on, when it is and its tone. Items are read in the idea's language.
 */
export interface BriefReading {
  /**
   * A named place, and how the text puts the story there ("dans l'Aveyron"), as a PlaceSpec
   * whose noun is the name as the writer gives it, with its article ("dans>P:l'Aveyron").
   * `codes` say where it lies (ISO 3166), when the gazetteers know it.
   */
  place?: { text: string; written: string; spec: PlaceSpec; codes: readonly string[] };
  landscape?: { text: string; spec: PlaceSpec };
  lead: {
    trade?: { text: string; word: PersonWord };
    age?: { text: string; written: string };
    name?: { text: string; gender: Gender | undefined };
    gender?: Gender;
  };
  /** A second person the notes give by their trade alone ("et une photographe"). */
  second?: { text: string; trade: PersonWord; gender?: Gender };
  /** A person of the lead's family or circle, with their trade when the notes give one. */
  tie?: { text: string; word: TieWord; gender: Gender; trade?: PersonWord };
  /** A being that can act, for the threat. */
  creature?: { text: string; spec: NounSpec };
  /** A thing the story can turn on, for the object. */
  thing?: { text: string; spec: NounSpec };
  era?: { text: string; written: string; year: number | undefined };
  tone?: { text: string; mood: string };
  /**
   * Every item read, in the order of the notes, with what it is for and what an idea says
   * when it carries it: a phrase of each group (a trade in either gender, an era as the
   * writer or the text puts it).
   */
  items: BriefItem[];
  /** The notes' phrases in which nothing was read. */
  unread: string[];
}

const STEMMERS: Record<Language, string> = { fr: 'french', en: 'english', es: 'spanish' };

const stemmers = new Map<Language, { stem(word: string): string }>();

function stemmerOf(language: Language) {
  let stemmer = stemmers.get(language);
  if (!stemmer) {
    stemmer = snowball.newStemmer(STEMMERS[language]);
    stemmers.set(language, stemmer);
  }
  return stemmer;
}

/** A word of the notes: as typed, where it starts and ends, and folded for comparing. */
interface Token {
  text: string;
  start: number;
  end: number;
  folded: string;
  stem: string;
  capitalised: boolean;
  /** The first word of its sentence, whose capital says nothing. */
  opensSentence: boolean;
}

const fold = (text: string) => foldAccents(text).toLowerCase().replace(/’/gu, "'");

export interface BriefItem {
  text: string;
  as: BriefItemRole;
  says: readonly (readonly string[])[];
}

/**
 * The words of a text (Intl.Segmenter's word-like segments), each elided article split off
 * at its apostrophe ("l'Aveyron" is "l'" and "Aveyron").
 */
function tokensOf(text: string, language: Language): Token[] {
  const stemmer = stemmerOf(language);
  const sentenceStarts = new Set(
    [...new Intl.Segmenter(language, { granularity: 'sentence' }).segment(text)].map(
      (segment) => segment.index,
    ),
  );
  const tokens: Token[] = [];
  let sentenceOpen = true;
  for (const segment of new Intl.Segmenter(language, { granularity: 'word' }).segment(text)) {
    if (sentenceStarts.has(segment.index)) sentenceOpen = true;
    if (!segment.isWordLike) continue;
    const apostrophe = /^(\p{L}{1,2}['’])(?=\p{L})/u.exec(segment.segment);
    const parts = apostrophe
      ? [
          [apostrophe[1] as string, segment.index],
          [segment.segment.slice(apostrophe[0].length), segment.index + apostrophe[0].length],
        ]
      : [[segment.segment, segment.index]];
    for (const [word, start] of parts as [string, number][]) {
      const folded = fold(word);
      tokens.push({
        text: word,
        start,
        end: start + word.length,
        folded,
        stem: stemmer.stem(folded),
        capitalised: /^\p{Lu}/u.test(word),
        opensSentence: sentenceOpen,
      });
      sentenceOpen = false;
    }
  }
  return tokens;
}

/** A form of the vocabulary as a sequence of stems, with its folded words. */
interface Form<T> {
  words: string[];
  stems: string[];
  value: T;
}

function formsOf<T>(
  language: Language,
  entries: readonly { forms: readonly string[]; value: T }[],
): Form<T>[] {
  const stemmer = stemmerOf(language);
  return entries
    .flatMap(({ forms, value }) =>
      forms.map((form) => {
        const words = fold(form)
          .split(/[\s'-]+/u)
          .filter(Boolean);
        return { words, stems: words.map((word) => stemmer.stem(word)), value };
      }),
    )
    .sort((a, b) => b.words.length - a.words.length);
}

/**
 * Whether a token is a form's word: the same stem, and the token no shorter than the word
 * without its ending, so that a stem shared by two words ("journal", "journaliste") does
 * not make one the other.
 */
function sameWord(token: Token, word: string, stem: string): boolean {
  if (token.folded === word) return true;
  if (token.stem !== stem) return false;
  const head = word.slice(0, Math.max(stem.length, word.length - 2));
  return token.folded.startsWith(head);
}

/** The longest form found at each place in the tokens, in their order, none overlapping. */
function findForms<T>(
  tokens: readonly Token[],
  forms: readonly Form<T>[],
  /** Words another list has as they are written, which this one may not take by stem. */
  written: ReadonlySet<string> = new Set(),
) {
  const found: { from: number; to: number; value: T; form: Form<T> }[] = [];
  const at = (index: number, candidate: Form<T>, exact: boolean) =>
    candidate.words.every((word, offset) => {
      const token = tokens[index + offset];
      if (token === undefined) return false;
      if (exact) return token.folded === word;
      return !written.has(token.folded) && sameWord(token, word, candidate.stems[offset] as string);
    });
  for (let index = 0; index < tokens.length; index++) {
    // A form as written before one of the same stem: "curandera" is not "curandero".
    const form =
      forms.find((candidate) => at(index, candidate, true)) ??
      forms.find((candidate) => at(index, candidate, false));
    if (form) {
      found.push({ from: index, to: index + form.words.length - 1, value: form.value, form });
      index += form.words.length - 1;
    }
  }
  return found;
}

/** The words of the vocabulary of one language, as forms to find; built once. */
interface Lexis {
  vocabulary: BriefVocabulary;
  trades: Form<{ word: PersonWord; gender: Gender | undefined }>[];
  ties: Form<{ word: TieWord; gender: Gender }>[];
  creatures: Form<NounSpec>[];
  things: Form<NounSpec>[];
  landscapes: Form<PlaceSpec>[];
  ages: Form<readonly [number, number]>[];
  tones: Form<string>[];
  locatives: string[][];
  nameCues: string[][];
  present: Form<string>[];
  possessives: Set<string>;
  /** Words that name a person as a woman or a man ("femme", "fille"), folded. */
  personWords: Set<string>;
  /** The one-word forms of the nouns and ties, which trades do not take by their stems. */
  written: Set<string>;
  /** Grammar words, which no place or name is. */
  stopWords: Set<string>;
}

/** Determiners that make a family word a tie of the lead's ("sa fille", not "une fille"). */
const POSSESSIVES: Record<Language, readonly string[]> = {
  fr: ['sa', 'son', 'ses', 'leur', 'leurs'],
  en: ['her', 'his', 'their'],
  es: ['su', 'sus'],
};

const lexes = new Map<Language, Lexis>();

/** A person word's forms, each with the gender it says (none when both genders share it). */
function personForms<Word extends PersonWord>(language: Language, words: readonly Word[]) {
  return formsOf(
    language,
    words.flatMap((word) => {
      const both = new Set(word.masculine.filter((form) => word.feminine.includes(form)));
      const genderOf = (form: string, gender: Gender) => (both.has(form) ? undefined : gender);
      return [
        ...word.masculine.map((form) => ({
          forms: [form],
          value: { word, gender: genderOf(form, 'masculine') },
        })),
        ...word.feminine
          .filter((form) => !both.has(form))
          .map((form) => ({ forms: [form], value: { word, gender: 'feminine' as Gender } })),
      ];
    }),
  );
}

function lexisOf(language: Language): Lexis {
  const cached = lexes.get(language);
  if (cached) return cached;
  const vocabulary = LANGUAGE_PACKS[language].brief.vocabulary;
  const nouns = <S extends string>(list: readonly { forms: readonly string[]; spec: S }[]) =>
    formsOf(
      language,
      list.map(({ forms, spec }) => ({ forms, value: spec })),
    );
  const phrases = (list: readonly string[]) =>
    list.map((phrase) =>
      fold(phrase)
        .split(/[\s'-]+/u)
        .filter(Boolean),
    );
  const pack = LANGUAGE_PACKS[language];
  const lexis: Lexis = {
    vocabulary,
    trades: personForms(language, [...vocabulary.trades, ...tableTrades(pack)].flatMap(synonyms)),
    ties: personForms(language, vocabulary.ties).map((form) => ({
      ...form,
      value: { word: form.value.word, gender: form.value.gender ?? 'feminine' },
    })),
    creatures: nouns(vocabulary.creatures),
    things: nouns([...vocabulary.things, ...tableThings(pack)]),
    landscapes: nouns(vocabulary.landscapes),
    ages: formsOf(
      language,
      vocabulary.ageWords.map(({ words, years }) => ({ forms: words, value: years })),
    ),
    tones: formsOf(
      language,
      vocabulary.tones.map(({ words, mood }) => ({ forms: words, value: mood })),
    ),
    locatives: phrases(vocabulary.locatives),
    nameCues: phrases(vocabulary.nameCues),
    present: formsOf(language, [
      { forms: vocabulary.present.words, value: vocabulary.present.written },
    ]),
    possessives: new Set(POSSESSIVES[language]),
    personWords: new Set(
      Object.values(pack.brief.personWords)
        .flat()
        .map((word) => fold(word)),
    ),
    stopWords: new Set(LANGUAGE_PACKS[language].brief.stopWords.map(fold)),
    written: new Set(),
  };
  lexis.written = new Set(
    [...lexis.creatures, ...lexis.things, ...lexis.landscapes, ...lexis.ties].flatMap((form) =>
      form.words.length === 1 ? form.words : [],
    ),
  );
  lexes.set(language, lexis);
  return lexis;
}

/**
 * A trade and each of its synonyms as words of their own, so that the text says the one
 * the writer wrote ("rebouteuse", not "guérisseuse"): a synonym's entry is its forms for a
 * man and a woman, the first form standing in where a synonym has one gender only.
 */
function synonyms(word: PersonWord): PersonWord[] {
  const count = Math.max(word.masculine.length, word.feminine.length);
  return Array.from({ length: count }, (_, index) => {
    if (index === 0)
      return { ...word, masculine: [word.masculine[0] ?? ''], feminine: [word.feminine[0] ?? ''] };
    const masculine = word.masculine[index] ?? word.masculine[0] ?? '';
    const feminine = word.feminine[index] ?? word.feminine[0] ?? '';
    return { masculine: [masculine], feminine: [feminine], entry: `<${masculine}|${feminine}>` };
  }).filter((synonym) => synonym.masculine[0] !== '' && synonym.feminine[0] !== '');
}

/** An entry of the tables without its period tag ("1400+ horlog<er|ère>"). */
const untagged = (entry: string) => entry.replace(/^\d+\+\s*/u, '');

/**
 * The trades the engine's tables hold, as person words: their forms for a man and a woman
 * ("horlog<er|ère>": horloger, horlogère), so that a trade of the tables the notes name is
 * the lead's as the tables write it.
 */
function tableTrades(pack: LanguagePack): PersonWord[] {
  const roles = [
    ...pack.lexicon.roles,
    ...Object.values(pack.families).flatMap((family) => family.roles),
    ...Object.values(pack.eras).flatMap((era) => era.roles),
  ].map(untagged);
  return roles
    .filter((role) => !role.includes('{'))
    .map((entry) => {
      const forms = genderedForms(entry);
      return { masculine: [forms.masculine], feminine: [forms.feminine], entry };
    });
}

/** The things the engine's tables hold, by their nouns ("f:boîte à musique|..."). */
function tableThings(pack: LanguagePack): NoteNoun[] {
  const objects = [
    ...pack.lexicon.objects,
    ...Object.values(pack.families).flatMap((family) => family.objects),
    ...Object.values(pack.eras).flatMap((era) => era.objects),
  ].map(untagged);
  return objects.flatMap((spec) => {
    const head =
      spec
        .slice(spec.indexOf(':') + 1)
        .split('|')[0]
        ?.trim() ?? '';
    return head && !head.includes('{') && !head.includes('<') ? [{ forms: [head], spec }] : [];
  });
}

/** Whether the words before `index` end with one of `phrases`; the index it starts at. */
function phraseBefore(tokens: readonly Token[], index: number, phrases: readonly string[][]) {
  for (const phrase of phrases) {
    const from = index - phrase.length;
    if (from < 0) continue;
    if (phrase.every((word, offset) => tokens[from + offset]?.folded === word)) return from;
  }
  return undefined;
}

/** The articles and numbers before a person the notes bring in ("un frère", "two sisters"). */
const ARTICLES = new Set(
  'un une deux trois a an one two three some una uno dos tres unos unas'.split(' '),
);

/** Words after which a noun says what something is made of or from. */
const MATERIAL_LINKS = new Set(['de', "d'", 'of']);

/** Articles a place's name may carry after its locative ("dans l'Aveyron", "in the Highlands"). */
const PLACE_ARTICLES = new Set(["l'", 'le', 'la', 'les', 'the', 'el', 'los', 'las']);

/** Words that join the parts of a place's name ("Saint-Flour", "Castilla y León"). */
const NAME_LINKS = new Set(['de', 'du', 'des', 'del', 'la', 'le', 'y', 'et', 'and', 'of', 'sur']);

interface FoundPlace {
  from: number;
  to: number;
  kind: PlaceKind;
  codes: readonly string[];
  /** Where the locative before it starts, when the notes give one. */
  locative: number | undefined;
}

/**
 * The places the notes name: a name the gazetteers know, written with a capital (or after
 * a locative), and any capitalised name after a locative ("à Saint-Flour", "in Ballycastle").
 * A known first name without a locative is a person's, not a town's ("Rosario").
 */
function findPlaces(tokens: readonly Token[], lexis: Lexis, taken: Set<number>): FoundPlace[] {
  const found: FoundPlace[] = [];
  for (let index = 0; index < tokens.length; index++) {
    const token = tokens[index] as Token;
    if (taken.has(index) || /^\d/u.test(token.text) || lexis.stopWords.has(token.folded)) continue;
    const articleBefore = PLACE_ARTICLES.has(tokens[index - 1]?.folded ?? '') ? 1 : 0;
    const locative = phraseBefore(tokens, index - articleBefore, lexis.locatives);
    let match: { to: number; place: KnownPlace } | undefined;
    for (let to = Math.min(index + 4, tokens.length - 1); to >= index && !match; to--) {
      const last = tokens[to] as Token;
      // A name typed in lower case ("à marseille", "haute-loire") is read where it cannot be
      // a common word ("soledad", "esperanza"): after a locative, or of several words.
      const lowerName = (locative !== undefined && last.text.length >= 4) || to > index;
      if (!last.capitalised && !lowerName) continue;
      if (to === index && token.opensSentence && locative === undefined && token.text.length < 4) {
        continue;
      }
      const name = tokens
        .slice(index, to + 1)
        .map((part) => part.text)
        .join(' ');
      const place = knownPlace(name);
      if (place) match = { to, place };
    }
    const personName = genderOfFirstName(token.text) !== undefined;
    if (match && !(personName && locative === undefined) && !(token.opensSentence && !match)) {
      found.push({ from: index, to: match.to, ...match.place, locative });
      index = match.to;
      continue;
    }
    if (locative !== undefined && token.capitalised) {
      let to = index;
      while (
        NAME_LINKS.has(tokens[to + 1]?.folded ?? '') &&
        tokens[to + 2]?.capitalised &&
        tokens[to + 2]?.start === (tokens[to + 1]?.end ?? 0) + 1
      ) {
        to += 2;
      }
      while (tokens[to + 1]?.capitalised && !tokens[to + 1]?.opensSentence) to++;
      found.push({ from: index, to, kind: 'city', codes: [], locative });
      index = to;
    }
  }
  return found;
}

/**
 * A place the text names as a PlaceSpec: what comes before its name's article is the
 * preposition ("dans", "près de"), the rest a proper name said as written ("l'Aveyron").
 */
function placeSpecOf(written: string, name: string): PlaceSpec {
  const at = written.lastIndexOf(name);
  const before = written.slice(0, at);
  const article = /(?:\s|^)(l['’]|le |la |les |the |el |los |las )$/iu.exec(before);
  const cut = article ? at - (article[1] as string).length : at;
  const preposition = written.slice(0, cut).trim();
  return `${preposition}>P:${written.slice(cut).replace(/[|:>]/gu, ' ')}`;
}

/** A locative that opened the writer's sentence, as it reads inside the text's ("Dans" → "dans"). */
const lowerFirst = (phrase: string) => phrase.charAt(0).toLowerCase() + phrase.slice(1);

const sliceOf = (notes: string, tokens: readonly Token[], from: number, to: number) =>
  notes.slice((tokens[from] as Token).start, (tokens[to] as Token).end);

/**
 * Reads the writer's notes for the built-in engine, in the idea's language (a language's
 * vocabulary reads its own notes only). Names the writer gives, places, the lead's trade
 * and age, a tie with its trade, a creature, a thing, the era and the tone: the first of
 * each goes to the story; the others are listed as read, for the report to say so.
 */
export function readBriefNotes(notes: string | undefined, language: Language): BriefReading {
  const reading: BriefReading = { lead: {}, items: [], unread: [] };
  const text = notes?.trim() ?? '';
  if (!text) return reading;
  const lexis = lexisOf(language);
  const { vocabulary } = lexis;
  const tokens = tokensOf(text, language);
  const taken = new Set<number>();
  const read: (BriefItem & { from: number; to: number })[] = [];
  /** Reads a phrase found in the folded notes (same offsets as the notes) by its span. */
  const takeSpan = (start: number, end: number, as: BriefItemRole, says: string[][]) => {
    const inside = [...tokens.keys()].filter(
      (index) => (tokens[index] as Token).start >= start && (tokens[index] as Token).end <= end,
    );
    const phrase = text.slice(start, end);
    if (inside.length > 0) {
      take(inside[0] as number, inside[inside.length - 1] as number, as, phrase, says);
    }
    return phrase;
  };
  const take = (
    from: number,
    to: number,
    as: BriefItemRole,
    phrase?: string,
    says?: string[][],
  ) => {
    for (let index = from; index <= to; index++) taken.add(index);
    const said = phrase ?? sliceOf(text, tokens, from, to);
    read.push({ from, to, text: said, as, says: says ?? [[said]] });
    return said;
  };
  const free = (from: number, to: number) => {
    for (let index = from; index <= to; index++) if (taken.has(index)) return false;
    return true;
  };

  // Names the writer gives after a cue ("nommée Marthe"), then known first names.
  for (let index = 0; index < tokens.length; index++) {
    const token = tokens[index] as Token;
    if (!token.capitalised) continue;
    const cued = phraseBefore(tokens, index, lexis.nameCues) !== undefined;
    const gender = genderOfFirstName(token.text);
    const locative = phraseBefore(tokens, index, lexis.locatives) !== undefined;
    if (!cued && (gender === undefined || locative)) continue;
    const name = take(index, index, 'name');
    reading.lead.name ??= { text: name, gender };
  }

  // An era: a named period, a decade, a year, or now.
  const folded = fold(text);
  for (const era of vocabulary.eras) {
    const match = era.named.exec(folded);
    if (!match) continue;
    const span = text.slice(match.index, match.index + match[0].length);
    const phrase = takeSpan(match.index, match.index + span.length, 'era', [[era.written, span]]);
    reading.era ??= { text: phrase, written: era.written, year: era.year };
  }
  const decade = vocabulary.decadePattern.exec(folded);
  if (decade?.[1]) {
    const number = Number(decade[1]);
    const year = number < 100 ? 1900 + number : number;
    // "Les années 30" stay as the writer says them, where the language writes digits.
    const written = vocabulary.decade(year).replace(String(year), decade[1]);
    const span = text.slice(decade.index, decade.index + decade[0].length);
    const phrase = takeSpan(decade.index, decade.index + span.length, 'era', [[written, span]]);
    reading.era ??= { text: phrase, written, year: year + 5 };
  }
  const age = vocabulary.agePattern.exec(folded);
  const ageSpan = age ? [age.index, age.index + age[0].length] : [-1, -1];
  for (const yearMatch of folded.matchAll(/(?<![\d-])(1[0-9]{3}|20[0-9]{2})(?![\d]|\s*s\b|'s)/gu)) {
    const at = yearMatch.index;
    if (decade && at >= decade.index && at < decade.index + decade[0].length) continue;
    if (at >= (ageSpan[0] as number) && at < (ageSpan[1] as number)) continue;
    const year = Number(yearMatch[1]);
    const phrase = takeSpan(at, at + (yearMatch[1] as string).length, 'era', [[String(year)]]);
    reading.era ??= { text: phrase, written: vocabulary.year(year), year };
  }
  for (const found of findForms(tokens, lexis.present)) {
    if (!free(found.from, found.to)) continue;
    const phrase = sliceOf(text, tokens, found.from, found.to);
    take(found.from, found.to, 'era', phrase, [[found.value, phrase]]);
    reading.era ??= { text: phrase, written: found.value, year: undefined };
  }

  for (const place of findPlaces(tokens, lexis, taken)) {
    const name = sliceOf(text, tokens, place.from, place.to);
    const from = place.locative ?? place.from;
    const written =
      place.locative !== undefined
        ? lowerFirst(sliceOf(text, tokens, from, place.to))
        : vocabulary.placePhrase(name, place.kind);
    take(place.from, place.to, 'setting', name);
    for (let index = from; index < place.from; index++) taken.add(index);
    reading.place ??= { text: name, written, spec: placeSpecOf(written, name), codes: place.codes };
  }

  // The lead's age, in years or in a word ("vieille").
  if (age?.[1]) {
    const written = vocabulary.age(Number(age[1]));
    const span = text.slice(age.index, age.index + age[0].length);
    const phrase = takeSpan(age.index, age.index + span.length, 'lead', [[written, span]]);
    reading.lead.age = { text: phrase, written };
  }

  // Ties after a possessive, each with the trade that follows it ("sa petite-fille vétérinaire").
  const trades = findForms(tokens, lexis.trades, lexis.written).filter((found) =>
    free(found.from, found.to),
  );
  const tradeAt = new Map(trades.map((found) => [found.from, found]));
  const readTie = (tie: ReturnType<typeof findForms<Lexis['ties'][number]['value']>>[number]) => {
    // The tie's trade follows it, maybe after a comma and an article ("her grandson, a journalist").
    let trade: (typeof trades)[number] | undefined;
    for (let next = tie.to + 1; next <= tie.to + 3 && !trade; next++) {
      trade = tradeAt.get(next);
      if (
        !trade &&
        !/^(a|an|un|une|una|un|el|la|who|is|qui|est|que|es)$/u.test(tokens[next]?.folded ?? '')
      ) {
        break;
      }
    }
    // The tie and its trade are two items: a short idea may tell one and not the other.
    const phrase = sliceOf(text, tokens, tie.from, trade ? trade.to : tie.to);
    take(tie.from, tie.to, 'cast', undefined, [formsOfWord(tie.value.word)]);
    if (trade) {
      take(tie.to + 1, trade.to, 'cast', sliceOf(text, tokens, trade.from, trade.to), [
        formsOfWord(trade.value.word),
      ]);
      tradeAt.delete(trade.from);
    }
    reading.tie ??= {
      text: phrase,
      word: tie.value.word,
      gender: tie.value.gender,
      ...(trade ? { trade: trade.value.word } : {}),
    };
  };
  const ties = findForms(tokens, lexis.ties);
  for (const tie of ties) {
    if (free(tie.from, tie.to) && lexis.possessives.has(tokens[tie.from - 1]?.folded ?? '')) {
      readTie(tie);
    }
  }
  // Without a possessive, a family word after an article that is not also a mere "woman" or
  // "girl" ("un frère et une sœur") is still the second's tie, when the notes give no other.
  for (const tie of ties) {
    if (reading.tie || !free(tie.from, tie.to)) continue;
    const article = ARTICLES.has(tokens[tie.from - 1]?.folded ?? '');
    if (article && !tie.form.words.some((word) => lexis.personWords.has(word))) readTie(tie);
  }
  // The first trade left is the lead's; the next, with no tie, the second's.
  for (const trade of tradeAt.values()) {
    if (!reading.lead.trade) {
      const phrase = take(trade.from, trade.to, 'lead', undefined, [formsOfWord(trade.value.word)]);
      reading.lead.trade = { text: phrase, word: trade.value.word };
      reading.lead.gender ??= trade.value.gender;
    } else if (!reading.tie && !reading.second) {
      const phrase = take(trade.from, trade.to, 'cast', undefined, [formsOfWord(trade.value.word)]);
      reading.second = {
        text: phrase,
        trade: trade.value.word,
        ...(trade.value.gender ? { gender: trade.value.gender } : {}),
      };
    } else take(trade.from, trade.to, 'lead', undefined, [formsOfWord(trade.value.word)]);
  }
  for (const found of findForms(tokens, lexis.ages)) {
    if (!free(found.from, found.to)) continue;
    const [low, high] = found.value;
    const written = vocabulary.age(Math.round((low + high) / 2));
    const phrase = sliceOf(text, tokens, found.from, found.to);
    take(found.from, found.to, 'lead', phrase, [[written, phrase]]);
    reading.lead.age ??= { text: phrase, written };
  }
  reading.lead.gender ??= reading.lead.name?.gender;

  // Beings and things, then landscapes.
  for (const found of findForms(tokens, lexis.creatures)) {
    if (!free(found.from, found.to)) continue;
    const phrase = take(found.from, found.to, 'motif', undefined, [nounForms(found)]);
    reading.creature ??= { text: phrase, spec: found.value };
  }
  for (const found of findForms(tokens, lexis.things)) {
    if (!free(found.from, found.to)) continue;
    const phrase = take(found.from, found.to, 'motif', undefined, [nounForms(found)]);
    reading.thing ??= { text: phrase, spec: found.value };
  }
  for (const found of findForms(tokens, lexis.landscapes)) {
    // Straight after "de" or "of", a landscape's noun says what a thing is made of or from
    // ("un mannequin de bois"), not where the story is.
    const complement = MATERIAL_LINKS.has(tokens[found.from - 1]?.folded ?? '');
    if (complement || !free(found.from, found.to)) continue;
    const phrase = take(found.from, found.to, 'setting', undefined, [nounForms(found)]);
    reading.landscape ??= { text: phrase, spec: found.value };
  }
  for (const found of findForms(tokens, lexis.tones)) {
    if (!free(found.from, found.to)) continue;
    const phrase = take(found.from, found.to, 'tone', undefined, [[found.value]]);
    reading.tone ??= { text: phrase, mood: found.value };
  }

  reading.items = read.sort((a, b) => a.from - b.from).map(({ from, to, ...item }) => item);
  reading.unread = unreadPhrases(text, tokens, taken);
  return reading;
}

/** Every form of a person word, in both genders. */
const formsOfWord = (word: PersonWord) => [...word.masculine, ...word.feminine];

/** A noun as the notes say it and as the tables write it (a "louve" is written "loup"). */
function nounForms(found: { form: Form<string>; value: string }): string[] {
  const spec = found.value.slice(found.value.lastIndexOf(':') + 1).split('|')[0] ?? '';
  return [found.form.words.join(' '), spec];
}

/**
 * Whether a text's words carry an item: a phrase of each of its groups, word by word by
 * their stems, so "guérisseuses" carries "guérisseuse" and "la vétérinaire" "vétérinaire".
 */
function carries(tokens: readonly Token[], item: BriefItem, language: Language): boolean {
  return item.says.every(
    (group) =>
      findForms(
        tokens,
        formsOf(
          language,
          group
            .filter((form) => form.trim() !== '')
            .map((form) => ({ forms: [form], value: true })),
        ),
      ).length > 0,
  );
}

/**
 * What an idea made of the notes: the items its text carries, as the writer wrote them, and
 * those it does not with the clauses in which nothing was read.
 */
export function reportOf(reading: BriefReading, text: string, language: Language): BriefReport {
  const tokens = tokensOf(text, language);
  const used: BriefReport['used'] = [];
  const skipped: string[] = [];
  for (const item of reading.items) {
    if (carries(tokens, item, language)) used.push({ text: item.text, as: item.as });
    else skipped.push(item.text);
  }
  return { used, skipped: [...new Set([...skipped, ...reading.unread])] };
}

/**
 * The notes' clauses (between commas, semicolons and full stops) in which nothing was read
 * and that say something: three words or more.
 */
function unreadPhrases(text: string, tokens: readonly Token[], taken: ReadonlySet<number>) {
  const phrases: string[] = [];
  for (const match of text.matchAll(/[^,;.!?\n()]+/gu)) {
    const start = match.index;
    const end = start + match[0].length;
    const inside = tokens
      .map((token, index) => ({ token, index }))
      .filter(({ token }) => token.start >= start && token.end <= end);
    if (inside.length < 3 || inside.some(({ index }) => taken.has(index))) continue;
    phrases.push(match[0].trim());
  }
  return phrases;
}
