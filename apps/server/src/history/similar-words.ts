import { isSimilarWord, similarWordProbes } from '@plume/core/history';
import { inArray } from 'drizzle-orm';
import type { Db } from '../db/database';
import { historyWordTrigrams } from '../db/schema';

/**
 * The words of all saved ideas that one term matches (docs/PRODUCT.md, History search: word
 * similarity above 0.7, core's wordSimilarity), looked up once per request.
 *
 * Every word the term matches holds one of a few trigrams core chooses for it
 * (similarWordProbes: mostly from inside the word, and from the term with letters swapped);
 * the words holding them come from history_word_trigrams' B-tree, a few hundred for a
 * common word, and the similarity is computed here for those only, not for the whole
 * vocabulary (docs/decisions/010).
 */
export async function similarWords(db: Db, term: string): Promise<string[]> {
  const candidates = await db
    .selectDistinct({ word: historyWordTrigrams.word })
    .from(historyWordTrigrams)
    .where(inArray(historyWordTrigrams.trigram, similarWordProbes(term)));
  return candidates.map((row) => row.word).filter((word) => isSimilarWord(term, word));
}
