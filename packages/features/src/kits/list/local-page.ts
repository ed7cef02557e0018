// A page of a list whose call answers every row at once (the catalogue's segments and
// categories: tens of rows), searched, filtered, sorted and paged in the browser the way the
// server does it for paged lists, so such a list sits on the same list kit and address state.
import { fromEnvelope, type Page } from '@emplacamento/api-client';
import type { ListState } from './url-state';

/** How a local list finds and filters its rows. */
export interface LocalPageOptions<Row> {
  /** The text the search box looks in. */
  readonly text: (row: Row) => string;
  /** The list's filters by their address name: whether a row passes the filter's address value. */
  readonly filters?: Readonly<Record<string, (row: Row, value: string) => boolean>>;
}

/** Lower case without accents, as the server folds text to search it ("sedã" finds "Sedã"). */
const fold = (text: string) =>
  text
    .normalize('NFD')
    .replace(/\p{Diacritic}/gu, '')
    .toLocaleLowerCase('pt-BR');

const collator = new Intl.Collator('pt-BR', { sensitivity: 'base', numeric: true });

/** Orders two cell values: numbers by value, text by the collator, empty ones last. */
function compare(a: unknown, b: unknown): number {
  if (a === b) return 0;
  if (a === null || a === undefined) return 1;
  if (b === null || b === undefined) return -1;
  if (typeof a === 'number' && typeof b === 'number') return a - b;
  if (typeof a === 'boolean' && typeof b === 'boolean') return Number(a) - Number(b);
  return collator.compare(
    typeof a === 'string' ? a : JSON.stringify(a),
    typeof b === 'string' ? b : JSON.stringify(b),
  );
}

/**
 * Every row of `rows` that the list's search and filters find, in the list's order: what its pages
 * show one after the other, and what its export names.
 */
export function localRows<Row extends object>(
  rows: readonly Row[],
  state: Pick<ListState, 'search' | 'filters' | 'sort'>,
  options: LocalPageOptions<Row>,
): Row[] {
  const needle = fold(state.search.trim());
  const filters = Object.entries(state.filters).filter(([, value]) => value !== '');
  const found = rows.filter(
    (row) =>
      (needle === '' || fold(options.text(row)).includes(needle)) &&
      filters.every(([name, value]) => options.filters?.[name]?.(row, value) ?? true),
  );
  return found.sort((a, b) => {
    for (const rule of state.sort) {
      const order = compare(
        (a as Record<string, unknown>)[rule.column],
        (b as Record<string, unknown>)[rule.column],
      );
      if (order !== 0) return rule.dir === 'desc' ? -order : order;
    }
    return 0;
  });
}

/** The page of `rows` that `state` (the list's address) asks for. */
export function localPage<Row extends object>(
  rows: readonly Row[],
  state: ListState,
  options: LocalPageOptions<Row>,
): Page<Row> {
  const sorted = localRows(rows, state, options);
  const start = state.pageIndex * state.pageSize;
  return fromEnvelope(
    {
      Data: {
        data: sorted.slice(start, start + state.pageSize),
        recordsTotal: rows.length,
        recordsFiltered: sorted.length,
        draw: 1,
      },
    },
    state,
  );
}
