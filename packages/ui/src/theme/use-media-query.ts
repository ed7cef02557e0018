import { useCallback, useSyncExternalStore } from 'react';
import { breakpoints } from './tokens';

/** Whether a CSS media query matches now; re-renders when it starts or stops matching. */
export function useMediaQuery(query: string): boolean {
  const subscribe = useCallback(
    (notify: () => void) => {
      const list = window.matchMedia(query);
      list.addEventListener('change', notify);
      return () => {
        list.removeEventListener('change', notify);
      };
    },
    [query],
  );
  return useSyncExternalStore(subscribe, () => window.matchMedia(query).matches);
}

/** Wide enough for a sidebar beside the page (the spec's lg breakpoint and up). */
export const wideScreenQuery = `(min-width: ${breakpoints.lg}px)`;
