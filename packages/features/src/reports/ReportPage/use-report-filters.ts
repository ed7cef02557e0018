// The filters of a report page, kept in its address (every report but the dynamic table, whose
// own hook keeps its arrangement with them): a page opened from a link, a drill-down or a reload
// shows the same figures, and Back returns to the filters the reader had before a drill-down.
import { useCallback, useEffect, useMemo, useState } from 'react';
import { writeTrail, type Step } from './drill-trail';
import { filterAddress, readFilters } from './pivot-choice';
import { useReportAddress } from './report-address';
import type { Filtros } from './report-queries';

/**
 * The filters in force: the reader's choice, else what the address holds over `defaults`.
 * `choose` sets them and writes them into the address (`push`: as a new history entry), with the
 * trail of a drill-down when one is given.
 */
export function useReportFilters(active: boolean, defaults: Filtros) {
  const { read, write } = useReportAddress();
  const [held, setHeld] = useState<Filtros>(() => (active ? readFilters(read(), {}) : {}));
  const [chosen, setChosen] = useState<Filtros | null>(null);
  useEffect(() => {
    if (!active) return;
    // Back and Forward bring an earlier address: its filters are the page's again.
    const onPop = () => {
      setHeld(readFilters(window.location.search, {}));
      setChosen(null);
    };
    window.addEventListener('popstate', onPop);
    return () => {
      window.removeEventListener('popstate', onPop);
    };
  }, [active]);
  const filtros = useMemo(() => chosen ?? { ...defaults, ...held }, [chosen, defaults, held]);
  const choose = useCallback(
    (value: Filtros, push = false, trail?: readonly Step[]) => {
      setChosen(value);
      const busca = filterAddress(value, read());
      if (active) write(trail ? writeTrail(busca, trail) : busca, push);
    },
    [active, read, write],
  );
  return { filtros, choose };
}
