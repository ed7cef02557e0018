// The comparison a report page shows (its period against the one before, or a year before),
// kept in the address beside the filters (`comparar=anoAnterior`): a link, a reload and Back show
// the same comparison.
import { useCallback, useEffect, useState } from 'react';
import { useReportAddress } from './report-address';
import type { Consulta } from './report-queries';

/** A comparison a run may ask for. */
export type Comparar = NonNullable<Consulta['comparar']>;

/** The address key of the comparison. */
export const COMPARE_KEY = 'comparar';

const parse = (search: string): Comparar | null => {
  const value = new URLSearchParams(search).get(COMPARE_KEY);
  return value === 'periodoAnterior' || value === 'anoAnterior' ? value : null;
};

/**
 * The comparison in force (off: none, whatever the address says) and its setter. The address is
 * read once the report turns out to compare (its definition comes after the first render), and
 * again on Back and Forward.
 */
export function useComparison(active: boolean) {
  const { read, write } = useReportAddress();
  // Undefined: not chosen on this page yet, the address says.
  const [chosen, setChosen] = useState<Comparar | null | undefined>(undefined);
  useEffect(() => {
    if (!active) return;
    const onPop = () => {
      setChosen(undefined);
    };
    window.addEventListener('popstate', onPop);
    return () => {
      window.removeEventListener('popstate', onPop);
    };
  }, [active]);
  const choose = useCallback(
    (next: Comparar | null) => {
      setChosen(next);
      const q = new URLSearchParams(read());
      if (next) q.set(COMPARE_KEY, next);
      else q.delete(COMPARE_KEY);
      write(`?${q.toString()}`);
    },
    [read, write],
  );
  const comparar = !active ? null : chosen === undefined ? parse(read()) : chosen;
  return { comparar, choose };
}
