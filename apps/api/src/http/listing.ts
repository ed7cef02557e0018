// The steps every paged list of the reference data shares: the two counters and the page run
// together, and a free-text condition over several columns (accent- and case-insensitive).
import { or, sql, type SQL } from 'drizzle-orm';
import {
  containsPattern,
  envelope,
  folded,
  type ListEnvelope,
  type PagingRequest,
} from './paging.js';

/** The three queries of a list answer. */
export interface Listing<T> {
  /** Rows the user may see before filters. */
  total: () => Promise<{ n: number }[]>;
  /** Rows after filters and search. */
  filtered: () => Promise<{ n: number }[]>;
  /** The page (or every row when `paginar` is false). */
  rows: (paginar: boolean) => Promise<T[]>;
}

/** Runs a listing and wraps it in the envelope. */
export async function list<T>(
  request: PagingRequest<unknown>,
  listing: Listing<T>,
  paginar: boolean,
): Promise<ListEnvelope<T>> {
  const [[total], [filtered], rows] = await Promise.all([
    listing.total(),
    listing.filtered(),
    listing.rows(paginar),
  ]);
  return envelope(rows, request.draw, total?.n ?? 0, filtered?.n ?? 0);
}

/** `term` anywhere in any of `columns`; undefined (no condition) for an empty term. */
export const searchAny = (term: string | undefined, columns: SQL[]): SQL | undefined => {
  const trimmed = term?.trim();
  if (!trimmed) return undefined;
  const pattern = containsPattern(trimmed);
  return or(...columns.map((c) => sql`${folded(c)} like ${pattern}`));
};
