// The paging payload of every list call (DataTables shape, components.yaml PagingRequest) and the
// `Data.data` envelope of the answer.
import { Column, sql, type AnyColumn, type SQL } from 'drizzle-orm';
import { ACCENTED, PLAIN } from '../db/search.js';
import { fieldError } from './contract.js';
import { invalid } from './problem.js';

/** What list calls send. */
export interface PagingRequest<F = Record<string, unknown>> {
  draw: number;
  start: number;
  length: number;
  order?: { column: string; dir: 'asc' | 'desc' }[];
  search?: { value?: string };
  userdata?: F;
}

/** What list calls answer. */
export interface ListEnvelope<T> {
  Data: { data: T[]; recordsTotal: number; recordsFiltered: number; draw: number };
}

/** Wraps a page in the envelope. */
export const envelope = <T>(
  data: T[],
  draw: number,
  recordsTotal: number,
  recordsFiltered: number,
): ListEnvelope<T> => ({
  Data: { data, recordsTotal, recordsFiltered, draw },
});

/** Lowercases and drops accents, in SQL (same on PGlite and PostgreSQL, no extension needed). */
export const folded = (column: AnyColumn | SQL): SQL =>
  sql`translate(lower(${column}), ${ACCENTED}, ${PLAIN})`;

/** The same folding in JavaScript, for the search term. */
export const foldText = (text: string): string =>
  text
    .normalize('NFD')
    .replace(/\p{Diacritic}/gu, '')
    .toLowerCase();

/** A LIKE pattern matching `text` anywhere, with LIKE's own characters escaped. */
export const containsPattern = (text: string): string =>
  `%${foldText(text).replace(/[\\%_]/g, (c) => `\\${c}`)}%`;

/** Text column types whose order a reader expects to ignore case and accents. */
const TEXT_TYPES = new Set(['PgText', 'PgVarchar', 'PgChar']);

/**
 * What a column is ordered by: a text column folded as the search folds it, so "Ábaco" comes
 * before "Sinal" and case does not split the list, on every collation (PGlite's is C, where both
 * accented and upper-case initials sort apart); anything else as it is.
 */
const sortKey = (column: AnyColumn | SQL): SQL =>
  column instanceof Column && TEXT_TYPES.has(column.columnType) ? folded(column) : sql`${column}`;

/**
 * ORDER BY from the request's `order`, allowing only the listed columns (400 otherwise), text
 * folded (see `sortKey`); `fallback` keeps pages stable when the client orders by nothing or by a
 * non-unique column.
 */
export function orderBy(
  order: PagingRequest['order'],
  columns: Record<string, AnyColumn | SQL>,
  fallback: AnyColumn,
): SQL[] {
  const out: SQL[] = [];
  // Own keys only: `__proto__` or `constructor` would otherwise find Object.prototype's members.
  const allowed = new Map(Object.entries(columns));
  (order ?? []).forEach((o, index) => {
    const column = allowed.get(o.column);
    if (!column) {
      throw invalid([fieldError(`order.${index}.column`, { code: 'campo.ordenacao-invalida' })]);
    }
    const key = sortKey(column);
    out.push(o.dir === 'desc' ? sql`${key} desc` : sql`${key} asc`);
  });
  out.push(sql`${fallback} asc`);
  return out;
}
