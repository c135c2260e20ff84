import { useId } from 'react';
import { NAV_ITEM_ATTRIBUTE } from '../utils/arrow-navigation';

/**
 * One genre as a checkbox row, in the tree and in the search results. The whole row is
 * clickable; the checkbox is named by the genre's name alone and described by the rest,
 * so a screen reader says the name first and the details after.
 */
export function GenreOption({
  name,
  description,
  place,
  checked,
  onToggle,
}: {
  name: string;
  description: string;
  /** Where the genre sits in the tree, shown with search results. */
  place?: string;
  checked: boolean;
  onToggle: () => void;
}) {
  const id = useId();
  const describedBy = place ? `${id}-place ${id}-description` : `${id}-description`;
  return (
    <li>
      <label className="flex cursor-pointer items-start gap-3 rounded-lg px-2 py-2 hover:bg-surface-muted has-[:checked]:bg-accent-soft/50">
        <input
          type="checkbox"
          checked={checked}
          onChange={onToggle}
          aria-labelledby={`${id}-name`}
          aria-describedby={describedBy}
          {...{ [NAV_ITEM_ATTRIBUTE]: '' }}
          className="mt-0.5 size-4 shrink-0 cursor-pointer accent-accent"
        />
        <span className="min-w-0 flex-1">
          <span id={`${id}-name`} className="block text-sm leading-5 font-medium text-ink">
            {name}
          </span>
          {place && (
            <span id={`${id}-place`} className="block text-xs leading-5 text-accent">
              {place}
            </span>
          )}
          <span id={`${id}-description`} className="mt-0.5 block text-xs leading-5 text-ink-muted">
            {description}
          </span>
        </span>
      </label>
    </li>
  );
}
