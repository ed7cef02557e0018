// The steps every paged list of the reference data shares: the two counters and the page run
// together, and a free-text condition (accent- and case-insensitive) over a table's stored search
// column, which a trigram index serves (docs/decisions/0072).
import { count, or, sql, type AnyColumn, type SQL } from 'drizzle-orm';
import type { PgTable } from 'drizzle-orm/pg-core';
import type { Db } from '../db/client.js';
import { SEPARATOR } from '../db/search.js';
import {
  containsPattern,
  foldText,
  envelope,
  folded,
  type ListEnvelope,
  type PagingRequest,
} from './paging.js';

/** The three queries of a list answer. */
export interface Listing<T> {
  /** Rows the user may see before filters. */
  total: () => PromiseLike<{ n: number }[]>;
  /** Rows after filters and search. */
  filtered: () => PromiseLike<{ n: number }[]>;
  /** The page (or every row when `paginar` is false). */
  rows: (paginar: boolean) => PromiseLike<T[]>;
}

/** Runs a listing and wraps it in the envelope. */
export async function list<T>(
  request: PagingRequest<unknown>,
  listing: Listing<T>,
  paginar: boolean,
): Promise<ListEnvelope<T>> {
  // One query after the other: inside the request's tenant transaction they share one client.
  const [total] = await listing.total();
  const [filtered] = await listing.filtered();
  const rows = await listing.rows(paginar);
  return envelope(rows, request.draw, total?.n ?? 0, filtered?.n ?? 0);
}

/** An ordered select that can be paged; drizzle's builders run only when awaited. */
export interface PageableQuery<T> extends PromiseLike<T[]> {
  limit(limit: number): { offset(offset: number): PromiseLike<T[]> };
}

/**
 * The list of one table: every row of `base` (the tenant's), the rows of `where` (filters and
 * search), and the page of `query` (which selects with `where`, ordered).
 */
export function listTable<T>(
  db: Db,
  table: PgTable,
  conditions: { base: SQL | undefined; where: SQL | undefined },
  request: PagingRequest<unknown>,
  query: PageableQuery<T>,
  paginar: boolean,
): Promise<ListEnvelope<T>> {
  return list(
    request,
    {
      total: () => db.select({ n: count() }).from(table).where(conditions.base),
      filtered: () => db.select({ n: count() }).from(table).where(conditions.where),
      rows: (page) => (page ? query.limit(request.length).offset(request.start) : query),
    },
    paginar,
  );
}

/** `term` anywhere in any of `columns`; undefined (no condition) for an empty term. Scans. */
export const searchAny = (term: string | undefined, columns: SQL[]): SQL | undefined => {
  const trimmed = term?.trim();
  if (!trimmed) return undefined;
  return anyLike(containsPattern(trimmed), columns);
};

const anyLike = (pattern: string, columns: SQL[]) =>
  or(...columns.map((c) => sql`${folded(c)} like ${pattern}`));

/** Where a list searches: a table's `busca` column and the columns it folds. */
export interface SearchTarget {
  /** The stored generated column (db/search.ts `foldedColumns`). */
  busca: AnyColumn;
  /** The columns `busca` folds, in any order: the fallback for a term with SEPARATOR. */
  columns: AnyColumn[];
  /** Conditions on other tables' text (a dealership's city), given the LIKE pattern. */
  related?: (pattern: string) => SQL[];
}

/**
 * `term` anywhere in the target's text, matching exactly the rows `searchAny` over the same
 * columns would, through the trigram index of `busca`; undefined for an empty term.
 */
export const searchIn = (term: string | undefined, target: SearchTarget): SQL | undefined => {
  const trimmed = term?.trim();
  if (!trimmed) return undefined;
  const pattern = containsPattern(trimmed);
  // Only a term holding the separator could match across two columns of `busca`.
  const own = foldText(trimmed).includes(SEPARATOR)
    ? anyLike(
        pattern,
        target.columns.map((c) => sql`${c}`),
      )
    : sql`${target.busca} like ${pattern}`;
  return or(own, ...(target.related?.(pattern) ?? []));
};
