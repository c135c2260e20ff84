import { MAX_SELECTED_GENRES } from '@plume/core/genres';
import { useCallback, useMemo, useRef, useState } from 'react';
import { removeGenre, type ToggleOutcome, toggleGenre } from '../utils/genre-selection';

/**
 * The genres chosen for the next idea, as ids. It lives in the screen that holds the
 * picker and the generation panel, which both read it.
 */
export interface GenreSelection {
  selectedIds: readonly string[];
  /** Picks or unpicks a genre; a pick beyond the limit is refused and says so. */
  toggle: (id: string) => ToggleOutcome;
  remove: (id: string) => void;
  /** Puts these genres in place of the selection (at most the limit's worth). */
  replace: (ids: readonly string[]) => void;
  reset: () => void;
}

export function useGenreSelection(): GenreSelection {
  const [selectedIds, setSelectedIds] = useState<readonly string[]>([]);
  // toggle answers at once whether the pick was refused, so it reads the latest selection
  // here rather than inside a state updater, which runs later.
  const latest = useRef(selectedIds);

  const commit = useCallback((next: readonly string[]) => {
    latest.current = next;
    setSelectedIds(next);
  }, []);

  const toggle = useCallback(
    (id: string) => {
      const { selected, outcome } = toggleGenre(latest.current, id);
      if (outcome !== 'refused') commit(selected);
      return outcome;
    },
    [commit],
  );
  const remove = useCallback((id: string) => commit(removeGenre(latest.current, id)), [commit]);
  const replace = useCallback(
    (ids: readonly string[]) => commit([...new Set(ids)].slice(0, MAX_SELECTED_GENRES)),
    [commit],
  );
  const reset = useCallback(() => commit([]), [commit]);

  return useMemo(
    () => ({ selectedIds, toggle, remove, replace, reset }),
    [selectedIds, toggle, remove, replace, reset],
  );
}
