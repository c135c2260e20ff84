import { normalizeText } from './normalize-text';
import type { KeywordThemes } from './search-genres';

/**
 * The search reports the keyword it matched in its compared form, without accents
 * ('reve'); this maps that form back to the dictionary's own spelling ('rêve').
 */
export function keywordSpellings(keywords: KeywordThemes): Map<string, string> {
  const spellings = new Map<string, string>();
  for (const keyword of Object.keys(keywords)) {
    const normalized = normalizeText(keyword);
    if (!spellings.has(normalized)) spellings.set(normalized, keyword);
  }
  return spellings;
}
