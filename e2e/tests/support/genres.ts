import type { Locator, Page } from '@playwright/test';
import { type Catalogue, loadGenreData, MAX_SELECTED_GENRES } from '@plume/core/genres';
import type { Language } from '@plume/core/i18n';
import { text } from '../messages';
import { expect } from './accounts';

const catalogues = new Map<Language, Promise<Catalogue>>();

function catalogue(language: Language): Promise<Catalogue> {
  let loaded = catalogues.get(language);
  if (!loaded) {
    loaded = loadGenreData(language).then((data) => data.catalogue);
    catalogues.set(language, loaded);
  }
  return loaded;
}

export interface GenrePlace {
  category: string;
  subcategory: string;
  genre: string;
}

/**
 * A genre's name and where it sits in the tree, in one language, read from the catalogue
 * the app ships: tests name genres by their stable ids and read what the writer reads.
 */
export async function genrePlace(language: Language, id: string): Promise<GenrePlace> {
  for (const category of await catalogue(language)) {
    for (const subcategory of category.subcategories) {
      const genre = subcategory.genres.find((candidate) => candidate.id === id);
      if (genre)
        return { category: category.name, subcategory: subcategory.name, genre: genre.name };
    }
  }
  throw new Error(`No genre ${id} in the ${language} catalogue`);
}

export async function genreName(language: Language, id: string): Promise<string> {
  return (await genrePlace(language, id)).genre;
}

export function searchBox(page: Page, language: Language): Locator {
  return page.getByRole('searchbox', { name: text(language, 'genres.searchLabel') });
}

export function genreCheckbox(page: Page, name: string): Locator {
  return page.getByRole('checkbox', { name, exact: true });
}

/** The chips of the chosen genres. */
export function selectedChips(page: Page, language: Language): Locator {
  return page
    .getByRole('list', { name: text(language, 'genres.selectedTitle') })
    .getByRole('listitem');
}

export async function expectSelectedCount(page: Page, language: Language, selected: number) {
  await expect(
    page.getByText(text(language, 'genres.countLabel', { selected, max: MAX_SELECTED_GENRES }), {
      exact: true,
    }),
  ).toBeAttached();
}

/**
 * A category or sub-category of the tree by its name; once it holds chosen genres its
 * name ends with how many, so the match is on the start.
 */
export function branchButton(page: Page, name: string): Locator {
  const escaped = name.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
  return page.getByRole('button', { name: new RegExp(`^${escaped}(?: \\d|$)`) });
}
