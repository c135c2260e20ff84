import type { Agreement } from '../../fill-template';
import { type Noun, parseNoun, parsePlace, tidySpaces, withRest } from '../../noun-spec';
import type { Grammar, NounSpec, PlaceSpec } from '../language-pack';

function definite(noun: Noun): string {
  return noun.proper ? noun.head : `the ${noun.head}`;
}

function indefinite(noun: Noun): string {
  if (noun.proper || noun.definite) return definite(noun);
  if (noun.plural) return noun.head;
  return `a ${noun.head}`;
}

function nounSlots(name: string, spec: NounSpec, owner: Agreement): Record<string, string> {
  const noun = parseNoun(spec);
  const possessive = owner === 'f' ? 'her' : 'his';
  return {
    [name]: withRest(indefinite(noun), noun),
    [`${name}.def`]: definite(noun),
    [`${name}.of`]: `of ${definite(noun)}`,
    [`${name}.to`]: `to ${definite(noun)}`,
    [`${name}.n`]: noun.head,
    [`${name}.un`]: indefinite(noun),
    [`${name}.ofun`]: `of ${withRest(indefinite(noun), noun)}`,
    [`${name}.poss`]: noun.proper ? noun.head : `${possessive} ${noun.head}`,
  };
}

function placeSlots(name: string, spec: PlaceSpec, owner: Agreement): Record<string, string> {
  const { preposition, noun, nounSpec } = parsePlace(spec);
  return {
    ...nounSlots(name, nounSpec, owner),
    [name]: `${preposition} ${withRest(indefinite(noun), noun)}`,
    [`${name}.in`]: `${preposition} ${definite(noun)}`,
  };
}

/** "a" before a consonant sound, "an" before a vowel sound. */
function articles(text: string): string {
  return text.replace(
    /(^|[\s(—-])([Aa]) (\S+)/g,
    (match, before: string, article: string, word: string) => {
      const vowelSound =
        (/^[aeiou]/i.test(word) && !/^(uni|use|usu|uti|uro|eu|one\b|once|ewe)/i.test(word)) ||
        /^(hour|honest|honou?r|heir)/i.test(word);
      if (!vowelSound) return match;
      return `${before}${article === 'A' ? 'An' : 'an'} ${word}`;
    },
  );
}

const SMALL_WORDS = new Set(
  'a an the and but or nor for of in on at to by with from as into upon than via'.split(' '),
);

function titleCase(text: string): string {
  const words = text.split(' ');
  return words
    .map((word, index) => {
      const lower = word.toLowerCase();
      if (index > 0 && index < words.length - 1 && SMALL_WORDS.has(lower)) return lower;
      return word.replace(/^(\p{Ll})/u, (letter) => letter.toUpperCase());
    })
    .join(' ');
}

/** Names that may open a genre description and keep their capital inside a sentence. */
const NAME_START =
  /^(Rome|Marseille|Berlin|Camelot|Bigfoot|Sumer|Athens|Constantinople|Florence|Madrid|Bolívar|California|London|Paris|France|America|Greece|Chinese|Japanese|Scottish|Greek|Latin|Indigenous|Muslim|Catholics|Republicans|Renaissance|Gothic|Vikings|Lairds|Druids|Snow Queen|El)(?![\p{L}])/u;

/** "a, b, and c": the serial comma. */
const LIST = new Intl.ListFormat('en', { type: 'conjunction' });

function genreInText(name: string): string {
  const [first = ''] = name.split(/[\s’'/-]/);
  const proper =
    first.length < 2 ||
    /\p{Lu}/u.test(first.slice(1)) ||
    /^(Arthurian|Celtic|Norse|Victorian|Regency|Tudor|Byzantine|Napoleonic|French|American|Russian|Spanish|English|Jewish|Japanese|Mediterranean|Nordic|Latin|African|Southern|Christian|Biblical|Crusades|Al|Renaissance|Vietnam|Holocaust|Sherlock|Cthulhu|Highlander|Viking|Shandean|Rabelaisian|Menippean|Quixotic|Belle|Künstlerroman|Halloween|Christmas|Indigenous|Wars|Conquest|First|Second|World|Golden|Enlightenment|Edwardian|Elizabethan|Greek|Roman|Egyptian|Jacobean|Georgian|Gothic|Nouveau|Afrofuturism|Africanfuturism|Latinofuturism|Queer)$/.test(
      first,
    );
  if (proper && first !== 'Gothic') return name;
  return name[0]?.toLowerCase() + name.slice(1);
}

export const englishGrammar: Grammar = {
  nounSlots,
  placeSlots,
  genderOf: () => 'm',
  of: (phrase) => `of ${phrase}`,
  list: (items) => LIST.format(items),
  genreInText,
  genreWithArticle: genreInText,
  inline: (text) => (NAME_START.test(text) ? text : (text[0]?.toLowerCase() ?? '') + text.slice(1)),
  // An English trait comes before the trade: "a superstitious first mate on a whaler".
  withTrait: (role, trait) => `${trait} ${role}`,
  finish: (text) => articles(tidySpaces(text)).replace(/'/g, '’'),
  title: (text) => titleCase(articles(tidySpaces(text))).replace(/'/g, '’'),
  nameArticles: [[/^(?:the|an?)\s+/iu, 'D']],
  placePrepositions: { proper: 'in', noun: 'in' },
};
