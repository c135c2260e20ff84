import { type Catalogue, genresById, MAX_SELECTED_GENRES } from '@plume/core/genres';
import { describe, expect, it } from 'vitest';
import {
  isSelectionFull,
  nameSelection,
  removeGenre,
  selectedCountsByGroup,
  toggleGenre,
} from './genre-selection';

function catalogue(names: Record<string, string>): Catalogue {
  const genre = (id: string) => ({ id, name: names[id] ?? id, description: `${names[id]}.` });
  return [
    {
      id: 'crime',
      name: names.crime ?? 'crime',
      description: '',
      subcategories: [
        {
          id: 'crime-classic',
          name: names['crime-classic'] ?? '',
          description: '',
          genres: [genre('cozy-mystery'), genre('locked-room')],
        },
        {
          id: 'crime-noir',
          name: names['crime-noir'] ?? '',
          description: '',
          genres: [genre('hardboiled')],
        },
      ],
    },
    {
      id: 'fantasy',
      name: names.fantasy ?? '',
      description: '',
      subcategories: [
        {
          id: 'fantasy-epic',
          name: names['fantasy-epic'] ?? '',
          description: '',
          genres: [genre('high-fantasy')],
        },
      ],
    },
  ];
}

const french = catalogue({
  'cozy-mystery': 'Cosy mystery',
  'locked-room': 'Mystère en chambre close',
  hardboiled: 'Roman noir à l’américaine',
  'high-fantasy': 'High fantasy',
});
const english = catalogue({
  'cozy-mystery': 'Cozy mystery',
  'locked-room': 'Locked-room mystery',
  hardboiled: 'Hardboiled',
  'high-fantasy': 'High fantasy',
});

const ids = (count: number) => Array.from({ length: count }, (_, index) => `genre-${index}`);

describe('toggleGenre', () => {
  it('adds an unselected genre at the end, in the order of picking', () => {
    expect(toggleGenre(['locked-room'], 'cozy-mystery')).toEqual({
      selected: ['locked-room', 'cozy-mystery'],
      outcome: 'added',
    });
  });

  it('removes a selected genre', () => {
    expect(toggleGenre(['locked-room', 'cozy-mystery'], 'locked-room')).toEqual({
      selected: ['cozy-mystery'],
      outcome: 'removed',
    });
  });

  it(`accepts a ${MAX_SELECTED_GENRES}th genre`, () => {
    const result = toggleGenre(ids(MAX_SELECTED_GENRES - 1), 'last');
    expect(result.outcome).toBe('added');
    expect(result.selected).toHaveLength(MAX_SELECTED_GENRES);
    expect(isSelectionFull(result.selected)).toBe(true);
  });

  it('refuses an eleventh genre and leaves the selection as it was', () => {
    const full = ids(MAX_SELECTED_GENRES);
    const result = toggleGenre(full, 'one-more');
    expect(result.outcome).toBe('refused');
    expect(result.selected).toBe(full);
  });

  it('still removes a genre from a full selection', () => {
    const full = ids(MAX_SELECTED_GENRES);
    const result = toggleGenre(full, 'genre-3');
    expect(result.outcome).toBe('removed');
    expect(result.selected).toHaveLength(MAX_SELECTED_GENRES - 1);
    expect(isSelectionFull(result.selected)).toBe(false);
  });
});

describe('removeGenre', () => {
  it('removes only that genre', () => {
    expect(removeGenre(['a', 'b', 'c'], 'b')).toEqual(['a', 'c']);
  });

  it('returns the same selection when the genre is not in it', () => {
    const selected = ['a'];
    expect(removeGenre(selected, 'z')).toBe(selected);
  });
});

describe('nameSelection', () => {
  it('names the same ids in the language of each catalogue, in the order of picking', () => {
    const selected = ['locked-room', 'cozy-mystery'];
    expect(nameSelection(selected, genresById(french)).map((genre) => genre.name)).toEqual([
      'Mystère en chambre close',
      'Cosy mystery',
    ]);
    expect(nameSelection(selected, genresById(english)).map((genre) => genre.name)).toEqual([
      'Locked-room mystery',
      'Cozy mystery',
    ]);
  });

  it('gives each genre its description in that language', () => {
    expect(nameSelection(['hardboiled'], genresById(english))[0]?.description).toBe('Hardboiled.');
  });

  it('leaves out an id the catalogue does not know', () => {
    expect(nameSelection(['gone', 'hardboiled'], genresById(french))).toEqual([
      {
        id: 'hardboiled',
        name: 'Roman noir à l’américaine',
        description: 'Roman noir à l’américaine.',
      },
    ]);
  });
});

describe('selectedCountsByGroup', () => {
  it('counts the selected genres of each category and sub-category', () => {
    const counts = selectedCountsByGroup(french, ['cozy-mystery', 'hardboiled', 'locked-room']);
    expect(Object.fromEntries(counts)).toEqual({
      crime: 3,
      'crime-classic': 2,
      'crime-noir': 1,
    });
  });

  it('counts nothing for an empty selection', () => {
    expect(selectedCountsByGroup(french, []).size).toBe(0);
  });
});
