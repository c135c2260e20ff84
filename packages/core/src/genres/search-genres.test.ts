import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import type { Catalogue } from './catalogue/types';
import {
  ALIAS_PENALTY,
  createGenreIndex,
  GENRE_SEARCH_MAX_RESULTS,
  GENRE_SEARCH_MAX_SUGGESTIONS,
  MULTI_TERM_BONUS,
  SEARCH_TIERS,
  searchGenres,
} from './search-genres';

const genre = (id: string, name: string, description: string) => ({ id, name, description });

function catalogue(
  names: Record<'crime' | 'procedural' | 'cozy' | 'historical' | 'epic' | 'dragons', string>,
  places: { category: string; subcategory: string; fantasy: string; epicSub: string },
  descriptions: { cozy: string; dragons: string },
): Catalogue {
  return [
    {
      id: 'crime',
      name: places.category,
      description: '',
      subcategories: [
        {
          id: 'crime-detective',
          name: places.subcategory,
          description: '',
          genres: [
            genre('crime-novel', names.crime, ''),
            genre('police-procedural', names.procedural, ''),
            genre('cozy-mystery', names.cozy, descriptions.cozy),
            genre('historical-mystery', names.historical, ''),
          ],
        },
      ],
    },
    {
      id: 'fantasy',
      name: places.fantasy,
      description: '',
      subcategories: [
        {
          id: 'fantasy-epic',
          name: places.epicSub,
          description: '',
          genres: [
            genre('epic-fantasy', names.epic, ''),
            genre('dragon-fantasy', names.dragons, descriptions.dragons),
          ],
        },
      ],
    },
  ];
}

const FR = createGenreIndex(
  catalogue(
    {
      crime: 'Polar',
      procedural: 'Procédure policière',
      cozy: 'Cosy mystery',
      historical: 'Polar historique',
      epic: 'Épopée fantastique',
      dragons: 'Fantasy draconique',
    },
    {
      category: 'Policier',
      subcategory: 'Enquêtes',
      fantasy: 'Imaginaire',
      epicSub: 'Grands récits',
    },
    {
      cozy: 'Un meurtre au village, une enquêtrice amateur.',
      dragons: 'Des dragons et leurs cavaliers.',
    },
  ),
  { magie: ['epic-fantasy', 'dragon-fantasy', 'cozy-mystery'], meurtre: ['crime-novel'] },
);

const EN = createGenreIndex(
  catalogue(
    {
      crime: 'Crime novel',
      procedural: 'Police procedural',
      cozy: 'Cozy mystery',
      historical: 'Historical mystery',
      epic: 'Epic fantasy',
      dragons: 'Dragon fantasy',
    },
    {
      category: 'Crime and mystery',
      subcategory: 'Detectives',
      fantasy: 'Fantasy',
      epicSub: 'Sagas',
    },
    { cozy: 'A murder in a village, an amateur sleuth.', dragons: 'Dragons and their riders.' },
  ),
  { magic: ['epic-fantasy', 'dragon-fantasy'], murder: ['crime-novel', 'cozy-mystery'] },
);

const ES = createGenreIndex(
  catalogue(
    {
      crime: 'Novela negra',
      procedural: 'Procedimental policial',
      cozy: 'Misterio acogedor',
      historical: 'Misterio histórico',
      epic: 'Fantasía épica',
      dragons: 'Fantasía de dragones',
    },
    { category: 'Policíaca', subcategory: 'Detectives', fantasy: 'Fantasía', epicSub: 'Sagas' },
    { cozy: 'Un asesinato en un pueblo.', dragons: 'Dragones y jinetes.' },
  ),
  { magia: ['epic-fantasy', 'dragon-fantasy'], asesinato: ['crime-novel'] },
);

/** Genres with aliases, beside genres that only mention the same words. */
const WITH_ALIASES = createGenreIndex(
  [
    {
      id: 'crime',
      name: 'Policier',
      description: '',
      subcategories: [
        {
          id: 'crime-all',
          name: 'Enquêtes',
          description: '',
          genres: [
            {
              id: 'whodunit',
              name: 'Roman à énigme',
              description: '',
              aliases: ['roman policier', 'whodunit', 'polar à énigme'],
            },
            genre('police-procedural', 'Procédure policière', 'Loin du whodunit, une équipe.'),
            genre('noir-fiction', 'Roman noir', 'Le roman policier côté sombre.'),
            { ...genre('romantic-comedy', 'Comédie romantique', ''), aliases: ['rom-com'] },
          ],
        },
      ],
    },
  ],
  { whodunit: ['noir-fiction'] },
);

const ids = (index: typeof FR, query: string) =>
  searchGenres(index, query).results.map((r) => r.id);
const scoreOf = (index: typeof FR, query: string, id: string) =>
  searchGenres(index, query).results.find((result) => result.id === id)?.score;

