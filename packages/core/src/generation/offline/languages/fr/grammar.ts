import {
  capitalize,
  genreNounFlags,
  type Noun,
  parseNoun,
  parsePlace,
  roleWithTrait,
  tidySpaces,
  withRest,
} from '../../noun-spec';
import type { Grammar, NounSpec, PlaceSpec } from '../language-pack';
import { FRENCH_GENRE_NOUNS } from './genre-nouns';
import { startsWithVowelSound, VOWEL } from './vowel-sound';

/** Where a trade's complement naming something else starts ("fille| du meunier"). */
const ROLE_COMPLEMENT =
  / (?=d['’]une? |de l['’]|de la |du |de (?:mon|ma|mes|son|sa|ses|leur|leurs|deux|trois|sept) |sur |sans |aux? |à la |à l['’]|en disgrâce)/;
/** Traits that are a phrase rather than an adjective ("qui ne sourit jamais"). */
const PHRASE_TRAIT = /^(?:d['’]|de |à |au |aux |qui |que |sans |incapable )/;

function elides(noun: Noun): boolean {
  return !noun.flags.includes('!') && startsWithVowelSound(noun.head);
}

function definite(noun: Noun): string {
  if (noun.proper) return noun.head;
  if (noun.plural) return `les ${noun.head}`;
  if (elides(noun)) return `l'${noun.head}`;
  return `${noun.gender === 'f' ? 'la' : 'le'} ${noun.head}`;
}

function indefinite(noun: Noun): string {
  if (noun.proper || noun.definite) return definite(noun);
  if (noun.plural) return `des ${noun.head}`;
  return `${noun.gender === 'f' ? 'une' : 'un'} ${noun.head}`;
}

function ofDefinite(noun: Noun): string {
  if (noun.proper) return `de ${noun.head}`;
  if (noun.plural) return `des ${noun.head}`;
  if (elides(noun)) return `de l'${noun.head}`;
  return noun.gender === 'f' ? `de la ${noun.head}` : `du ${noun.head}`;
}

function toDefinite(noun: Noun): string {
  if (noun.proper) return `à ${noun.head}`;
  if (noun.plural) return `aux ${noun.head}`;
  if (elides(noun)) return `à l'${noun.head}`;
  return noun.gender === 'f' ? `à la ${noun.head}` : `au ${noun.head}`;
}

function possessive(noun: Noun): string {
  if (noun.proper) return noun.head;
  if (noun.plural) return `ses ${noun.head}`;
  return `${noun.gender === 'f' && !elides(noun) ? 'sa' : 'son'} ${noun.head}`;
}

/** Joins a preposition and a phrase, contracting "à le" and "de le". */
function prepose(preposition: string, phrase: string): string {
  const joined = `${preposition} ${phrase}`;
  return joined
    .replace(/(^|\s)à le /g, '$1au ')
    .replace(/(^|\s)à les /g, '$1aux ')
    .replace(/(^|\s)de le /g, '$1du ')
    .replace(/(^|\s)de les /g, '$1des ');
}

function nounSlots(name: string, spec: NounSpec): Record<string, string> {
  const noun = parseNoun(spec);
  return {
    [name]: withRest(indefinite(noun), noun),
    [`${name}.def`]: definite(noun),
    [`${name}.of`]: ofDefinite(noun),
    [`${name}.to`]: toDefinite(noun),
    [`${name}.n`]: noun.head,
    [`${name}.un`]: indefinite(noun),
    [`${name}.ofun`]: prepose('de', withRest(indefinite(noun), noun)),
    [`${name}.poss`]: possessive(noun),
  };
}

function placeSlots(name: string, spec: PlaceSpec): Record<string, string> {
  const { preposition, noun, nounSpec } = parsePlace(spec);
  return {
    ...nounSlots(name, nounSpec),
    [name]: prepose(preposition, withRest(indefinite(noun), noun)),
    [`${name}.in`]: prepose(preposition, definite(noun)),
  };
}

const ELIDING =
  '(de|De|que|Que|ne|Ne|se|Se|le|Le|la|La|me|te|je|Je|jusque|Jusque|lorsque|Lorsque|puisque|Puisque)';
const NEXT_VOWEL = `(?=[${VOWEL}]|[hH](?!a(?:ie|ine|che|lle|ll|meau|nche|ngar|rpe|sard|te|ut|reng|rd)|é(?:ros|risson)|i(?:gh)|o(?:nte|rs|ule|pe)|u(?:it|rle|tte|blot))|[yY][^${VOWEL}])`;
const ELISION = new RegExp(`(^|[\\s(«—-])${ELIDING} ${NEXT_VOWEL}`, 'g');

/** French typography: elision, "si il", apostrophes and no-break spaces. */
function finish(text: string): string {
  return tidySpaces(text)
    .replace(ELISION, (_m, before: string, word: string) => `${before}${word.slice(0, -1)}'`)
    .replace(/\b([Ss])i (ils?)\b/g, "$1'$2")
    .replace(/'/g, '’')
    .replace(/ ?([:;!?»])/g, '\u00a0$1')
    .replace(/« ?/g, '«\u00a0');
}

/** Names that may open a genre description and keep their capital inside a sentence. */
const NAME_START =
  /^(Rome|Marseille|Berlin|Camelot|Bigfoot|Sumer|Athènes|Constantinople|Florence|Madrid|Bolívar|Californie|Cendrillon|Vikings|Londres|Paris|Venise|Byzance)(?![\p{L}])/u;

const LIST = new Intl.ListFormat('fr', { type: 'conjunction' });

function genreInText(name: string): string {
  const [first = ''] = name.split(/[\s’'-]/);
  // A single letter stays ("J-horror"), but for an elided word ("L’exil", "D’amis à amants").
  const elided = /^[LD]['’]/u.test(name);
  const keep =
    !elided && (first.length < 2 || /\p{Lu}/u.test(first.slice(1)) || /^(David)$/.test(first));
  return keep ? name : name[0]?.toLowerCase() + name.slice(1);
}

export const frenchGrammar: Grammar = {
  nounSlots: (name, spec) => nounSlots(name, spec),
  placeSlots,
  genderOf: (spec) => parseNoun(spec).gender,
  of: (phrase) => prepose('de', phrase),
  list: (items) => LIST.format(items),
  genreInText,
  genreWithArticle(name) {
    const text = genreInText(name);
    if (/^(?:(?:le|la|les|un|une|des)\s|l['’])/iu.test(text)) return text;
    const flags = genreNounFlags(text, FRENCH_GENRE_NOUNS);
    return flags ? definite(parseNoun(`${flags}:${text}`)) : text;
  },
  inline: (text) => (NAME_START.test(text) ? text : (text[0]?.toLowerCase() ?? '') + text.slice(1)),
  withTrait: (role, trait) => roleWithTrait(role, trait, ROLE_COMPLEMENT, PHRASE_TRAIT),
  finish,
  title: (text) => frenchTitleCase(finish(text)),
  nameArticles: [
    [/^(?:le|un)\s+/iu, 'mD'],
    [/^(?:la|une)\s+/iu, 'fD'],
    [/^les\s+/iu, 'mpD'],
    // An elided article hides the gender: a noun ending in -e is more often feminine.
    [/^l['’]\s*(?=.*e$)/iu, 'fD'],
    [/^l['’]\s*/iu, 'mD'],
  ],
  placePrepositions: { proper: 'à', noun: 'dans' },
};

/** French title case: the first word, and the word after a definite article ("Le Silence"). */
function frenchTitleCase(title: string): string {
  const capitalized = capitalize(title);
  const article = /^(Les? |La |L’)/.exec(capitalized);
  if (!article) return capitalized;
  const rest = capitalized.slice(article[0].length);
  return article[0] + capitalize(rest);
}
