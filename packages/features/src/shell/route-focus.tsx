import { useEffect, useRef, useState } from 'react';

// The key of the last page focused, for the whole page's life: the first page of a fresh load
// keeps the browser's focus (so Tab reaches the skip link first); every later one is focused.
let lastKey: string | null = null;
import { visuallyHidden } from '@emplacamento/ui';
import { takeSignInArrival } from './sign-in-arrival';

/** Props of {@link RouteFocus}. */
export interface RouteFocusProps {
  /** Changes at each navigation (the path): focus moves and the page is announced. */
  readonly routeKey: string;
  /** What is announced: "Página Usuários carregada". */
  readonly announcement: string;
  /** Id of the element holding the page (the layouts' `main`). */
  readonly mainId: string;
}

/**
 * After each navigation (sign-in included) the focus goes to the new page's level-1 heading, or
 * to `main` when it has none, so keyboard and screen-reader users start on the new page instead
 * of the body or the old link; a polite live region says which page loaded. The first page of a
 * fresh load is left alone (there the skip link is the first Tab stop), unless signing in led to it.
 */
export function RouteFocus({ routeKey, announcement, mainId }: RouteFocusProps) {
  const [message, setMessage] = useState('');
  const latest = useRef(announcement);
  latest.current = announcement;
  useEffect(() => {
    const first = lastKey === null;
    // Effects that run twice for one page (React's strict mode) must not count as a navigation.
    if (lastKey === routeKey) return;
    lastKey = routeKey;
    // A fresh load that signing in led to counts as a navigation (the sign-in page's own entry).
    if (first && !takeSignInArrival()) return;
    const main = document.getElementById(mainId);
    const target = main?.querySelector<HTMLElement>('h1[tabindex]') ?? main;
    // A dialog opened by the page itself keeps its focus.
    if (target && !document.querySelector('[role="dialog"], [role="alertdialog"]')) {
      target.focus({ preventScroll: true });
      window.scrollTo({ top: 0 });
    }
    setMessage(latest.current);
  }, [routeKey, mainId]);
  return (
    <div className={visuallyHidden} role="status" aria-live="polite" aria-atomic="true">
      {message}
    </div>
  );
}
