import type { GenreSearchResponse } from '@plume/core/genres';
import { type KeyboardEvent, type Ref, useCallback, useState } from 'react';
import type { GenreCatalogue } from '../../../lib/genre-catalogue';
import { moveFocusWithin } from '../utils/arrow-navigation';
import { CategoryTree } from './category-tree';
import { GenreSearchResults } from './genre-search-results';

/**
 * Where genres are picked: what the search found, or else the category tree, whose open
 * branches stay open while the writer searches. Arrow keys move between its controls.
 */
export function GenreBrowser({
  ref,
  showResults,
  response,
  data,
  selectedIds,
  onToggleGenre,
}: {
  /** The picker scrolls it back to the top, and moves into it from the search box. */
  ref: Ref<HTMLDivElement>;
  showResults: boolean;
  response: GenreSearchResponse;
  data: GenreCatalogue;
  selectedIds: readonly string[];
  onToggleGenre: (id: string) => void;
}) {
  const [expanded, setExpanded] = useState<ReadonlySet<string>>(() => new Set());

  const setBranch = useCallback((id: string, open: boolean) => {
    setExpanded((current) => {
      const next = new Set(current);
      if (open) next.add(id);
      else next.delete(id);
      return next;
    });
  }, []);

  const onKeyDown = (event: KeyboardEvent<HTMLDivElement>) => {
    if (moveFocusWithin(event.currentTarget, event.key)) event.preventDefault();
  };

  return (
    // On wide screens the list scrolls inside the panel, so the chips above stay in view,
    // and fades out at the bottom to show there is more; on phones a scroll area inside
    // the page scroll is clumsy, so the list just stacks. Relative, so the screen-reader
    // texts inside (absolutely placed) scroll with it instead of lengthening the page.
    // biome-ignore lint/a11y/noStaticElementInteractions: arrow keys only add to the Tab order of the controls inside
    <div
      ref={ref}
      onKeyDown={onKeyDown}
      className="relative lg:-mx-2 lg:max-h-[36rem] lg:overflow-y-auto lg:overscroll-contain lg:px-2 lg:pb-8 lg:[mask-image:linear-gradient(to_bottom,black_calc(100%-2.5rem),transparent)]"
    >
      {showResults ? (
        <GenreSearchResults
          response={response}
          keywordSpellings={data.keywordSpellings}
          selectedIds={selectedIds}
          onToggleGenre={onToggleGenre}
        />
      ) : (
        <CategoryTree
          catalogue={data.catalogue}
          selectedIds={selectedIds}
          expanded={expanded}
          onExpandedChange={setBranch}
          onToggleGenre={onToggleGenre}
        />
      )}
    </div>
  );
}
