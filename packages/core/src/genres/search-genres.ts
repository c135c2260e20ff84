import type { Catalogue } from './catalogue/types';
import { normalizeText, similarity, wordsOf } from './normalize-text';

/** docs/PRODUCT.md, Genre search. */
export const GENRE_SEARCH_MIN_CHARS = 2;
export const GENRE_SEARCH_MAX_RESULTS = 20;
export const GENRE_SEARCH_MAX_SUGGESTIONS = 5;

/** Keyword (in one language) -> the ids of three genres it suggests (docs/PRODUCT.md, Genres). */
export type KeywordThemes = Readonly<Record<string, readonly string[]>>;

/**
 * The tiers of docs/PRODUCT.md, Genre search, best first. They are 100 apart so that the refinement
 * inside a tier (how similar a typo is, under 50) and the multi-term bonus (50 per extra
 * term) order results without ever jumping a whole tier on their own.
 */
export const SEARCH_TIERS = {
  exact: 800,
  startsWith: 700,
  contains: 600,
  typo: 500,
  word: 400,
  description: 300,
  category: 200,
  keyword: 100,
} as const;

export const MULTI_TERM_BONUS = 50;

/**
 * An alias scores the tier the name would, this much lower: at the same tier a genre's own
 * name comes first, and an alias still beats every match of the tier below.
 */
export const ALIAS_PENALTY = 10;

const TYPO_MIN_SIMILARITY = 0.75;
const TYPO_MAX_LENGTH_DIFFERENCE = 2;
const WORD_MIN_SIMILARITY = 0.8;
const WORD_MIN_LENGTH = 3;

interface IndexedGenre {
  id: string;
  name: string;
  description: string;
  category: string;
  subcategory: string;
  normalizedName: string;
  normalizedAliases: string[];
  nameWords: string[];
  normalizedDescription: string;
  normalizedPlace: string;
}

export interface GenreIndex {
  genres: IndexedGenre[];
  byId: Map<string, IndexedGenre>;
  keywords: { keyword: string; themes: readonly string[] }[];
}

export interface GenreSearchResult {
  id: string;
  name: string;
  description: string;
  category: string;
  subcategory: string;
  score: number;
}

export interface KeywordSuggestion {
  /** The genre suggested. */
  id: string;
  name: string;
  /** The keyword of the query that suggested it. */
  keyword: string;
}

export interface GenreSearchResponse {
  results: GenreSearchResult[];
  suggestions: KeywordSuggestion[];
  /** Set when the query is one character: the picker shows the minimum-characters hint. */
  hint?: 'minChars';
}

/** Prepares one language's catalogue and keywords once, so each keystroke only compares. */
export function createGenreIndex(catalogue: Catalogue, keywords: KeywordThemes = {}): GenreIndex {
  const genres: IndexedGenre[] = [];
  for (const category of catalogue) {
    for (const subcategory of category.subcategories) {
      for (const genre of subcategory.genres) {
        const normalizedName = normalizeText(genre.name);
        genres.push({
          id: genre.id,
          name: genre.name,
          description: genre.description,
          category: category.name,
          subcategory: subcategory.name,
          normalizedName,
          normalizedAliases: (genre.aliases ?? []).map(normalizeText),
          nameWords: wordsOf(normalizedName).filter((word) => word.length >= WORD_MIN_LENGTH),
          normalizedDescription: normalizeText(genre.description),
          normalizedPlace: `${normalizeText(category.name)} | ${normalizeText(subcategory.name)}`,
        });
      }
    }
  }
  return {
    genres,
    byId: new Map(genres.map((genre) => [genre.id, genre])),
    keywords: Object.entries(keywords).map(([keyword, themes]) => ({
      keyword: normalizeText(keyword),
      themes,
    })),
  };
}

/** How well a keyword answers a term: 1 for the same word, less for a prefix or a typo. */
function keywordMatch(keyword: string, term: string): number {
  if (keyword === term) return 1;
  if (term.length >= 3 && keyword.startsWith(term)) return 0.9;
  if (term.length >= WORD_MIN_LENGTH && keyword.length >= WORD_MIN_LENGTH) {
    return similarity(keyword, term, WORD_MIN_SIMILARITY);
  }
  return 0;
}

/** The genres each term's keywords suggest, by genre id. */
function keywordThemes(index: GenreIndex, term: string): Set<string> {
  const ids = new Set<string>();
  for (const { keyword, themes } of index.keywords) {
    if (keywordMatch(keyword, term) > 0) for (const id of themes) ids.add(id);
  }
  return ids;
}

