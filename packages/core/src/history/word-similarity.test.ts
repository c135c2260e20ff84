import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  isSimilarWord,
  matchesWord,
  prefixSlips,
  searchTermsOf,
  searchWordsOf,
  slipDistance,
  WORD_SIMILARITY_THRESHOLD,
  wordSimilarity,
  wordSlips,
} from './word-similarity';

/** A word with one slip of each kind, in the three languages (normalized, 5+ letters). */
const SLIPS: Array<[kind: string, language: string, typed: string, word: string]> = [
  ['a substitution', 'fr', 'memoure', 'memoire'],
  ['a substitution', 'en', 'mistery', 'mystery'],
  ['a substitution', 'es', 'misterii', 'misterio'],
  ['a deletion', 'fr', 'oublie', 'oubliee'],
  ['a deletion', 'en', 'forgoten', 'forgotten'],
  ['a deletion', 'es', 'olvidda', 'olvidada'],
  ['an insertion', 'fr', 'labyrinnthe', 'labyrinthe'],
  ['an insertion', 'en', 'shaddow', 'shadow'],
  ['an insertion', 'es', 'sombrra', 'sombra'],
  ['a transposition', 'fr', 'secrte', 'secret'],
  ['a transposition', 'en', 'secert', 'secret'],
  ['a transposition', 'es', 'secerto', 'secreto'],
  ['a slip in the first letter', 'fr', 'bapres', 'apres'],
  ['a slip in the first letter', 'en', 'qhadow', 'shadow'],
  ['a slip in the first letter', 'es', 'lombra', 'sombra'],
  ['a slip in the last letter', 'fr', 'apree', 'apres'],
  ['a slip in the last letter', 'en', 'mirrot', 'mirror'],
  ['a slip in the last letter', 'es', 'espejp', 'espejo'],
  ['the first two letters swapped', 'fr', 'ohrloge', 'horloge'],
  ['the last two letters swapped', 'en', 'mirrro', 'mirror'],
  ['the first letter left out', 'es', 'spejo', 'espejo'],
];

describe('slipDistance', () => {
  it('counts one edit for each kind of slip, a swap of two letters included', () => {
    expect(slipDistance('secret', 'secret')).toBe(0);
    expect(slipDistance('secrat', 'secret')).toBe(1);
    expect(slipDistance('secet', 'secret')).toBe(1);
    expect(slipDistance('secreet', 'secret')).toBe(1);
    expect(slipDistance('secert', 'secret')).toBe(1);
    expect(slipDistance('escret', 'secret')).toBe(1);
    expect(slipDistance('', 'abc')).toBe(3);
    expect(slipDistance('kitten', 'sitting')).toBe(3);
  });

  it('edits no letter twice (optimal string alignment)', () => {
    // Levenshtein would say 2 for a swap; Damerau-Levenshtein would say 2 for 'ca' -> 'abc'.
    expect(slipDistance('ab', 'ba')).toBe(1);
    expect(slipDistance('ca', 'abc')).toBe(3);
  });

  it('counts letters, not UTF-16 units', () => {
    expect(slipDistance('𝒜b', 'b𝒜')).toBe(1);
  });
});

describe('wordSlips and prefixSlips', () => {
  it('forgive one slip in a word of 4 to 6 letters, two from 7, three from 11', () => {
    expect([1, 2, 3, 4, 5, 6, 7, 8, 9, 10, 11, 13, 14].map(wordSlips)).toEqual([
      0, 0, 0, 1, 1, 1, 2, 2, 2, 2, 3, 3, 4,
    ]);
  });

  it('match a prefix exactly from 3 letters, with one slip from 6, two from 10', () => {
    expect([1, 2, 3, 5, 6, 9, 10, 12, 13].map(prefixSlips)).toEqual([-1, -1, 0, 0, 1, 1, 2, 2, 3]);
  });

  it('agree with the threshold to the last edit, with no rounding at 0.7 itself', () => {
    for (let length = 1; length <= 200; length++) {
      // 1 - d / length > 0.7 exactly when 10 d < 3 length.
      expect(wordSlips(length)).toBe(Math.ceil((3 * length) / 10) - 1);
      expect(prefixSlips(length)).toBe(Math.ceil((3 * (length + 1)) / 10) - 2);
    }
  });
});

