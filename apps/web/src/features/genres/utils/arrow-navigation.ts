/**
 * Where focus goes in a vertical list of controls for a navigation key, or null when the
 * key is not one: up and down move by one and stop at the ends (as in the WAI-ARIA tree
 * pattern), Home and End jump to the ends.
 */
export function nextFocusIndex(key: string, current: number, count: number): number | null {
  if (count === 0) return null;
  switch (key) {
    case 'ArrowDown':
      return current < 0 ? 0 : Math.min(current + 1, count - 1);
    case 'ArrowUp':
      return current < 0 ? count - 1 : Math.max(current - 1, 0);
    case 'Home':
      return 0;
    case 'End':
      return count - 1;
    default:
      return null;
  }
}

/** Marks the controls that arrow keys move between inside a list. */
export const NAV_ITEM_ATTRIBUTE = 'data-nav-item';

/**
 * Arrow-key focus moves among the visible controls marked with NAV_ITEM_ATTRIBUTE inside
 * `container`, on top of the usual Tab order. Returns true when it moved focus.
 */
export function moveFocusWithin(container: HTMLElement, key: string): boolean {
  const items = [...container.querySelectorAll<HTMLElement>(`[${NAV_ITEM_ATTRIBUTE}]`)].filter(
    (item) => item.getClientRects().length > 0,
  );
  const current = items.indexOf(document.activeElement as HTMLElement);
  const next = nextFocusIndex(key, current, items.length);
  if (next === null) return false;
  items[next]?.focus();
  return true;
}
