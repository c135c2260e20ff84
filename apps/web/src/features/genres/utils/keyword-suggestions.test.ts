import { createGenreIndex, keywordSpellings, searchGenres } from '@plume/core/genres';
import { describe, expect, it } from 'vitest';
import { groupSuggestions } from './keyword-suggestions';

describe('groupSuggestions', () => {
  it('puts the suggestions under their keyword, keeping their order', () => {
    const groups = groupSuggestions(
      [
        { id: 'a', name: 'A', keyword: 'reve' },
        { id: 'b', name: 'B', keyword: 'magie' },
        { id: 'c', name: 'C', keyword: 'reve' },
      ],
      new Map([['reve', 'rêve']]),
    );
    expect(groups).toEqual([
      {
        keyword: 'rêve',
        genres: [
          { id: 'a', name: 'A' },
          { id: 'c', name: 'C' },
        ],
      },
      { keyword: 'magie', genres: [{ id: 'b', name: 'B' }] },
    ]);
  });

  it('shows the accented keyword for what the search found', () => {
    const keywords = { rêve: ['dream-fiction'] };
    const index = createGenreIndex(
      [
        {
          id: 'speculative',
          name: 'Imaginaire',
          description: '',
          subcategories: [
            {
              id: 'speculative-dream',
              name: 'Onirique',
              description: '',
              genres: [{ id: 'dream-fiction', name: 'Récit onirique', description: 'Songes.' }],
            },
          ],
        },
      ],
      keywords,
    );
    const { suggestions } = searchGenres(index, 'reve');
    expect(groupSuggestions(suggestions, keywordSpellings(keywords))).toEqual([
      { keyword: 'rêve', genres: [{ id: 'dream-fiction', name: 'Récit onirique' }] },
    ]);
  });
});
