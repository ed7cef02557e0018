import type { components } from './generated/users';

/** The paging payload of every list call (DataTables shape; `userdata` = the list's filters). */
export type PagingRequest<Filters = Record<string, unknown>> = Omit<
  components['schemas']['PagingRequest'],
  'userdata'
> & { userdata?: Filters };

/** One ordering criterion. */
export type SortRule = components['schemas']['OrdemColuna'];

/** The list answer envelope: `{ Data: { data, recordsTotal, recordsFiltered, draw } }`. */
export interface ListEnvelope<Row> {
  Data: { data: Row[]; recordsTotal: number; recordsFiltered: number; draw: number };
}

/** What a list screen holds: 0-based page, page size, ordering, search text and filters. */
export interface PageState<Filters = Record<string, unknown>> {
  pageIndex: number;
  pageSize: number;
  sort?: readonly SortRule[];
  search?: string;
  filters?: Filters;
}

/** One page of rows as a table needs it. */
export interface Page<Row> {
  rows: Row[];
  /** Rows the user may see before filters. */
  total: number;
  /** Rows after filters and search: what the pager counts. */
  filtered: number;
  pageIndex: number;
  pageSize: number;
  pageCount: number;
  draw: number;
}

/** Largest page the services accept (`PagingRequest.length`). */
export const maxPageSize = 1000;

/** Builds the paging payload of a page state; empty search and undefined filters are left out. */
export function toPagingRequest<Filters>(
  state: PageState<Filters>,
  draw: number,
): PagingRequest<Filters> {
  const length = Math.min(Math.max(1, Math.trunc(state.pageSize)), maxPageSize);
  const request: PagingRequest<Filters> = {
    draw,
    start: Math.max(0, Math.trunc(state.pageIndex)) * length,
    length,
  };
  if (state.sort && state.sort.length > 0) request.order = state.sort.map((rule) => ({ ...rule }));
  const search = state.search?.trim();
  if (search) request.search = { value: search };
  if (state.filters !== undefined) request.userdata = compact(state.filters);
  return request;
}

/** Drops undefined, null and '' filter values so they do not reach the server as filters. */
function compact<Filters>(filters: Filters): Filters {
  if (typeof filters !== 'object' || filters === null) return filters;
  const kept = Object.entries(filters).filter(
    ([, value]) => value !== undefined && value !== null && value !== '',
  );
  return Object.fromEntries(kept) as Filters;
}

/** Reads a list envelope into a page. */
export function fromEnvelope<Row>(
  envelope: ListEnvelope<Row>,
  state: PageState<unknown>,
): Page<Row> {
  const { data, recordsTotal, recordsFiltered, draw } = envelope.Data;
  const pageSize = Math.min(Math.max(1, Math.trunc(state.pageSize)), maxPageSize);
  return {
    rows: data,
    total: recordsTotal,
    filtered: recordsFiltered,
    pageIndex: state.pageIndex,
    pageSize,
    pageCount: Math.max(1, Math.ceil(recordsFiltered / pageSize)),
    draw,
  };
}

/**
 * Numbers the requests of one list so a late answer to an older request can be ignored
 * (the envelope echoes `draw`).
 */
export function createDrawCounter(): { next(): number; isCurrent(draw: number): boolean } {
  let current = 0;
  return {
    next: () => ++current,
    isCurrent: (draw) => draw === current,
  };
}
