import { describe, expect, it } from 'vitest';
import { FAMILY_IDS } from '../../genres/catalogue/families';
import { eraOfGenre, familiesOfGenre, familiesOfGenres, WORLD_PRIORITY } from './genre-families';

describe('genre families', () => {
  it('reads the families and the period the catalogue declares for a genre', () => {
    expect(familiesOfGenre('space-opera')).toEqual(['space']);
    expect(familiesOfGenre('star-crossed-lovers')).not.toContain('space');
    expect(familiesOfGenre('witch-trial-novel')).toEqual(['historical']);
    expect(eraOfGenre('ancient-rome-novel')).toBe('rome');
    expect(eraOfGenre('second-world-war-novel')).toBe('second-war');
    expect(eraOfGenre('cozy-mystery')).toBeUndefined();
  });

  it('knows nothing of an id outside the catalogue, even one an object inherits', () => {
    for (const id of ['unknown-thing', 'constructor', '__proto__', 'toString']) {
      expect(familiesOfGenre(id)).toEqual([]);
      expect(eraOfGenre(id)).toBeUndefined();
    }
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
