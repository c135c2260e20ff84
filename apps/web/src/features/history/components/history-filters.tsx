import type { HistoryFacet } from '@plume/core/contracts';
import { Check } from 'lucide-react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { arrangeFilterChips } from '../utils/filter-chips';

/**
 * The genre filter chips (docs/PRODUCT.md, "History" and "Constants"): eight in a random order, then a
 * control that reveals the rest. Chips combine: an entry must have every genre that is on.
 */
export function HistoryFilters({
  facets,
  selected,
  onChange,
  genreName,
  seed,
}: {
  facets: readonly HistoryFacet[];
  /** French labels, as the API filters by. */
  selected: readonly string[];
  onChange: (selected: readonly string[]) => void;
  genreName: (label: string, id: string | null) => string;
  /** The chips' random order (docs/PRODUCT.md, "Constants"), the same on the server and in the browser. */
  seed: number;
}) {
  const { t } = useTranslation();
  const [expanded, setExpanded] = useState(false);
  const on = new Set(selected);
  const { shown, hidden } = arrangeFilterChips(facets, seed, on, expanded);

  const toggle = (label: string) =>
    onChange(on.has(label) ? selected.filter((each) => each !== label) : [...selected, label]);

  if (facets.length === 0) return null;
  return (
    <fieldset className="mt-3">
      <legend className="sr-only">{t('history.filtersLabel')}</legend>
      <ul className="flex flex-wrap gap-2">
        {shown.map((facet) => {
          const pressed = on.has(facet.label);
          return (
            <li key={facet.label}>
              <button
                type="button"
                aria-pressed={pressed}
                onClick={() => toggle(facet.label)}
                className="inline-flex min-h-9 items-center gap-1.5 rounded-full border border-line bg-paper px-3 text-sm text-ink hover:border-accent aria-pressed:border-accent aria-pressed:bg-accent aria-pressed:text-on-accent"
              >
                {pressed ? <Check aria-hidden="true" className="size-3.5" /> : null}
                {genreName(facet.label, facet.id)}
                <span className="text-xs opacity-80">{facet.count}</span>
              </button>
            </li>
          );
        })}
        {hidden > 0 || expanded ? (
          <li>
            <button
              type="button"
              aria-expanded={expanded}
              onClick={() => setExpanded((open) => !open)}
              className="inline-flex min-h-9 items-center rounded-full px-3 text-sm font-medium text-accent underline-offset-4 hover:underline"
            >
              {expanded ? t('history.fewerGenres') : t('history.moreGenres', { count: hidden })}
            </button>
          </li>
        ) : null}
        {selected.length > 0 ? (
          <li>
            <button
              type="button"
              onClick={() => onChange([])}
              className="inline-flex min-h-9 items-center rounded-full px-3 text-sm font-medium text-ink-muted underline-offset-4 hover:underline"
            >
              {t('history.clearFilters')}
            </button>
          </li>
        ) : null}
      </ul>
    </fieldset>
  );
}
