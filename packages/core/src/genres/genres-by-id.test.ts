import { describe, expect, it } from 'vitest';
import type { Catalogue } from './catalogue/types';
import { genresById } from './genres-by-id';

const catalogue: Catalogue = [
  {
    id: 'crime',
    name: 'Crime',
    description: '',
    subcategories: [
      {
        id: 'crime-classic',
        name: 'Classic',
        description: '',
        genres: [{ id: 'locked-room', name: 'Locked-room mystery', description: 'Sealed.' }],
      },
      {
        id: 'crime-noir',
        name: 'Noir',
        description: '',
        genres: [{ id: 'hardboiled', name: 'Hardboiled', description: 'Tough.' }],
      },
    ],
  },
];

describe('genresById', () => {
  it('holds every genre of every sub-category with its name and description', () => {
    expect(Object.fromEntries(genresById(catalogue))).toEqual({
      'locked-room': { id: 'locked-room', name: 'Locked-room mystery', description: 'Sealed.' },
      hardboiled: { id: 'hardboiled', name: 'Hardboiled', description: 'Tough.' },
    });
  });
});
