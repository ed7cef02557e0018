import { useLayoutEffect, useRef } from 'react';

/**
 * The CSS custom property the menu layouts set on their shell: the height of their sticky header,
 * so what sticks to the top of the page (a report table's header) sticks just under it.
 */
export const stickyTopProperty = '--app-sticky-top';

/** Refs for a layout's shell and its sticky header; the header's height is kept in the shell. */
export function useStickyTop<Shell extends HTMLElement, Header extends HTMLElement>() {
  const shell = useRef<Shell>(null);
  const header = useRef<Header>(null);
  useLayoutEffect(() => {
    const box = shell.current;
    const bar = header.current;
    if (!box || !bar) return;
    const keep = () => {
      box.style.setProperty(stickyTopProperty, `${String(bar.getBoundingClientRect().height)}px`);
    };
    keep();
    const observer = new ResizeObserver(keep);
    observer.observe(bar);
    return () => {
      observer.disconnect();
    };
  }, []);
  return { shell, header };
}
