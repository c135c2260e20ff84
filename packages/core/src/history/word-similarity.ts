import { normalizeText } from '../genres/normalize-text';

/** SPEC.md section 5: a history search term matches above this word similarity. */
export const WORD_SIMILARITY_THRESHOLD = 0.7;

/**
 * The words of a text as the history search compares them: normalized like the genre
 * search (case, accents, ligatures), then cut at anything that is not a letter or a digit,
 * which is where pg_trgm cuts words too.
 */
function wordsIn(text: string): string[] {
  return normalizeText(text)
    .split(/[^\p{L}\p{N}]+/u)
    .filter((word) => word !== '');
}

/**
 * The distinct words of an idea, sorted: what an entry stores for the search (the
 * `search_words` column). Sorted so that concurrent saves touch shared rows in one order.
 */
export function searchWordsOf(text: string): string[] {
  return [...new Set(wordsIn(text))].sort();
}

/** The distinct words of a search query, in the order typed: each must match (AND). */
export function searchTermsOf(query: string): string[] {
  return [...new Set(wordsIn(query))];
}

/** A word's trigrams in order, padded as pg_trgm pads them: two spaces before, one after. */
function trigramSequence(word: string): string[] {
  const characters = [' ', ' ', ...word, ' '];
  const trigrams: string[] = [];
  for (let at = 0; at + 3 <= characters.length; at++) {
    trigrams.push(`${characters[at]}${characters[at + 1]}${characters[at + 2]}`);
  }
  return trigrams;
}

/**
 * pg_trgm's word_similarity for one word: the greatest trigram similarity (shared over
 * all distinct trigrams) between the term and any run of consecutive trigrams of the word.
 * A run may stop inside the word, so a typed prefix already matches ('laby' is 0.8 similar
 * to 'labyrinthe'). Both arguments are normalized single words.
 */
export function wordSimilarity(term: string, word: string): number {
  const termTrigrams = new Set(trigramSequence(term));
  const sequence = trigramSequence(word);
  let best = 0;
  for (let start = 0; start < sequence.length; start++) {
    if (!termTrigrams.has(sequence[start] as string)) continue;
    const seen = new Set<string>();
    let shared = 0;
    for (let end = start; end < sequence.length; end++) {
      const trigram = sequence[end] as string;
      if (seen.has(trigram)) continue;
      seen.add(trigram);
      if (!termTrigrams.has(trigram)) continue;
      shared++;
      best = Math.max(best, shared / (termTrigrams.size + seen.size - shared));
    }
  }
  return best;
}

/**
 * Whether one search term matches a text (SPEC.md section 5): some word of the text has a
 * word similarity above 0.7 with it, case and accents ignored. The server resolves genre,
 * mode and style labels with this; PostgreSQL's word_similarity does the same for the
 * words of the ideas.
 */
export function matchesWord(term: string, text: string): boolean {
  const [normalizedTerm] = searchTermsOf(term);
  if (normalizedTerm === undefined) return false;
  return wordsIn(text).some(
    (word) => wordSimilarity(normalizedTerm, word) > WORD_SIMILARITY_THRESHOLD,
  );
}
