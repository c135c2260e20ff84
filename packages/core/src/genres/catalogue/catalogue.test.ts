import { describe, expect, it } from 'vitest';
import { LANGUAGES } from '../../i18n/languages';
import { createCanonicalLookup } from '../canonical-genres';
import { GENRE_CATEGORY_COUNT } from '../genre-limits';
import { loadGenreData } from '../load-genre-data';
import { normalizeText } from '../normalize-text';
import { GENRE_SEARCH_MIN_CHARS } from '../search-genres';
import type { Catalogue } from './types';

type GenreData = Awaited<ReturnType<typeof loadGenreData>>;

const data = Object.fromEntries(
  await Promise.all(LANGUAGES.map(async (language) => [language, await loadGenreData(language)])),
) as Record<(typeof LANGUAGES)[number], GenreData>;

const catalogues = Object.fromEntries(
  LANGUAGES.map((language) => [language, data[language].catalogue]),
) as Record<(typeof LANGUAGES)[number], Catalogue>;

/** Every node's id, in order, so two languages can be compared shape for shape. */
const shape = (catalogue: Catalogue) =>
  catalogue.map((category) => ({
    id: category.id,
    subcategories: category.subcategories.map((subcategory) => ({
      id: subcategory.id,
      genres: subcategory.genres.map((genre) => genre.id),
    })),
  }));

const genresOf = (catalogue: Catalogue) =>
  catalogue.flatMap((category) => category.subcategories.flatMap((sub) => sub.genres));

describe('the genre catalogue', () => {
  it('has at least 12 categories, 60 sub-categories and 500 genres', () => {
    const fr = catalogues.fr;
    expect(fr.length).toBeGreaterThanOrEqual(12);
    expect(fr.flatMap((category) => category.subcategories).length).toBeGreaterThanOrEqual(60);
    expect(genresOf(fr).length).toBeGreaterThanOrEqual(500);
  });

  it('has as many categories as the picker draws while it loads', () => {
    for (const language of LANGUAGES) {
      expect(catalogues[language]).toHaveLength(GENRE_CATEGORY_COUNT);
    }
  });

  it('has the same ids in the same places in fr, en and es', () => {
    expect(shape(catalogues.en)).toEqual(shape(catalogues.fr));
    expect(shape(catalogues.es)).toEqual(shape(catalogues.fr));
  });

  it('uses each id once', () => {
    const fr = catalogues.fr;
    const ids = [
      ...fr.map((category) => category.id),
      ...fr.flatMap((category) => category.subcategories.map((sub) => sub.id)),
      ...genresOf(fr).map((genre) => genre.id),
    ];
    expect(ids.filter((id, index) => ids.indexOf(id) !== index)).toEqual([]);
    for (const id of ids) expect(id).toMatch(/^[a-z0-9]+(-[a-z0-9]+)*$/);
  });

  it('never gives one name to two different genres across languages (the lookup needs it)', () => {
    const idsByName = new Map<string, Set<string>>();
    for (const language of LANGUAGES) {
      for (const genre of genresOf(catalogues[language])) {
        const name = normalizeText(genre.name);
        idsByName.set(name, (idsByName.get(name) ?? new Set()).add(genre.id));
      }
    }
    const ambiguous = [...idsByName].filter(([, ids]) => ids.size > 1);
    expect(ambiguous.map(([name, ids]) => `${name}: ${[...ids].join(', ')}`)).toEqual([]);
  });

  it('leads every name of every language, and every id, to the French label', () => {
    const lookup = createCanonicalLookup(catalogues);
    const french = new Map(genresOf(catalogues.fr).map((genre) => [genre.id, genre.name]));
    for (const language of LANGUAGES) {
      for (const genre of genresOf(catalogues[language])) {
        const expected = { id: genre.id, label: french.get(genre.id) };
        expect(lookup(genre.name)).toEqual(expected);
        expect(lookup(genre.name.toUpperCase())).toEqual(expected);
        expect(lookup(genre.id)).toEqual(expected);
      }
    }
    expect(lookup('Ópera espacial')).toEqual({ id: 'space-opera', label: 'Space opera' });
  });

  describe.each(LANGUAGES)('in %s', (language) => {
    const catalogue = catalogues[language];

    it('names and describes every category, sub-category and genre', () => {
      const nodes = [
        ...catalogue,
        ...catalogue.flatMap((category) => category.subcategories),
        ...genresOf(catalogue),
      ];
      for (const node of nodes) {
        expect(node.name.trim(), node.id).not.toBe('');
        expect(node.description.trim().length, node.id).toBeGreaterThan(20);
      }
    });

    it('has at least 150 keywords, each suggesting three distinct genres of the catalogue', () => {
      const genreIds = new Set(genresOf(catalogue).map((genre) => genre.id));
      const entries = Object.entries(data[language].keywords);
      expect(entries.length).toBeGreaterThanOrEqual(150);
      for (const [keyword, themes] of entries) {
        expect(new Set(themes).size, keyword).toBe(3);
        for (const id of themes) expect(genreIds.has(id), `${keyword} -> ${id}`).toBe(true);
      }
      const normalized = entries.map(([keyword]) => normalizeText(keyword));
      expect(normalized.filter((word, index) => normalized.indexOf(word) !== index)).toEqual([]);
    });

    it('gives no two genres the same name, even ignoring case and accents', () => {
      const names = genresOf(catalogue).map((genre) => normalizeText(genre.name));
      expect(names.filter((name, index) => names.indexOf(name) !== index)).toEqual([]);
    });

    it('has aliases for at least 30 genres, each naming its genre alone', () => {
      const genres = genresOf(catalogue);
      expect(genres.filter((genre) => genre.aliases?.length).length).toBeGreaterThanOrEqual(30);
      const names = new Set(genres.map((genre) => normalizeText(genre.name)));
      const aliases = genres.flatMap((genre) =>
        (genre.aliases ?? []).map((alias) => ({ id: genre.id, alias: normalizeText(alias) })),
      );
      const label = ({ id, alias }: { id: string; alias: string }) => `${id}: ${alias}`;
      // The search finds a genre by its own name already, and another genre's name is theirs.
      expect(aliases.filter(({ alias }) => names.has(alias)).map(label)).toEqual([]);
      expect(
        aliases.filter(({ alias }) => alias.length < GENRE_SEARCH_MIN_CHARS).map(label),
      ).toEqual([]);
      const spellings = aliases.map(({ alias }) => alias);
      expect(spellings.filter((alias, index) => spellings.indexOf(alias) !== index)).toEqual([]);
    });
  });
});
