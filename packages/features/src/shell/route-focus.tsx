import { useEffect, useRef, useState } from 'react';
import { visuallyHidden } from '@emplacamento/ui';

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
 * After each navigation (and on arrival, right after sign-in) the focus goes to the page's
 * level-1 heading, or to `main` when it has none, so keyboard and screen-reader users start on
 * the new page instead of the body or the old link; a polite live region says which page loaded.
 */
export function RouteFocus({ routeKey, announcement, mainId }: RouteFocusProps) {
  const [message, setMessage] = useState('');
  const latest = useRef(announcement);
  latest.current = announcement;
  useEffect(() => {
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