describe('wordSimilarity', () => {
  it.each(SLIPS)('forgives %s (%s: %s for %s)', (_kind, _language, typed, word) => {
    expect(isSimilarWord(typed, word)).toBe(true);
  });

  it('scores a whole word as 1 - distance / its length', () => {
    expect(wordSimilarity('secret', 'secret')).toBe(1);
    expect(wordSimilarity('labyrynthe', 'labyrinthe')).toBeCloseTo(0.9, 10);
    expect(wordSimilarity('apree', 'apres')).toBeCloseTo(0.8, 10);
    expect(wordSimilarity('chatau', 'chateau')).toBeCloseTo(6 / 7, 10);
    expect(wordSimilarity('nofrage', 'naufrage')).toBeCloseTo(0.75, 10);
  });

  it('scores a typed prefix as pg_trgm did: 1 - (distance + 1) / (term length + 1)', () => {
    expect(wordSimilarity('lab', 'labyrinthe')).toBeCloseTo(0.75, 10);
    expect(wordSimilarity('laby', 'labyrinthe')).toBeCloseTo(0.8, 10);
    expect(wordSimilarity('chat', 'chateau')).toBeCloseTo(0.8, 10);
    expect(wordSimilarity('la', 'labyrinthe')).toBeCloseTo(2 / 3, 10);
    expect(wordSimilarity('x', 'xylophone')).toBeCloseTo(0.5, 10);
    // One slip in a typed prefix of 6 letters or more.
    expect(wordSimilarity('labyrj', 'labyrinthe')).toBeCloseTo(5 / 7, 10);
    expect(wordSimilarity('labirint', 'labyrinthe')).toBeCloseTo(7 / 9, 10);
  });

  it('matches prefixes of 3 letters or more, and with a slip from 6 letters', () => {
    expect(isSimilarWord('lab', 'labyrinthe')).toBe(true);
    expect(isSimilarWord('laby', 'labyrinthe')).toBe(true);
    expect(isSimilarWord('labyr', 'labyrinthe')).toBe(true);
    expect(isSimilarWord('labyrj', 'labyrinthe')).toBe(true);
    expect(isSimilarWord('lbayri', 'labyrinthe')).toBe(true);
    expect(isSimilarWord('la', 'labyrinthe')).toBe(false);
    expect(isSimilarWord('lbay', 'labyrinthe')).toBe(false);
    expect(isSimilarWord('labyj', 'labyrinthe')).toBe(false);
  });

  it.each([
    ['two slips in a 5-letter word', 'bprex', 'apres'],
    ['two slips in a 6-letter word', 'scerte', 'secret'],
    ['three slips in an 8-letter word', 'mosnenge', 'mensonge'],
    ['a slip in a 3-letter word', 'cta', 'cat'],
    ['a letter added to a 3-letter word', 'cats', 'cat'],
    ['a letter left out of a 3-letter word', 'ca', 'cat'],
    ['a 2-letter start', 'la', 'labyrinthe'],
    ['a slip in a 4-letter start', 'labz', 'labyrinthe'],
    ['two slips in a 7-letter start', 'lbayirn', 'labyrinthe'],
    ['unrelated words', 'horloge', 'glace'],
    ['a word that only ends the same', 'rinthe', 'labyrinthe'],
    ['a 6-letter word two slips from a 7-letter term', 'poetico', 'gotico'],
  ])('does not match %s (%s, %s)', (_case, term, word) => {
    expect(isSimilarWord(term, word)).toBe(false);
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

  it('forgives any one slip in a word of 4 letters or more, any two from 7', () => {
    const slip = (word: string, kind: number, at: number, letter: string) => {
      const i = at % word.length;
      if (kind === 0) return `${word.slice(0, i)}${letter}${word.slice(i + 1)}`;
      if (kind === 1) return `${word.slice(0, i)}${word.slice(i + 1)}`;
      if (kind === 2) return `${word.slice(0, i)}${letter}${word.slice(i)}`;
      const j = Math.min(i, word.length - 2);
      return `${word.slice(0, j)}${word[j + 1]}${word[j]}${word.slice(j + 2)}`;
    };
    const slipArbitrary = fc.tuple(fc.nat(3), fc.nat(30), fc.constantFrom(...'abcdexyz'));
    fc.assert(
      fc.property(fc.stringMatching(/^[a-z]{4,14}$/), slipArbitrary, (word, [kind, at, letter]) => {
        expect(isSimilarWord(slip(word, kind, at, letter), word)).toBe(true);
      }),
    );
    fc.assert(
      fc.property(
        fc.stringMatching(/^[a-z]{7,14}$/),
        slipArbitrary,
        slipArbitrary,
        (word, [kind, at, letter], second) => {
          const twice = slip(slip(word, kind, at, letter), ...second);
          // A letter inserted between two just swapped is three edits to the alignment.
          fc.pre(slipDistance(twice, word) <= 2);
          expect(isSimilarWord(twice, word)).toBe(true);
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

  it('matches a word typed with a slip, as a writer types it', () => {
    expect(matchesWord('Aprèe', 'Après la mémoire oubliée')).toBe(true);
    expect(matchesWord('mémorie', 'Après la mémoire oubliée')).toBe(true);
    expect(matchesWord('OUBLEIE', 'Après la mémoire oubliée')).toBe(true);
    expect(matchesWord('chatau', 'Le château')).toBe(true);
    expect(matchesWord('détaillé', 'Detailed')).toBe(true);
  });

  it('matches a typed prefix', () => {
    expect(matchesWord('laby', 'Le Labyrinthe')).toBe(true);
    expect(matchesWord('Mémo', 'Après la mémoire oubliée')).toBe(true);
  });

  it('does not match at or below 0.7', () => {
    expect(matchesWord('la', 'Labyrinthe')).toBe(false);
    expect(matchesWord('bprex', 'Après la mémoire oubliée')).toBe(false);
    expect(matchesWord('lo', 'Après la mémoire oubliée')).toBe(false);
    expect(matchesWord('xylophone', 'Après la mémoire oubliée')).toBe(false);
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
