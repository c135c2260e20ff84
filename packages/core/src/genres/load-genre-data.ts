import type { Language } from '../i18n/languages';
import type { Catalogue } from './catalogue/types';
import type { KeywordThemes } from './search-genres';

export interface GenreData {
  catalogue: Catalogue;
  keywords: KeywordThemes;
}

/**
 * One language's catalogue and keyword dictionary. A dynamic import per language, so the
 * web app downloads each as a chunk of its own, and only when the picker needs it.
 */
export function loadGenreData(language: Language): Promise<GenreData> {
  switch (language) {
    case 'fr':
      return import('./catalogue/fr/index');
    case 'en':
      return import('./catalogue/en/index');
    case 'es':
      return import('./catalogue/es/index');
  }
}
