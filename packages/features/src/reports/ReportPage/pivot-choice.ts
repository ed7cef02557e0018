// What the user arranges on the dynamic table (rows, column, measure) and the filters, kept in the
// page's address: a table opened from a link or after a reload shows the same figures, and the
// route that frames the page mirrors the address so it can be shared. The server checks every
// choice (an address edited by hand gets its clear refusal, not a silent default).
import { useCallback, useEffect, useRef, useState } from 'react';
import { PLACE_ID_FILTERS } from '@emplacamento/access';
import { writeTrail, type Step } from './drill-trail';
import { useReportAddress } from './report-address';
import type { Consulta, Filtros } from './report-queries';

/** The embed name of the report the user arranges. */
export const PIVOT_REPORT = 'EmplacamentoPivotGrid';

/** Rows (one or two dimensions), at most one column dimension, and the measure. */
export interface PivotChoice {
  linhas: string[];
  coluna: string | null;
  medida: string;
}

export const DEFAULT_PIVOT: PivotChoice = { linhas: ['marca'], coluna: null, medida: 'quantidade' };

/** The request fields of a choice. */
export const pivotConsulta = (
  choice: PivotChoice,
): Pick<Consulta, 'dimensoes' | 'colunas' | 'medida'> => ({
  dimensoes: choice.linhas,
  colunas: choice.coluna ? [choice.coluna] : [],
  medida: choice.medida,
});

/** The filters the address holds as lists of ids: the places', and the model a drill-down sets. */
const LIST_FILTERS = [...PLACE_ID_FILTERS, 'modeloId'] as const;

const ids = (text: string | null) =>
  text
    ? text
        .split(',')
        .map(Number)
        .filter((n) => Number.isInteger(n) && n > 0)
    : [];

/** The filters an address holds, over the defaults where it holds none. */
export function readFilters(search: string, defaults: Filtros): Filtros {
  const q = new URLSearchParams(search);
  const filtros: Filtros = { ...defaults };
  const dataInicial = q.get('de');
  const dataFinal = q.get('ate');
  if (dataInicial && /^\d{4}-\d{2}-\d{2}$/.test(dataInicial)) filtros.dataInicial = dataInicial;
  if (dataFinal && /^\d{4}-\d{2}-\d{2}$/.test(dataFinal)) filtros.dataFinal = dataFinal;
  for (const key of LIST_FILTERS) {
    const list = ids(q.get(key));
    if (list.length > 0) filtros[key] = list;
  }
  const tipoVenda = q.get('tipoVenda');
  if (tipoVenda === 'VAREJO' || tipoVenda === 'VENDA_DIRETA') filtros.tipoVenda = tipoVenda;
  return filtros;
}

/** The choice and filters an address holds, over the defaults where it holds none. */
export function readAddress(
  search: string,
  defaults: Filtros,
): { choice: PivotChoice; filtros: Filtros } {
  const q = new URLSearchParams(search);
  const linhas = (q.get('linhas') ?? '').split(',').filter(Boolean).slice(0, 2);
  const filtros = readFilters(search, defaults);
  return {
    choice: {
      linhas: linhas.length > 0 ? linhas : DEFAULT_PIVOT.linhas,
      coluna: q.get('coluna') || null,
      medida: q.get('medida') || DEFAULT_PIVOT.medida,
    },
    filtros,
  };
}

/** Every address key the filters take. */
export const FILTER_ADDRESS_KEYS = ['de', 'ate', 'tipoVenda', ...LIST_FILTERS] as const;

/** Every address key the dynamic table writes. */
export const PIVOT_ADDRESS_KEYS = ['linhas', 'coluna', 'medida', ...FILTER_ADDRESS_KEYS] as const;

/**
 * The address of filters over the `current` one: the filters' keys rewritten (what is not set
 * left out), any other key of the address kept as it was.
 */
export function filterAddress(filtros: Filtros, current = ''): string {
  const q = new URLSearchParams(current);
  writeFilters(q, filtros);
  return `?${q.toString()}`;
}

/**
 * The address of a choice and filters over the `current` one: its own keys rewritten (what is not
 * set left out), any other key of the address kept as it was.
 */
export function addressOf(choice: PivotChoice, filtros: Filtros, current = ''): string {
  const q = new URLSearchParams(current);
  for (const key of PIVOT_ADDRESS_KEYS) q.delete(key);
  q.set('linhas', choice.linhas.join(','));
  if (choice.coluna) q.set('coluna', choice.coluna);
  q.set('medida', choice.medida);
  writeFilters(q, filtros);
  return `?${q.toString()}`;
}

function writeFilters(q: URLSearchParams, filtros: Filtros): void {
  for (const key of FILTER_ADDRESS_KEYS) q.delete(key);
  if (filtros.dataInicial) q.set('de', filtros.dataInicial);
  if (filtros.dataFinal) q.set('ate', filtros.dataFinal);
  for (const key of LIST_FILTERS) {
    const list = filtros[key];
    if (list && list.length > 0) q.set(key, list.join(','));
  }
  if (filtros.tipoVenda) q.set('tipoVenda', filtros.tipoVenda);
}

/**
 * The dynamic table's choice and filters, read from the address and written back (replacing the
 * entry, so Back leaves the report rather than undoing each pick) whenever they change; a
 * drill-down (`drill`) is a new entry with its trail, which Back undoes. Off (`active` false) for
 * every other report: their state stays the page's own.
 */
export function usePivotAddress(active: boolean, defaults: Filtros) {
  const address = useReportAddress();
  const [initial] = useState(() =>
    active ? readAddress(address.read(), defaults) : { choice: DEFAULT_PIVOT, filtros: defaults },
  );
  const [choice, setChoice] = useState<PivotChoice>(initial.choice);
  const [filtros, setFiltros] = useState<Filtros>(initial.filtros);
  // The trail of a drill-down under way: its entry is pushed with the next write.
  const drilled = useRef<readonly Step[] | null>(null);
  const defaultsNow = useRef(defaults);
  useEffect(() => {
    defaultsNow.current = defaults;
  }, [defaults]);
  const { read, write } = address;
  useEffect(() => {
    if (!active) return;
    const trail = drilled.current;
    drilled.current = null;
    const busca = addressOf(choice, filtros, read());
    write(trail ? writeTrail(busca, trail) : busca, trail !== null);
  }, [active, choice, filtros, read, write]);
  useEffect(() => {
    if (!active) return;
    // Back and Forward bring an earlier level: its choice and filters are the table's again.
    const onPop = () => {
      const held = readAddress(window.location.search, defaultsNow.current);
      setChoice(held.choice);
      setFiltros(held.filtros);
    };
    window.addEventListener('popstate', onPop);
    return () => {
      window.removeEventListener('popstate', onPop);
    };
  }, [active]);
  const drill = useCallback((next: PivotChoice, value: Filtros, trail: readonly Step[]) => {
    drilled.current = trail;
    setChoice(next);
    setFiltros(value);
  }, []);
  return { choice, setChoice, filtros, setFiltros, drill };
}
