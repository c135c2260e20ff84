const REDUCED_MOTION = '(prefers-reduced-motion: reduce)';

/**
 * Scrolls an element to the top of the view, below the sticky header (the element's
 * scroll-margin says by how much): smoothly, or at once when the writer asked for less
 * motion. Used when an idea starts, so it is written where the writer is looking.
 */
export function bringIntoView(element: Element | null) {
  element?.scrollIntoView({
    behavior: matchMedia(REDUCED_MOTION).matches ? 'auto' : 'smooth',
    block: 'start',
  });
}
