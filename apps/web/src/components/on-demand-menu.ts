import {
  type ComponentType,
  type KeyboardEvent,
  lazy,
  type MouseEvent,
  useEffect,
  useRef,
  useState,
} from 'react';

/**
 * A component whose code is fetched only when the writer reaches for it (menus are not
 * needed to draw the first screen), with a way to start the fetch early, on hover or
 * focus, so it is usually there by the click.
 */
export function loadOnDemand<Props extends object>(
  load: () => Promise<ComponentType<Props>>,
): { Component: ComponentType<Props>; preload: () => void } {
  let loading: Promise<ComponentType<Props>> | undefined;
  const start = () => {
    loading ??= load();
    return loading;
  };
  return {
    Component: lazy(async () => ({ default: await start() })),
    preload: () => void start().catch(() => {}),
  };
}

/** How a menu loaded on demand was first opened: from the keyboard, its first item takes the focus. */
export type OpenedBy = 'pointer' | 'keyboard';

/**
 * Opened from the keyboard, a menu puts the focus on its first item; the menu library knows
 * how it was opened only from keys pressed once it is mounted, after the one that opened
 * this one, so that focus is given here, once the library has placed its own.
 */
export function useFocusFirstItem(openedBy: OpenedBy) {
  const content = useRef<HTMLDivElement>(null);
  useEffect(() => {
    if (openedBy !== 'keyboard') return;
    const frame = requestAnimationFrame(() => {
      const menu = content.current;
      // The library may have put the focus on an item already, and a quick writer may have
      // moved it on with the arrows: it is not taken back to the first.
      const focused = document.activeElement?.closest('[role^="menuitem"]');
      if (!menu || (focused && menu.contains(focused))) return;
      menu.querySelector<HTMLElement>('[role^="menuitem"]:not([data-disabled])')?.focus();
    });
    return () => cancelAnimationFrame(frame);
  }, [openedBy]);
  return content;
}

/**
 * The closed state of a menu loaded on demand: its button's handlers start loading the
 * code on hover or focus, and a click (or ArrowDown) asks for the menu, opened.
 */
export function useMenuOnDemand(preload: () => void) {
  const [openedBy, setOpenedBy] = useState<OpenedBy | null>(null);
  const triggerProps = {
    onPointerEnter: preload,
    onFocus: preload,
    // A click from Enter or Space has no pointer position: detail is 0.
    onClick: (event: MouseEvent) => setOpenedBy(event.detail === 0 ? 'keyboard' : 'pointer'),
    onKeyDown: (event: KeyboardEvent) => {
      if (event.key === 'ArrowDown') setOpenedBy('keyboard');
    },
  };
  return { openedBy, triggerProps };
}
