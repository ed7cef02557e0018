import { useEffect, useLayoutEffect, useRef } from 'react';
import { useBlocker, type Blocker } from 'react-router';

/**
 * Holds navigation away from a form with unsaved changes (react-router's blocker: links, the
 * menu, back and forward) and asks the browser to confirm a reload or closing the tab. Moves
 * within the same page (its query string) are not leaving. `allow()` lets the next navigation
 * through, for the one that follows a successful save.
 */
export function useUnsavedGuard(dirty: boolean): { blocker: Blocker; allow: () => void } {
  const dirtyRef = useRef(dirty);
  const allowed = useRef(false);
  // A layout effect, so the blocker knows the form is clean before any passive effect of the same
  // commit navigates (`useReturnAfterSave` leaves in one, and the blocker is asked at once).
  useLayoutEffect(() => {
    dirtyRef.current = dirty;
    if (dirty) allowed.current = false;
  }, [dirty]);
  const blocker = useBlocker(
    ({ currentLocation, nextLocation }) =>
      dirtyRef.current && !allowed.current && currentLocation.pathname !== nextLocation.pathname,
  );
  useEffect(() => {
    if (!dirty) return;
    const warn = (event: BeforeUnloadEvent) => {
      event.preventDefault();
    };
    window.addEventListener('beforeunload', warn);
    return () => {
      window.removeEventListener('beforeunload', warn);
    };
  }, [dirty]);
  return {
    blocker,
    allow: () => {
      allowed.current = true;
    },
  };
}