/** The best tier one term (or the whole phrase) reaches on a name, or 0. */
function nameScore(name: string, text: string): number {
  if (name === text) return SEARCH_TIERS.exact;
  if (name.startsWith(text)) return SEARCH_TIERS.startsWith;
  if (name.includes(text)) return SEARCH_TIERS.contains;
  if (Math.abs(name.length - text.length) <= TYPO_MAX_LENGTH_DIFFERENCE) {
    const typo = similarity(name, text, TYPO_MIN_SIMILARITY);
    if (typo >= TYPO_MIN_SIMILARITY) {
      return SEARCH_TIERS.typo + Math.round((typo - TYPO_MIN_SIMILARITY) * 100);
    }
  }
  return 0;
}

function wordScore(genre: IndexedGenre, term: string): number {
  if (term.length < WORD_MIN_LENGTH) return 0;
  let best = 0;
  for (const word of genre.nameWords) {
    best = Math.max(best, similarity(word, term, WORD_MIN_SIMILARITY));
  }
  return best >= WORD_MIN_SIMILARITY
    ? SEARCH_TIERS.word + Math.round((best - WORD_MIN_SIMILARITY) * 100)
    : 0;
}

/** The best tier a text reaches on a genre's name or, a little lower, on one of its aliases. */
function nameOrAliasScore(genre: IndexedGenre, text: string): number {
  let best = nameScore(genre.normalizedName, text);
  for (const alias of genre.normalizedAliases) {
    const score = nameScore(alias, text);
    if (score > 0) best = Math.max(best, score - ALIAS_PENALTY);
  }
  return best;
}

function termScore(genre: IndexedGenre, term: string, suggestedIds: Set<string>): number {
  return (
    nameOrAliasScore(genre, term) ||
    wordScore(genre, term) ||
    (genre.normalizedDescription.includes(term) ? SEARCH_TIERS.description : 0) ||
    (genre.normalizedPlace.includes(term) ? SEARCH_TIERS.category : 0) ||
    (suggestedIds.has(genre.id) ? SEARCH_TIERS.keyword : 0)
  );
}

function compareResults(a: GenreSearchResult & { sortName: string }, b: typeof a): number {
  return b.score - a.score || a.sortName.localeCompare(b.sortName) || a.id.localeCompare(b.id);
}

/**
 * The genre search (docs/PRODUCT.md, Genre search) over one language's index. A query of
 * several words matches a genre only when every word does, in any tier (or when the whole
 * phrase matches the name or an alias); its score is the best tier reached, by a word or by
 * the phrase, plus 50 per word beyond the first. Ties go to the alphabetical order of the
 * names, then the ids.
 */
export function searchGenres(index: GenreIndex, query: string): GenreSearchResponse {
  const phrase = normalizeText(query);
  if (phrase.length < GENRE_SEARCH_MIN_CHARS) {
    return phrase.length === 0
      ? { results: [], suggestions: [] }
      : { results: [], suggestions: [], hint: 'minChars' };
  }
  const terms = [...new Set(wordsOf(phrase))];
  const suggestedByTerm = terms.map((term) => keywordThemes(index, term));

  const scored: (GenreSearchResult & { sortName: string })[] = [];
  for (const genre of index.genres) {
    const termScores = terms.map((term, position) =>
      termScore(genre, term, suggestedByTerm[position] ?? new Set()),
    );
    const phraseScore = terms.length > 1 ? nameOrAliasScore(genre, phrase) : 0;
    const matchingTerms = termScores.filter((score) => score > 0).length;
    // Every word must match, unless the whole phrase matches the name or an alias (a typo
    // spanning words).
    if (matchingTerms < terms.length && phraseScore === 0) continue;
    scored.push({
      id: genre.id,
      name: genre.name,
      description: genre.description,
      category: genre.category,
      subcategory: genre.subcategory,
      score: Math.max(phraseScore, ...termScores) + MULTI_TERM_BONUS * (terms.length - 1),
      sortName: genre.normalizedName,
    });
  }
  const results = scored
    .sort(compareResults)
    .slice(0, GENRE_SEARCH_MAX_RESULTS)
    .map(({ sortName: _sortName, ...result }) => result);

  return { results, suggestions: keywordSuggestions(index, terms) };
}

/** Up to five genres suggested by the keywords the query names, best keyword first. */
function keywordSuggestions(index: GenreIndex, terms: string[]): KeywordSuggestion[] {
  const matches = index.keywords
    .map((entry) => ({
      ...entry,
      match: Math.max(...terms.map((term) => keywordMatch(entry.keyword, term))),
    }))
    .filter((entry) => entry.match > 0)
    .sort((a, b) => b.match - a.match || a.keyword.localeCompare(b.keyword));
  const suggestions: KeywordSuggestion[] = [];
  const seen = new Set<string>();
  for (const { keyword, themes } of matches) {
    for (const id of themes) {
      const genre = index.byId.get(id);
      if (!genre || seen.has(id)) continue;
      seen.add(id);
      suggestions.push({ id, name: genre.name, keyword });
      if (suggestions.length === GENRE_SEARCH_MAX_SUGGESTIONS) return suggestions;
    }
  }
  return suggestions;
}
