import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  matchesWord,
  searchTermsOf,
  searchWordsOf,
  WORD_SIMILARITY_THRESHOLD,
  wordSimilarity,
} from './word-similarity';

/** word_similarity(term, word) as PostgreSQL 15's pg_trgm answers it. */
const POSTGRES: Array<[term: string, word: string, similarity: number]> = [
  ['laby', 'labyrinthe', 0.8],
  ['labyrynthe', 'labyrinthe', 0.5714286],
  ['chatau', 'chateau', 0.5714286],
  ['chat', 'chateau', 0.8],
  ['lab', 'labyrinthe', 0.75],
  ['la', 'labyrinthe', 0.6666667],
  ['naufrage', 'naufrage', 1],
  ['naufrag', 'naufrage', 0.875],
  ['nofrage', 'naufrage', 0.5],
  ['rapid', 'rapide', 0.8333333],
  ['poetic', 'poetique', 0.71428573],
  ['poetico', 'poetique', 0.625],
  ['fantasie', 'fantasy', 0.6666667],
  ['mistery', 'mystery', 0.5],
  ['misterio', 'mystery', 0.25],
  ['ab', 'abab', 0.6666667],
  ['aaa', 'aaaaaa', 1],
  ['secrte', 'secret', 0.5714286],
  ['secretos', 'secret', 0.6666667],
  ['x', 'xylophone', 0.5],
  ['clasico', 'classique', 0.5],
  ['detailed', 'detaille', 0.6666667],
];

describe('wordSimilarity', () => {
  it.each(POSTGRES)('gives word_similarity(%s, %s) as pg_trgm does (%d)', (term, word, value) => {
    expect(wordSimilarity(term, word)).toBeCloseTo(value, 5);
  });

  it('is 1 for a word against itself and stays within 0 and 1', () => {
    fc.assert(
      fc.property(
        fc.stringMatching(/^[a-z0-9]{1,20}$/),
        fc.stringMatching(/^[a-z0-9]{1,20}$/),
        (a, b) => {
          expect(wordSimilarity(a, a)).toBe(1);
          const value = wordSimilarity(a, b);
          expect(value).toBeGreaterThanOrEqual(0);
          expect(value).toBeLessThanOrEqual(1);
        },
      ),
    );
  });
});

describe('matchesWord', () => {
  it('matches a word of the text above 0.7, ignoring case and accents', () => {
    expect(WORD_SIMILARITY_THRESHOLD).toBe(0.7);
    expect(matchesWord('LABYRINTHE', 'Le Labyrinthe des brumes')).toBe(true);
    expect(matchesWord('epopee', 'Épopée fantastique')).toBe(true);
    expect(matchesWord('Épopée', 'epopee fantastique')).toBe(true);
    expect(matchesWord('moeurs', 'Roman de mœurs')).toBe(true);
    expect(matchesWord('poetic', 'Poétique')).toBe(true);
  });

  it('matches a typed prefix and a typo near the end of a long word', () => {
    expect(matchesWord('laby', 'Le Labyrinthe')).toBe(true);
    expect(matchesWord('labyrinthr', 'Le Labyrinthe')).toBe(true);
  });

  it('does not match at or below 0.7', () => {
    expect(matchesWord('chatau', 'Le château')).toBe(false);
    expect(matchesWord('la', 'Labyrinthe')).toBe(false);
    expect(matchesWord('mistery', 'Cozy mystery')).toBe(false);
    expect(matchesWord('détaillé', 'Detailed')).toBe(false);
  });

  it('matches nothing for an empty term', () => {
    expect(matchesWord('', 'anything')).toBe(false);
    expect(matchesWord(' ’- ', 'anything')).toBe(false);
  });
});

describe('searchWordsOf and searchTermsOf', () => {
  it('stores the distinct normalized words of an idea, sorted', () => {
    expect(searchWordsOf('Le Château\n\nLe château d’Élise, 1920 : « Mœurs » & co.')).toEqual([
      '1920',
      'chateau',
      'co',
      'd',
      'elise',
      'le',
      'moeurs',
    ]);
  });

  it('keeps the terms of a query in the order typed, once each', () => {
    expect(searchTermsOf('  Rapide   poétique rapide ')).toEqual(['rapide', 'poetique']);
    expect(searchTermsOf('')).toEqual([]);
  });
});
