import { describe, expect, it } from 'vitest';
import { catalogue as en } from '../../genres/catalogue/en/index';
import { catalogue as es } from '../../genres/catalogue/es/index';
import { catalogue as fr } from '../../genres/catalogue/fr/index';
import type { Catalogue } from '../../genres/catalogue/types';
import { genresById } from '../../genres/genres-by-id';
import { LANGUAGES, type Language } from '../../i18n/languages';
import { MODES, type Mode, STYLES } from '../generation-options';
import type { IdeaBrief } from '../idea-brief';
import type { IdeaRequest } from '../idea-request';
import { NAME_POOLS } from '../name-pools';
import { ADULT_THEMES, packWithout, placeIn, readNotes } from './fit-brief';
import { englishLexicon } from './languages/en/lexicon';
import { spanishLexicon } from './languages/es/lexicon';
import { frenchPack } from './languages/fr/index';
import { frenchLexicon } from './languages/fr/lexicon';
import { createSeededRandom } from './seeded-random';
import { writeOfflineIdea } from './write-offline-idea';

const CATALOGUES: Record<Language, Catalogue> = { fr, en, es };

const LEXICONS = { fr: frenchLexicon, en: englishLexicon, es: spanishLexicon };

/** Genre pairs from gentle to dark: a children's idea must stay gentle with any of them. */
const GENRE_SETS = [
  ['cozy-mystery', 'pirate-adventure'],
  ['noir-fiction', 'space-opera'],
  ['dragon-fantasy'],
  ['traditional-western', 'neo-noir'],
  ['gothic-horror', 'nordic-noir'],
];

function genresOf(language: Language, ids: readonly string[]): IdeaRequest['genres'] {
  const byId = genresById(CATALOGUES[language]);
  return ids.map((id) => {
    const genre = byId.get(id);
    if (!genre) throw new Error(`no genre ${id} in ${language}`);
    return genre;
  });
}

function write(
  language: Language,
  ids: readonly string[],
  brief: IdeaBrief,
  seed: number,
  overrides: Partial<IdeaRequest> = {},
) {
  const modes: Mode[] = ['quick', 'key-points', 'detailed'];
  return writeOfflineIdea(
    {
      language,
      mode: modes[seed % modes.length] ?? 'quick',
      style: 'moderne',
      genres: genresOf(language, ids),
      leadGender: seed % 2 === 0 ? 'feminine' : 'masculine',
      names: NAME_POOLS[language],
      recentTitles: [],
      creativityWarning: false,
      brief,
      ...overrides,
    },
    createSeededRandom(seed),
  );
}

