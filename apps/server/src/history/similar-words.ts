import { WORD_SIMILARITY_THRESHOLD } from '@plume/core';
import { sql } from 'drizzle-orm';
import type { Db } from '../db/client';
import { historyWords, historyWordTrigrams } from '../db/schema';

/**
 * The words of all saved ideas that one term matches (SPEC.md section 5: word similarity
 * above 0.7), looked up once per request.
 *
 * A word more than 0.7 similar to the term holds more than 70 % of the term's trigrams, so
 * it holds at least one of any `k - ceil(0.7 k) + 1` of the term's `k` trigrams. Those words
 * come from history_word_trigrams' B-tree, preferring the trigrams inside a word (rarer than
 * a word's first or last letters); the similarity is then computed for them only, not for
 * the whole vocabulary (docs/decisions/010).
 */
export async function similarWords(db: Db, term: string): Promise<string[]> {
  const trigrams = sql`show_trgm(${term})`;
  const probes = sql`(
    select "probe" from unnest(${trigrams}) as "probe"
    order by strpos("probe", ' ') > 0, "probe"
    limit cardinality(${trigrams}) - ceil(${WORD_SIMILARITY_THRESHOLD}::numeric * cardinality(${trigrams}))::int + 1
  )`;
  const rows = await db
    .select({ word: historyWords.word })
    .from(historyWords)
    .where(
      sql`${historyWords.word} in (
        select ${historyWordTrigrams.word} from ${historyWordTrigrams}
        where ${historyWordTrigrams.trigram} in ${probes}
      ) and word_similarity(${term}, ${historyWords.word}) > ${WORD_SIMILARITY_THRESHOLD}`,
    );
  return rows.map((row) => row.word);
}
