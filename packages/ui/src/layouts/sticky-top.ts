import { useLayoutEffect, useRef } from 'react';

/**
 * The CSS custom property the menu layouts set on their shell: the height of their sticky header,
 * so what sticks to the top of the page (a report table's header) sticks just under it.
 */
export const stickyTopProperty = '--app-sticky-top';

/** Room for one sticky table row (a header or a totals row) at an edge of the window. */
const STICKY_ROW = '3.5rem';

/** Refs for a layout's shell and its sticky header; the header's height is kept in the shell. */
export function useStickyTop<Shell extends HTMLElement, Header extends HTMLElement>() {
  const shell = useRef<Shell>(null);
  const header = useRef<Header>(null);
  useLayoutEffect(() => {
    const box = shell.current;
    const bar = header.current;
    if (!box || !bar) return;
    const page = document.documentElement;
    const keep = () => {
      const height = `${String(bar.getBoundingClientRect().height)}px`;
      box.style.setProperty(stickyTopProperty, height);
      // What is scrolled into view (a focused row, a link's target) stops below the header and a
      // sticky table header under it, and above a sticky totals row: never hidden behind them.
      page.style.scrollPaddingTop = `calc(${height} + ${STICKY_ROW})`;
      page.style.scrollPaddingBottom = STICKY_ROW;
    };
    keep();
    const observer = new ResizeObserver(keep);
    observer.observe(bar);
    return () => {
      observer.disconnect();
      page.style.scrollPaddingTop = '';
      page.style.scrollPaddingBottom = '';
    };
  }, []);
  return { shell, header };
}
