import { describe, expect, it } from 'vitest';
import { catalogue } from '../../genres/catalogue/fr/index';
import {
  ERA_IDS,
  eraOfGenre,
  FAMILY_IDS,
  familiesOfGenre,
  familiesOfGenres,
  WORLD_PRIORITY,
} from './genre-families';

const ids = catalogue.flatMap((category) =>
  category.subcategories.flatMap((subcategory) => subcategory.genres.map((genre) => genre.id)),
);

describe('genre families', () => {
  it('gives every genre of the catalogue at least one family (ids are shared by all languages)', () => {
    const orphans = ids.filter((id) => familiesOfGenre(id).length === 0);
    expect(orphans).toEqual([]);
  });

  it('reads whole words of the id, not fragments inside them', () => {
    expect(familiesOfGenre('space-opera')).toContain('space');
    expect(familiesOfGenre('star-crossed-lovers')).not.toContain('space');
    expect(familiesOfGenre('witch-trial-novel')).not.toContain('fantasy');
    expect(familiesOfGenre('witch-trial-novel')).toContain('historical');
  });

  it('finds the period named by a genre, and uses every period at least once', () => {
    expect(eraOfGenre('ancient-rome-novel')).toBe('rome');
    expect(eraOfGenre('second-world-war-novel')).toBe('second-war');
    expect(eraOfGenre('cozy-mystery')).toBeUndefined();
    const used = new Set(ids.map(eraOfGenre));
    for (const era of ERA_IDS) expect(used.has(era)).toBe(true);
  });

  it('falls back to the contemporary society family for unknown genres', () => {
    expect(familiesOfGenres([{ id: 'unknown-thing', name: 'X', description: '' }])).toEqual([
      'society',
    ]);
  });

  it('ranks every family for choosing the world of a story', () => {
    expect([...WORLD_PRIORITY].sort()).toEqual([...FAMILY_IDS].sort());
  });
});