describe('the built-in engine and the writer’s brief', () => {
  it.each(LANGUAGES)(
    'in %s, writes no adult theme in 50 ideas per genre set for children',
    (language) => {
      for (const ids of GENRE_SETS) {
        for (let seed = 0; seed < 50; seed++) {
          const { text } = write(language, ids, { audience: 'children' }, seed);
          expect(text, `${ids} seed ${seed}`).not.toMatch(ADULT_THEMES[language]);
        }
      }
    },
  );

  it.each(LANGUAGES)(
    'in %s, the adult themes of the same genres do show without the audience',
    (language) => {
      const themed = Array.from({ length: 50 }, (_, seed) => seed).filter((seed) =>
        ADULT_THEMES[language].test(write(language, ['noir-fiction', 'neo-noir'], {}, seed).text),
      );
      expect(themed.length).toBeGreaterThan(10);
    },
  );

  it.each(LANGUAGES)(
    'in %s, gives children a lead of 11 to 13 and young adults one of 14 to 17',
    (language) => {
      const young = LEXICONS[language].youngAges;
      for (let seed = 0; seed < 30; seed++) {
        const children = write(language, ['noir-fiction'], { audience: 'children' }, seed).plan;
        expect(young.slice(0, 3)).toContain(children.age);
        const teens = write(language, ['noir-fiction'], { audience: 'young-adults' }, seed).plan;
        expect(young.slice(3)).toContain(teens.age);
        const adults = write(language, ['noir-fiction'], {}, seed).plan;
        expect(LEXICONS[language].ages).toContain(adults.age);
      }
    },
  );

  /** Motifs the writer may avoid, as each language's tables write them, and genres that use them. */
  const AVOIDED = [
    {
      ids: ['epic-fantasy'],
      named: ['prophecies, chosen ones', 'les prophéties, les élus', 'profecías, elegidos'],
      written: {
        fr: /proph|\best choisie?\b|\bélue?s?\b/iu,
        en: /prophe|\bis chosen\b|chosen ones?\b/iu,
        es: /prof[eé]c|\b(es|resulta) elegid[oa]\b/iu,
      },
    },
    {
      ids: ['cozy-mystery'],
      named: ['amnesia', 'amnésie', 'amnesia'],
      written: {
        fr: /amnési|mémoire|oubli/iu,
        en: /amnesia|memory|forget/iu,
        es: /amnesia|memoria|olvid/iu,
      },
    },
  ];

  it.each(LANGUAGES)(
    'in %s, leaves out the motifs named in "to avoid", in any language, over 50 ideas',
    (language) => {
      for (const { ids, named, written } of AVOIDED) {
        const without = Array.from(
          { length: 50 },
          (_, seed) => write(language, ids, {}, seed).text,
        );
        // Common enough without the brief for their absence to mean something.
        expect(without.filter((text) => written[language].test(text)).length).toBeGreaterThan(5);
        for (const avoid of named) {
          for (let seed = 0; seed < 50; seed++) {
            expect(write(language, ids, { avoid }, seed).text).not.toMatch(written[language]);
          }
        }
      }
    },
  );

  const LIGHTHOUSE: Record<
    Language,
    { notes: string; place: RegExp; region: string; trait: RegExp }
  > = {
    fr: {
      notes: 'Un gardien sourd, un phare en Bretagne.',
      place: /phare/u,
      region: 'en Bretagne',
      trait: /sourde?/u,
    },
    en: {
      notes: 'A deaf keeper guards a lighthouse in Brittany.',
      place: /lighthouse/u,
      region: 'in Brittany',
      trait: /deaf/u,
    },
    es: {
      notes: 'Un farero sordo, un faro en Bretaña.',
      place: /faro/u,
      region: 'en Bretaña',
      trait: /sord[oa]/u,
    },
  };

  it.each(LANGUAGES)(
    'in %s, sets the story where the notes say, with the lead they describe',
    (language) => {
      const { notes, place, region, trait } = LIGHTHOUSE[language];
      for (let seed = 0; seed < 20; seed++) {
        const { plan } = write(language, ['cozy-mystery'], { notes }, seed);
        expect(plan.setting).toMatch(place);
        expect(plan.setting).toContain(region);
        expect(plan.trait).toMatch(trait);
      }
    },
  );

  it('reads notes in another language than the idea’s for the motifs and regions it knows', () => {
    const { plan } = write('es', ['cozy-mystery'], { notes: LIGHTHOUSE.en.notes }, 3);
    expect(plan.setting).toMatch(/faro/u);
    expect(plan.setting).toContain('en Bretaña');
    expect(plan.trait).toMatch(/sord[oa]/u);
  });

  it('prefers the trades the notes name, and gives them to the second character of a young story', () => {
    const keeper = /keeper/u;
    for (let seed = 0; seed < 10; seed++) {
      const adults = write('en', ['cozy-mystery'], { notes: 'a keeper' }, seed).plan;
      expect(adults.cast[0].role).toMatch(keeper);
      const children = write(
        'en',
        ['cozy-mystery'],
        { notes: 'a keeper', audience: 'children' },
        seed,
      );
      expect(children.plan.cast[0].role).not.toMatch(keeper);
      expect(children.plan.cast[1].role).toMatch(keeper);
    }
  });

  it('writes the same idea for an empty brief as for none', () => {
    for (const language of LANGUAGES) {
      const request: IdeaRequest = {
        language,
        mode: 'detailed',
        style: 'poetique',
        genres: genresOf(language, ['dragon-fantasy']),
        leadGender: 'feminine',
        names: NAME_POOLS[language],
        recentTitles: [],
        creativityWarning: false,
      };
      for (let seed = 0; seed < 10; seed++) {
        const plain = writeOfflineIdea(request, createSeededRandom(seed));
        const briefed = writeOfflineIdea({ ...request, brief: {} }, createSeededRandom(seed));
        expect(plain.text).not.toBe('');
        expect(briefed).toEqual(plain);
      }
    }
  });
});