describe('searchGenres', () => {
  it('asks for a second character, and answers nothing to an empty query', () => {
    expect(searchGenres(FR, 'p')).toEqual({ results: [], suggestions: [], hint: 'minChars' });
    expect(searchGenres(FR, ' é ')).toMatchObject({ hint: 'minChars' });
    expect(searchGenres(FR, '   ')).toEqual({ results: [], suggestions: [] });
  });

  describe.each([
    ['fr', FR, { exact: 'polar', starts: 'proced', contains: 'historique', typo: 'cosy mistary' }],
    [
      'en',
      EN,
      { exact: 'crime novel', starts: 'polic', contains: 'procedural', typo: 'cosy mystery' },
    ],
    [
      'es',
      ES,
      { exact: 'novela negra', starts: 'proced', contains: 'acogedor', typo: 'misterio acojedor' },
    ],
  ] as const)('in %s', (_language, index, queries) => {
    it('ranks an exact name first, at the exact tier', () => {
      expect(ids(index, queries.exact)[0]).toBe('crime-novel');
      expect(scoreOf(index, queries.exact, 'crime-novel')).toBeGreaterThanOrEqual(
        SEARCH_TIERS.exact,
      );
    });

    it('finds names that start with the query', () => {
      expect(scoreOf(index, queries.starts, 'police-procedural')).toBe(SEARCH_TIERS.startsWith);
    });

    it('finds names that contain the query', () => {
      const [first] = searchGenres(index, queries.contains).results;
      expect(first?.score).toBeGreaterThanOrEqual(SEARCH_TIERS.contains);
    });

    it('forgives a typo in the whole name', () => {
      expect(ids(index, queries.typo)[0]).toBe('cozy-mystery');
    });

    it('finds a genre through its category and sub-category names', () => {
      const place = index.genres[0]?.subcategory ?? '';
      const results = searchGenres(index, place).results;
      expect(results.map((result) => result.id)).toContain('police-procedural');
      expect(results.every((result) => result.score >= SEARCH_TIERS.category)).toBe(true);
    });

    it('returns the fields the picker shows', () => {
      expect(searchGenres(index, queries.exact).results[0]).toEqual({
        id: 'crime-novel',
        name: expect.any(String),
        description: expect.any(String),
        category: index.genres[0]?.category,
        subcategory: index.genres[0]?.subcategory,
        score: expect.any(Number),
      });
    });
  });

  it('ignores case and accents on both sides', () => {
    expect(ids(FR, 'EPOPEE')[0]).toBe('epic-fantasy');
    expect(ids(FR, 'épopée')[0]).toBe('epic-fantasy');
    expect(ids(ES, 'FANTASIA EPICA')[0]).toBe('epic-fantasy');
    expect(ids(FR, 'procedure policiere')[0]).toBe('police-procedural');
  });

  it('forgives a typo up to the 0.75 similarity, not beyond', () => {
    expect(scoreOf(EN, 'epic fantasi', 'epic-fantasy')).toBeGreaterThanOrEqual(SEARCH_TIERS.typo);
    expect(ids(EN, 'xpyc fqntzsi')).toEqual([]);
  });

  it('matches a misspelt word of a name at the word tier', () => {
    const score = scoreOf(EN, 'mistery', 'cozy-mystery') ?? 0;
    expect(score).toBeGreaterThanOrEqual(SEARCH_TIERS.word);
    expect(score).toBeLessThan(SEARCH_TIERS.typo);
    expect(ids(EN, 'mistery')).toEqual(['cozy-mystery', 'historical-mystery']);
  });

  it('finds words of the description at the description tier', () => {
    expect(scoreOf(EN, 'riders', 'dragon-fantasy')).toBe(SEARCH_TIERS.description);
    expect(scoreOf(FR, 'cavaliers', 'dragon-fantasy')).toBe(SEARCH_TIERS.description);
    expect(scoreOf(ES, 'jinetes', 'dragon-fantasy')).toBe(SEARCH_TIERS.description);
  });

  it('reaches the genres a keyword suggests, at the keyword tier, and suggests them', () => {
    expect(scoreOf(FR, 'magie', 'epic-fantasy')).toBe(SEARCH_TIERS.keyword);
    const { suggestions } = searchGenres(EN, 'murder');
    expect(suggestions).toEqual([
      { id: 'crime-novel', name: 'Crime novel', keyword: 'murder' },
      { id: 'cozy-mystery', name: 'Cozy mystery', keyword: 'murder' },
    ]);
    expect(searchGenres(ES, 'magi').suggestions.map((s) => s.id)).toEqual([
      'epic-fantasy',
      'dragon-fantasy',
    ]);
  });

  it('orders the tiers: exact, starts with, contains, then weaker hits', () => {
    const results = searchGenres(FR, 'polar').results;
    expect(results.map((result) => result.id)).toEqual(['crime-novel', 'historical-mystery']);
    expect(results.map((result) => result.score)).toEqual([
      SEARCH_TIERS.exact,
      SEARCH_TIERS.startsWith,
    ]);
  });

  it('requires every word of a multi-word query and adds 50 per extra word', () => {
    expect(ids(FR, 'polar historique')).toEqual(['historical-mystery']);
    expect(ids(FR, 'polar dragons')).toEqual([]);
    // 'cozy' starts the name, 'mystery' is inside it: the best word gives the tier.
    expect(scoreOf(EN, 'mystery cozy', 'cozy-mystery')).toBe(
      SEARCH_TIERS.startsWith + MULTI_TERM_BONUS,
    );
    expect(scoreOf(EN, 'dragon riders fantasy', 'dragon-fantasy')).toBe(
      SEARCH_TIERS.startsWith + 2 * MULTI_TERM_BONUS,
    );
  });

  it('breaks ties alphabetically, the same way every time', () => {
    const first = searchGenres(EN, 'fantasy').results;
    expect(first.map((result) => result.id)).toEqual(['dragon-fantasy', 'epic-fantasy']);
    expect(searchGenres(EN, 'fantasy')).toEqual(searchGenres(EN, 'fantasy'));
  });

  describe('with aliases', () => {
    it('ranks a genre by its alias just under its name’s tier, above mere mentions', () => {
      expect(ids(WITH_ALIASES, 'whodunit')).toEqual([
        'whodunit',
        'police-procedural',
        'noir-fiction',
      ]);
      expect(scoreOf(WITH_ALIASES, 'whodunit', 'whodunit')).toBe(
        SEARCH_TIERS.exact - ALIAS_PENALTY,
      );
      expect(scoreOf(WITH_ALIASES, 'whodunit', 'police-procedural')).toBe(SEARCH_TIERS.description);
      expect(scoreOf(WITH_ALIASES, 'whodunit', 'noir-fiction')).toBe(SEARCH_TIERS.keyword);
    });

    it('matches a whole alias of several words before genres matching its words apart', () => {
      expect(ids(WITH_ALIASES, 'roman policier')[0]).toBe('whodunit');
      // Its name starts with one word and its description holds both.
      expect(scoreOf(WITH_ALIASES, 'roman policier', 'noir-fiction')).toBe(
        SEARCH_TIERS.startsWith + MULTI_TERM_BONUS,
      );
      expect(scoreOf(WITH_ALIASES, 'roman policier', 'whodunit')).toBe(
        SEARCH_TIERS.exact - ALIAS_PENALTY + MULTI_TERM_BONUS,
      );
    });

    it('ignores case, accents and dashes in aliases', () => {
      expect(ids(WITH_ALIASES, 'POLAR A ENIGME')[0]).toBe('whodunit');
      expect(ids(WITH_ALIASES, 'Rom Com')).toEqual(['romantic-comedy']);
    });

    it('lets a name come before an alias reaching the same tier', () => {
      expect(ids(WITH_ALIASES, 'rom')).toEqual(['whodunit', 'noir-fiction', 'romantic-comedy']);
      expect(scoreOf(WITH_ALIASES, 'rom', 'romantic-comedy')).toBe(
        SEARCH_TIERS.startsWith - ALIAS_PENALTY,
      );
    });

    it('forgives a typo in an alias', () => {
      expect(ids(WITH_ALIASES, 'whodunnit')[0]).toBe('whodunit');
      expect(scoreOf(WITH_ALIASES, 'whodunnit', 'whodunit')).toBeGreaterThanOrEqual(
        SEARCH_TIERS.typo - ALIAS_PENALTY,
      );
    });
  });

  it('returns at most 20 results and 5 suggestions', () => {
    const many = Array.from({ length: 40 }, (_, n) =>
      genre(`saga-${n}`, `Saga ${String(n).padStart(2, '0')}`, ''),
    );
    const big = createGenreIndex(
      [
        {
          id: 'c',
          name: 'C',
          description: '',
          subcategories: [{ id: 's', name: 'S', description: '', genres: many }],
        },
      ],
      {
        saga: ['saga-1', 'saga-2', 'saga-3'],
        sagas: ['saga-4', 'saga-5', 'saga-6'],
      },
    );
    const response = searchGenres(big, 'saga');
    expect(response.results).toHaveLength(GENRE_SEARCH_MAX_RESULTS);
    expect(response.results[0]?.id).toBe('saga-0');
    expect(response.suggestions).toHaveLength(GENRE_SEARCH_MAX_SUGGESTIONS);
  });

  it('never throws, and returns at most 20 results ordered by score, for any input', () => {
    fc.assert(
      fc.property(fc.string({ unit: 'binary', maxLength: 60 }), (query) => {
        for (const index of [FR, EN, ES, WITH_ALIASES]) {
          const { results, suggestions } = searchGenres(index, query);
          expect(results.length).toBeLessThanOrEqual(GENRE_SEARCH_MAX_RESULTS);
          expect(suggestions.length).toBeLessThanOrEqual(GENRE_SEARCH_MAX_SUGGESTIONS);
          for (let i = 1; i < results.length; i++) {
            expect(results[i - 1]?.score ?? 0).toBeGreaterThanOrEqual(results[i]?.score ?? 0);
          }
        }
      }),
    );
  });
});
