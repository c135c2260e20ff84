import { describe, expect, it } from 'vitest';
import { LANGUAGES } from '../../i18n/languages';
import { loadGenreData } from '../load-genre-data';
import { ERA_IDS, FAMILY_IDS, GENRE_FAMILIES } from './families';

const catalogues = await Promise.all(
  LANGUAGES.map(async (language) => (await loadGenreData(language)).catalogue),
);
const idsOf = (catalogue: (typeof catalogues)[number]) =>
  catalogue.flatMap((category) =>
    category.subcategories.flatMap((subcategory) => subcategory.genres.map((genre) => genre.id)),
  );

describe('the genres’ families', () => {
  const declared = Object.keys(GENRE_FAMILIES);

  it('are declared for every genre of every language’s catalogue, and for nothing else', () => {
    for (const catalogue of catalogues) {
      const ids = idsOf(catalogue);
      expect(ids.filter((id) => !Object.hasOwn(GENRE_FAMILIES, id))).toEqual([]);
      expect(declared.filter((id) => !ids.includes(id))).toEqual([]);
    }
  });

  it('give every genre at least one family, each once', () => {
    for (const [id, { families }] of Object.entries(GENRE_FAMILIES)) {
      expect(families.length, id).toBeGreaterThan(0);
      expect(new Set(families).size, id).toBe(families.length);
    }
  });

  it('use every family and every period', () => {
    const entries = Object.values(GENRE_FAMILIES);
    const families = new Set(entries.flatMap((entry) => entry.families));
    const eras = new Set(entries.map((entry) => entry.era));
    expect(FAMILY_IDS.filter((family) => !families.has(family))).toEqual([]);
    expect(ERA_IDS.filter((era) => !eras.has(era))).toEqual([]);
  });
});
