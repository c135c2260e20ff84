import { useEffect, useRef } from 'react';

/** Ctrl/Cmd+Enter calls `start` from anywhere on the desk. */
export function useGenerateShortcut(start: () => void) {
  const latestStart = useRef(start);
  latestStart.current = start;
  useEffect(() => {
    function onKeyDown(event: KeyboardEvent) {
      if (event.key !== 'Enter' || !(event.ctrlKey || event.metaKey)) return;
      event.preventDefault();
      latestStart.current();
    }
    document.addEventListener('keydown', onKeyDown);
    return () => document.removeEventListener('keydown', onKeyDown);
  }, []);
}
