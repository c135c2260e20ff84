import { GENRE_SEARCH_MIN_CHARS, type GenreSearchResponse } from '@plume/core/genres';
import { Check, Info, Lightbulb, Plus, SearchX } from 'lucide-react';
import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { NAV_ITEM_ATTRIBUTE } from '../utils/arrow-navigation';
import { groupSuggestions } from '../utils/keyword-suggestions';
import { GenreOption } from './genre-option';

/**
 * What a search found: the genres the query's keywords suggest, as chips, then the ranked
 * results with where each sits in the tree.
 */
export function GenreSearchResults({
  response,
  keywordSpellings,
  selectedIds,
  onToggleGenre,
}: {
  response: GenreSearchResponse;
  keywordSpellings: ReadonlyMap<string, string>;
  selectedIds: readonly string[];
  onToggleGenre: (id: string) => void;
}) {
  const { t } = useTranslation();
  const selected = useMemo(() => new Set(selectedIds), [selectedIds]);
  const groups = useMemo(
    () => groupSuggestions(response.suggestions, keywordSpellings),
    [response.suggestions, keywordSpellings],
  );

  return (
    <div className="flex flex-col gap-4">
      {groups.map((group) => (
        <section
          key={group.keyword}
          aria-label={t('genres.suggestionsFor', { keyword: group.keyword })}
          className="rounded-xl bg-surface-muted/70 p-3"
        >
          <p aria-hidden="true" className="flex items-center gap-2 text-sm font-medium text-ink">
            <Lightbulb className="size-4 shrink-0 text-accent" />
            {t('genres.suggestionsFor', { keyword: group.keyword })}
          </p>
          <ul className="mt-2 flex flex-wrap gap-2">
            {group.genres.map((genre) => {
              const isSelected = selected.has(genre.id);
              return (
                <li key={genre.id} className="min-w-0">
                  <button
                    type="button"
                    aria-pressed={isSelected}
                    onClick={() => onToggleGenre(genre.id)}
                    {...{ [NAV_ITEM_ATTRIBUTE]: '' }}
                    className="inline-flex min-h-9 max-w-full items-center gap-1.5 rounded-full border border-line bg-surface px-3 text-left text-sm text-ink hover:border-accent aria-pressed:border-accent aria-pressed:bg-accent aria-pressed:text-on-accent"
                  >
                    {isSelected ? (
                      <Check aria-hidden="true" className="size-4 shrink-0" />
                    ) : (
                      <Plus aria-hidden="true" className="size-4 shrink-0 text-accent" />
                    )}
                    <span className="min-w-0 [overflow-wrap:anywhere]">{genre.name}</span>
                  </button>
                </li>
              );
            })}
          </ul>
        </section>
      ))}

      {response.results.length > 0 && (
        <ul aria-label={t('genres.resultsLabel')}>
          {response.results.map((result) => (
            <GenreOption
              key={result.id}
              name={result.name}
              description={result.description}
              place={t('genres.path', {
                category: result.category,
                subcategory: result.subcategory,
              })}
              checked={selected.has(result.id)}
              onToggle={() => onToggleGenre(result.id)}
            />
          ))}
        </ul>
      )}
    </div>
  );
}

/**
 * One line on the search: the minimum-characters hint, how many genres were found, or
 * that none were. It sits in a live region, so screen readers hear it as the writer types.
 */
export function GenreSearchStatus({ response }: { response: GenreSearchResponse }) {
  const { t } = useTranslation();
  if (response.hint === 'minChars') {
    return (
      <p className="flex items-center gap-2 text-sm text-ink-muted">
        <Info aria-hidden="true" className="size-4 shrink-0" />
        {t('genres.minChars', { min: GENRE_SEARCH_MIN_CHARS })}
      </p>
    );
  }
  if (response.results.length === 0) {
    return (
      <div className="flex flex-col items-center gap-1 px-4 py-6 text-center">
        <SearchX aria-hidden="true" className="mb-1 size-6 text-ink-muted" />
        <p className="font-medium text-ink">{t('genres.noResults')}</p>
        <p className="text-sm text-ink-muted">{t('genres.trySimpler')}</p>
      </div>
    );
  }
  return (
    <p className="text-xs font-medium text-ink-muted">
      {t('genres.resultCount', { count: response.results.length })}
    </p>
  );
}
