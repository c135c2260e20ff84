import { createHash } from 'node:crypto';
import {
  type CanonicalGenreLookup,
  type Catalogue,
  createCanonicalLookup,
  createGenreIndex,
  type GenreIndex,
  loadGenreData,
} from '@plume/core/genres';
import { LANGUAGES, type Language } from '@plume/core/i18n';

interface LanguageCatalogue {
  catalogue: Catalogue;
  /** The GET /api/genres answer, serialized once: it never changes while the server runs. */
  body: string;
  etag: string;
  index: GenreIndex;
}

export interface GenreCatalogues {
  forLanguage(language: Language): LanguageCatalogue;
  /** Any language's name, or an id, to the French label stored with ideas. */
  canonical: CanonicalGenreLookup;
}

let loaded: Promise<GenreCatalogues> | undefined;

/**
 * The three catalogues and what the genre routes and generation need, prepared once per
 * process: they are part of the build, and indexing them costs tens of milliseconds of
 * CPU that every app made in the process (each test's server) would pay again.
 */
export function loadGenreCatalogues(): Promise<GenreCatalogues> {
  loaded ??= prepareGenreCatalogues();
  return loaded;
}

async function prepareGenreCatalogues(): Promise<GenreCatalogues> {
  const data = await Promise.all(LANGUAGES.map((language) => loadGenreData(language)));
  const byLanguage = new Map<Language, LanguageCatalogue>();
  for (const [position, language] of LANGUAGES.entries()) {
    const { catalogue, keywords } = data[position] ?? { catalogue: [], keywords: {} };
    const body = JSON.stringify({ language, categories: catalogue });
    const etag = `"${createHash('sha256').update(body).digest('base64url').slice(0, 27)}"`;
    byLanguage.set(language, {
      catalogue,
      body,
      etag,
      index: createGenreIndex(catalogue, keywords),
    });
  }
  return {
    forLanguage: (language) => byLanguage.get(language) as LanguageCatalogue,
    canonical: createCanonicalLookup({
      fr: data[0]?.catalogue ?? [],
      en: data[1]?.catalogue ?? [],
      es: data[2]?.catalogue ?? [],
    }),
  };
}
