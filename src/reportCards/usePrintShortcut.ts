import { useEffect, useRef } from 'react';

/**
 * Ctrl+P (⌘P on a Mac) runs the page's own print instead of the browser's: on the player page that
 * is the report card, so the keyboard gives the same printout as the Print button.
 */
export function usePrintShortcut(print: () => void): void {
  const latest = useRef(print);
  latest.current = print;
  useEffect(() => {
    const onKeyDown = (event: KeyboardEvent) => {
      if ((event.ctrlKey || event.metaKey) && !event.altKey && !event.shiftKey && event.key.toLowerCase() === 'p') {
        event.preventDefault();
        latest.current();
      }
    };
    window.addEventListener('keydown', onKeyDown);
    return () => window.removeEventListener('keydown', onKeyDown);
  }, []);
}
