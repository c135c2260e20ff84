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
import { conjunctions } from './conjunctions';
import { SPANISH_GENRE_NOUNS } from './genre-nouns';

/** Where a trade's complement naming something else starts ("hija| del molinero"). */
const ROLE_COMPLEMENT =
  / (?=de (?:un|una|unos|unas|el|la|los|las|su|sus|mi|dos|tres|siete) |del |al |a (?:su|la|las|los|el) |sin |caíd|venid|convertid|en desgracia)/;
/** Traits that are a phrase rather than an adjective ("que nunca sonríe"). */
const PHRASE_TRAIT = /^(?:de |que |sin |incapaz |con |a )/;

function masculineArticle(noun: Noun): boolean {
  return noun.gender === 'm' || noun.flags.includes('^');
}

function definite(noun: Noun): string {
  if (noun.proper) return noun.head;
  if (noun.plural) return `${noun.gender === 'f' ? 'las' : 'los'} ${noun.head}`;
  return `${masculineArticle(noun) ? 'el' : 'la'} ${noun.head}`;
}

function indefinite(noun: Noun): string {
  if (noun.proper || noun.definite) return definite(noun);
  if (noun.plural) return `${noun.gender === 'f' ? 'unas' : 'unos'} ${noun.head}`;
  return `${masculineArticle(noun) ? 'un' : 'una'} ${noun.head}`;
}

function nounSlots(name: string, spec: NounSpec): Record<string, string> {
  const noun = parseNoun(spec);
  return {
    [name]: withRest(indefinite(noun), noun),
    [`${name}.def`]: definite(noun),
    [`${name}.of`]: contract(`de ${definite(noun)}`),
    [`${name}.to`]: contract(`a ${definite(noun)}`),
    [`${name}.n`]: noun.head,
    [`${name}.un`]: indefinite(noun),
    [`${name}.ofun`]: contract(`de ${withRest(indefinite(noun), noun)}`),
    [`${name}.poss`]: noun.proper ? noun.head : `${noun.plural ? 'sus' : 'su'} ${noun.head}`,
  };
}

function placeSlots(name: string, spec: PlaceSpec): Record<string, string> {
  const { preposition, noun, nounSpec } = parsePlace(spec);
  return {
    ...nounSlots(name, nounSpec),
    [name]: contract(`${preposition} ${withRest(indefinite(noun), noun)}`),
    [`${name}.in`]: contract(`${preposition} ${definite(noun)}`),
  };
}

/** "de el" and "a el" (the article, never the pronoun "él") contract. */
function contract(text: string): string {
  return text
    .replace(/(^|[\s(—-])([Dd])e el /g, '$1$2el ')
    .replace(/(^|[\s(—-])([Aa]) el /g, '$1$2l ');
}

function finish(text: string): string {
  return conjunctions(contract(tidySpaces(text))).replace(/'/g, '’');
}

/** Names that may open a genre description and keep their capital inside a sentence. */
const NAME_START =
  /^(Roma|Marsella|Berlín|Camelot|Bigfoot|Sumer|Atenas|Constantinopla|Florencia|Madrid|Bolívar|California|Londres|París|Estados Unidos|Grecia|Venecia|Bizancio)(?![\p{L}])/u;

const LIST = new Intl.ListFormat('es', { type: 'conjunction' });

function genreInText(name: string): string {
  const [first = ''] = name.split(/[\s’'-]/);
  const keep = first.length < 2 || /\p{Lu}/u.test(first.slice(1)) || /^(David|Grand)$/.test(first);
  return keep ? name : name[0]?.toLowerCase() + name.slice(1);
}

export const spanishGrammar: Grammar = {
  nounSlots: (name, spec) => nounSlots(name, spec),
  placeSlots: (name, spec) => placeSlots(name, spec),
  genderOf: (spec) => parseNoun(spec).gender,
  of: (phrase) => contract(`de ${phrase}`),
  list: (items) => LIST.format(items),
  genreInText,
  genreWithArticle(name) {
    const text = genreInText(name);
    if (/^(?:el|la|lo|los|las|un|una)\s/iu.test(text)) return text;
    const flags = genreNounFlags(text, SPANISH_GENRE_NOUNS);
    return flags ? definite(parseNoun(`${flags}:${text}`)) : text;
  },
  inline: (text) => (NAME_START.test(text) ? text : (text[0]?.toLowerCase() ?? '') + text.slice(1)),
  withTrait: (role, trait) => roleWithTrait(role, trait, ROLE_COMPLEMENT, PHRASE_TRAIT),
  finish,
  title: (text) => capitalize(finish(text)),
  nameArticles: [
    [/^(?:el|un)\s+/iu, 'mD'],
    [/^(?:la|una)\s+/iu, 'fD'],
    [/^(?:los|unos)\s+/iu, 'mpD'],
    [/^(?:las|unas)\s+/iu, 'fpD'],
  ],
  placePrepositions: { proper: 'en', noun: 'en' },
};
