import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { createCanonicalLookup } from './canonical-genres';
import type { Catalogue } from './catalogue/types';
import { pickRandomGenres, RANDOM_GENRE_MAX, RANDOM_GENRE_MIN } from './random-genres';

const one = (names: [string, string]): Catalogue => [
  {
    id: 'crime',
    name: 'C',
    description: '',
    subcategories: [
      {
        id: 'crime-sub',
        name: 'S',
        description: '',
        genres: [
          { id: 'cozy-mystery', name: names[0], description: '' },
          { id: 'epic-fantasy', name: names[1], description: '' },
          { id: 'space-opera', name: 'Space opera', description: '' },
          { id: 'noir', name: 'Noir', description: '' },
          { id: 'satire', name: 'Satire', description: '' },
          { id: 'gothic', name: 'Gothique', description: '' },
        ],
      },
    ],
  },
];

const lookup = createCanonicalLookup({
  fr: one(['Cosy mystery', 'Épopée fantastique']),
  en: one(['Cozy mystery', 'Epic fantasy']),
  es: one(['Misterio acogedor', 'Fantasía épica']),
});

describe('canonical genre lookup', () => {
  it.each([
    ['Epic fantasy'],
    ['epic FANTASY'],
    ['Fantasía épica'],
    ['fantasia epica'],
    ['Épopée fantastique'],
    ['epopee fantastique'],
    ['epic-fantasy'],
  ])('turns %j into the French label', (label) => {
    expect(lookup(label)).toEqual({ id: 'epic-fantasy', label: 'Épopée fantastique' });
  });

  it('returns null for an unknown label', () => {
    expect(lookup('Knitting manual')).toBeNull();
    expect(lookup('')).toBeNull();
  });
});

describe('pickRandomGenres', () => {
  const catalogue = one(['A', 'B']);

  it('picks the asked number of distinct genres, 2 to 5', () => {
    fc.assert(
      fc.property(
        fc.integer({ min: RANDOM_GENRE_MIN, max: RANDOM_GENRE_MAX }),
        fc.infiniteStream(fc.double({ min: 0, max: 0.999_999, noNaN: true })),
        (count, stream) => {
          const random = () => stream.next().value;
          const picked = pickRandomGenres(catalogue, count, random);
          expect(picked).toHaveLength(count);
          expect(new Set(picked).size).toBe(count);
        },
      ),
    );
  });

  it('is repeatable with the same random source', () => {
    const seeded = () => {
      let state = 42;
      return () => {
        state = (state * 16_807) % 2_147_483_647;
        return (state - 1) / 2_147_483_646;
      };
    };
    expect(pickRandomGenres(catalogue, 3, seeded())).toEqual(
      pickRandomGenres(catalogue, 3, seeded()),
    );
  });

  it.each([1, 6, 2.5, Number.NaN])('refuses a count of %s', (count) => {
    expect(() => pickRandomGenres(catalogue, count)).toThrow(RangeError);
  });
});
