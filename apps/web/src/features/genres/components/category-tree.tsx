import type { Catalogue } from '@plume/core/genres';
import { ChevronRight } from 'lucide-react';
import { type KeyboardEvent, type ReactNode, useId, useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { NAV_ITEM_ATTRIBUTE } from '../utils/arrow-navigation';
import { selectedCountsByGroup } from '../utils/genre-selection';
import { GenreOption } from './genre-option';

/**
 * The catalogue as nested disclosures: categories open onto sub-categories, which open
 * onto their genres as checkboxes (the WAI-ARIA disclosure pattern, with each button in a
 * heading so screen readers can jump between categories). Right opens a branch, Left
 * closes it; the picker adds Up, Down, Home and End across the visible rows.
 */
export function CategoryTree({
  catalogue,
  selectedIds,
  expanded,
  onExpandedChange,
  onToggleGenre,
}: {
  catalogue: Catalogue;
  selectedIds: readonly string[];
  expanded: ReadonlySet<string>;
  onExpandedChange: (id: string, open: boolean) => void;
  onToggleGenre: (id: string) => void;
}) {
  const { t } = useTranslation();
  const counts = useMemo(
    () => selectedCountsByGroup(catalogue, selectedIds),
    [catalogue, selectedIds],
  );
  const selected = useMemo(() => new Set(selectedIds), [selectedIds]);

  return (
    <ul aria-label={t('genres.categoriesLabel')} className="flex flex-col gap-1">
      {catalogue.map((category) => {
        const open = expanded.has(category.id);
        return (
          <li key={category.id}>
            <Branch
              level={3}
              name={category.name}
              count={counts.get(category.id) ?? 0}
              open={open}
              onOpenChange={(next) => onExpandedChange(category.id, next)}
            >
              <p className="px-2 pt-1 pb-2 text-xs leading-5 text-ink-muted">
                {category.description}
              </p>
              <ul className="flex flex-col gap-0.5">
                {category.subcategories.map((subcategory) => (
                  <li key={subcategory.id}>
                    <Branch
                      level={4}
                      name={subcategory.name}
                      count={counts.get(subcategory.id) ?? 0}
                      open={expanded.has(subcategory.id)}
                      onOpenChange={(next) => onExpandedChange(subcategory.id, next)}
                    >
                      <p className="px-2 pt-1 pb-1 text-xs leading-5 text-ink-muted italic">
                        {subcategory.description}
                      </p>
                      <ul>
                        {subcategory.genres.map((genre) => (
                          <GenreOption
                            key={genre.id}
                            name={genre.name}
                            description={genre.description}
                            checked={selected.has(genre.id)}
                            onToggle={() => onToggleGenre(genre.id)}
                          />
                        ))}
                      </ul>
                    </Branch>
                  </li>
                ))}
              </ul>
            </Branch>
          </li>
        );
      })}
    </ul>
  );
}

function Branch({
  level,
  name,
  count,
  open,
  onOpenChange,
  children,
}: {
  level: 3 | 4;
  name: string;
  count: number;
  open: boolean;
  onOpenChange: (open: boolean) => void;
  children: ReactNode;
}) {
  const { t } = useTranslation();
  const id = useId();
  const Heading = level === 3 ? 'h3' : 'h4';

  const onKeyDown = (event: KeyboardEvent<HTMLButtonElement>) => {
    if (event.key === 'ArrowRight' && !open) onOpenChange(true);
    else if (event.key === 'ArrowLeft' && open) onOpenChange(false);
    else return;
    event.preventDefault();
  };

  return (
    <>
      <Heading className="font-sans">
        <button
          type="button"
          aria-expanded={open}
          aria-controls={id}
          onClick={() => onOpenChange(!open)}
          onKeyDown={onKeyDown}
          {...{ [NAV_ITEM_ATTRIBUTE]: '' }}
          className={`flex w-full items-center gap-2 rounded-lg px-2 text-left hover:bg-surface-muted ${
            level === 3 ? 'min-h-11 text-base font-semibold' : 'min-h-10 text-sm font-medium'
          }`}
        >
          <ChevronRight
            aria-hidden="true"
            className={`size-4 shrink-0 text-ink-muted transition-transform ${open ? 'rotate-90' : ''}`}
          />
          <span className="min-w-0 flex-1">{name}</span>
          {count > 0 && (
            <span className="shrink-0 rounded-full bg-accent px-2 py-0.5 text-xs font-semibold text-on-accent">
              <span aria-hidden="true">{count}</span>
              <span className="sr-only"> {t('genres.selectedInGroup', { count })}</span>
            </span>
          )}
        </button>
      </Heading>
      <div id={id} hidden={!open} className={level === 3 ? 'pl-4' : 'pl-6'}>
        {open && children}
      </div>
    </>
  );
}