describe('a story for children', () => {
  it('is written in every language, mode and style, whatever its tables lose', () => {
    for (const language of LANGUAGES) {
      for (const mode of MODES) {
        for (const style of STYLES) {
          for (let seed = 0; seed < 5; seed++) {
            expect(
              () =>
                write(language, ['cozy-mystery'], { audience: 'children' }, seed, { mode, style }),
              `${language} ${mode} ${style} ${seed}`,
            ).not.toThrow();
          }
        }
      }
    }
  });

  it('keeps a style’s own templates where no shared one could stand in for them', () => {
    const fitted = packWithout(frenchPack, [/tension constante/u]);
    const [styleSentence] = fitted.templates.sections.style;
    expect(styleSentence?.any).toEqual([]);
    expect(styleSentence?.dramatique).toEqual(frenchPack.templates.sections.style[0]?.dramatique);
    // Where shared templates remain, a style's own may all go.
    const atmosphere = packWithout(frenchPack, [/La tension ne retombe/u]).templates.sections
      .atmosphere;
    const withShared = atmosphere.find((list) =>
      list.any.includes('Une ambiance tendue, au plus près des gestes et des décisions.'),
    );
    expect(withShared?.dramatique).toEqual([]);
  });

  it.each([
    ['en', 'nobody changed, somebody has begun, the candies in Essex'],
    ['fr', 'des fins suspendues, une armoire, une bretelle'],
    ['es', 'un ejecutivo remata el armario'],
  ] as const)('keeps innocent words in %s: %j', (language, words) => {
    expect(ADULT_THEMES[language].test(words)).toBe(false);
  });
});

describe('readNotes', () => {
  it.each([
    ['una guardiana de faro sorda en una isla gallega', 'es', 'en Galicia'],
    ['una isla gallega', 'fr', 'en Galice'],
    ['une gardienne bretonne', 'fr', 'en Bretagne'],
    ['a Breton lighthouse', 'en', 'in Brittany'],
    ['un pueblo andaluz', 'es', 'en Andalucía'],
    ['une héroïne écossaise', 'fr', 'en Écosse'],
    ['a Scottish island', 'es', 'en Escocia'],
    ['a Texan ranch', 'en', 'in Texas'],
    ['un rancho tejano', 'fr', 'au Texas'],
    ['a Japanese garden', 'es', 'en Japón'],
    ['une famille normande', 'en', 'in Normandy'],
    ['a Sicilian village', 'fr', 'en Sicile'],
  ] as const)('reads the region of %j in the %s tables as %j', (notes, language, region) => {
    expect(readNotes({ notes }, language).region).toBe(region);
  });

  it.each(['Norman, the keeper', 'une bretelle cassée', 'Scott the clockmaker', 'el faro'])(
    'finds no region in %j',
    (notes) => {
      expect(readNotes({ notes }, 'en').region).toBeUndefined();
    },
  );

  it('ignores the words that are mere grammar, in the three languages', () => {
    const notes = readNotes({ notes: 'dans avec pour where with which para sobre' }, 'fr');
    expect(notes.mentions('dans>m:phare|battu par les tempêtes')).toBe(false);
    expect(notes.mentions('reçoit une lettre avec un sceau')).toBe(false);
  });

  it('matches a word of the notes without case, accents or a plural s', () => {
    const notes = readNotes({ notes: 'Des CHÂTEAUX et des phares' }, 'fr');
    expect(notes.mentions('dans>m:phare|battu par les tempêtes')).toBe(true);
    expect(notes.mentions('m:chateau|en ruine')).toBe(true);
    expect(notes.mentions('f:forêt|profonde')).toBe(false);
  });

  it('has nothing to say of empty notes', () => {
    const notes = readNotes({}, 'en');
    expect(notes.mentions('in>n:lighthouse|')).toBe(false);
    expect(notes.region).toBeUndefined();
    expect(notes.trait).toBeUndefined();
  });
});

describe('placeIn', () => {
  it('adds the region to the place’s noun, so that every mention of it says where', () => {
    expect(placeIn('in>n:lighthouse|battered by storms', 'in Brittany')).toBe(
      'in>n:lighthouse in Brittany|battered by storms',
    );
    expect(placeIn('in>n:treehouse|', 'in Brittany')).toBe('in>n:treehouse in Brittany|');
    expect(placeIn('à>P:Kerlaouen', 'en Bretagne')).toBe('à>P:Kerlaouen en Bretagne');
    expect(placeIn('in>n:treehouse|', undefined)).toBe('in>n:treehouse|');
  });
});
