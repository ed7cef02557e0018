// The address of a report page: its filters (and the dynamic table's arrangement) live in the
// search part, so a link, a reload or Back shows the same figures. In the portal the page sits in
// the data router, which must know every change (the shell's links, the language switch and Back
// read the router's address); a page framed by another site's report host also tells its parent.
import { useCallback, useContext } from 'react';
import { UNSAFE_DataRouterContext } from 'react-router';
import { latestSearchParams } from '../../kits/useAddressParams';
import { REPORT_ADDRESS_MESSAGE, type AddressMessage } from '../ReportFrame/height-message';

/** The search part a change starts from, and the change itself (a new history entry when `push`). */
export interface ReportAddress {
  /** The latest search part (`?de=…`), a navigation under way included (ADR 0221). */
  read: () => string;
  write: (busca: string, push?: boolean) => void;
}

/** The report page's address: the router's when there is one, the window's otherwise (a story). */
export function useReportAddress(): ReportAddress {
  const router = useContext(UNSAFE_DataRouterContext)?.router;
  const read = useCallback(() => {
    if (!router) return window.location.search;
    const latest = latestSearchParams(router.state).toString();
    return latest === '' ? '' : `?${latest}`;
  }, [router]);
  const write = useCallback(
    (busca: string, push = false) => {
      const normal = busca === '?' ? '' : busca;
      if (read() === normal) return;
      if (router)
        void router.navigate(
          { pathname: router.state.location.pathname, search: normal },
          { replace: !push, preventScrollReset: true },
        );
      else {
        const url = `${window.location.pathname}${normal}`;
        if (push) window.history.pushState(window.history.state, '', url);
        else window.history.replaceState(window.history.state, '', url);
      }
      if (window.parent !== window) {
        const message: AddressMessage = { type: REPORT_ADDRESS_MESSAGE, busca: normal };
        // Only the choice of figures, nothing secret; the parent may be a tenant's own report host.
        window.parent.postMessage(message, '*');
      }
    },
    [router, read],
  );
  return { read, write };
}
