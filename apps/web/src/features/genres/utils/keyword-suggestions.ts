import type { KeywordSuggestion } from '@plume/core/genres';

export interface SuggestionGroup {
  /** The keyword as the dictionary writes it (with its accents), for the heading. */
  keyword: string;
  genres: { id: string; name: string }[];
}

/** The suggestions under one heading per keyword, keeping the search's order. */
export function groupSuggestions(
  suggestions: readonly KeywordSuggestion[],
  spellings: ReadonlyMap<string, string>,
): SuggestionGroup[] {
  const groups = new Map<string, SuggestionGroup>();
  for (const { id, name, keyword } of suggestions) {
    let group = groups.get(keyword);
    if (!group) {
      group = { keyword: spellings.get(keyword) ?? keyword, genres: [] };
      groups.set(keyword, group);
    }
    group.genres.push({ id, name });
  }
  return [...groups.values()];
}
