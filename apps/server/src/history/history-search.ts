import { MODES, type Mode, STYLES, type Style } from '@plume/core/generation';
import { isSimilarWord, searchTermsOf } from '@plume/core/history';
import { LANGUAGES, type Language } from '@plume/core/i18n';
import { MESSAGES } from '@plume/core/i18n/server';
import type { GenreCatalogues } from '../genres/genre-catalogues';

/** What one search term matches besides the words of the ideas. */
export interface TermMatches {
  /** French canonical labels of the genres whose name matches, as entries store them. */
  genres: string[];
  modes: Mode[];
  styles: Style[];
}

export interface HistorySearchLabels {
  /**
   * The genres, modes and styles a term matches (docs/PRODUCT.md, History search): genre names in
   * `language` and in French, mode and style labels in `language` as the app shows them
   * (the catalogue's generation.modes.*.label and generation.styles.*). The words of the
   * ideas are looked up in the database (similar-words.ts).
   */
  matchesOf(term: string, language: Language): TermMatches;
}

/** A label's words (normalized) -> the values whose label holds that word. */
type WordIndex<T> = Map<string, Set<T>>;

function addWords<T>(index: WordIndex<T>, label: string, value: T) {
  for (const word of searchTermsOf(label)) {
    const values = index.get(word) ?? new Set<T>();
    values.add(value);
    index.set(word, values);
  }
}

function matching<T>(index: WordIndex<T>, term: string, into: Set<T>) {
  for (const [word, values] of index) {
    if (isSimilarWord(term, word)) {
      for (const value of values) into.add(value);
    }
  }
}

/**
 * Indexes the words of every genre name, mode label and style label once, so a term is
 * compared with each distinct word rather than with each label (a few thousand words).
 */
export function createHistorySearchLabels(catalogues: GenreCatalogues): HistorySearchLabels {
  const genreWords = new Map<Language, WordIndex<string>>();
  const modeWords = new Map<Language, WordIndex<Mode>>();
  const styleWords = new Map<Language, WordIndex<Style>>();
  for (const language of LANGUAGES) {
    const genres: WordIndex<string> = new Map();
    for (const category of catalogues.forLanguage(language).catalogue) {
      for (const subcategory of category.subcategories) {
        for (const genre of subcategory.genres) {
          const label = catalogues.canonical(genre.id)?.label;
          if (label !== undefined) addWords(genres, genre.name, label);
        }
      }
    }
    genreWords.set(language, genres);
    const { generation } = MESSAGES[language];
    const modes: WordIndex<Mode> = new Map();
    for (const mode of MODES) addWords(modes, generation.modes[mode].label, mode);
    modeWords.set(language, modes);
    const styles: WordIndex<Style> = new Map();
    for (const style of STYLES) addWords(styles, generation.styles[style], style);
    styleWords.set(language, styles);
  }

  return {
    matchesOf(term, language) {
      const genres = new Set<string>();
      const modes = new Set<Mode>();
      const styles = new Set<Style>();
      for (const genreLanguage of new Set<Language>([language, 'fr'])) {
        matching(genreWords.get(genreLanguage) ?? new Map(), term, genres);
      }
      matching(modeWords.get(language) ?? new Map(), term, modes);
      matching(styleWords.get(language) ?? new Map(), term, styles);
      return { genres: [...genres], modes: [...modes], styles: [...styles] };
    },
  };
}
