// A list's state in the address: page, size, order, search and filters are query parameters, so
// reload, back/forward and a shared link all open the same page of the same rows.
// `?page=2&size=25&sort=NomeFantasia:asc,CNPJ:desc&q=auto&f.estadoId=35`
import type { PageState, SortRule } from '@emplacamento/api-client';

/** What a list screen holds; filters are text as the address carries them. */
export type ListState = Required<Omit<PageState<Record<string, string>>, 'sort'>> & {
  sort: readonly SortRule[];
};

/** The state a list opens with when the address says nothing. */
export interface ListDefaults {
  readonly pageSize?: number;
  readonly sort?: readonly SortRule[];
}

/** Page sizes a list offers. */
export const PAGE_SIZES = [10, 25, 50, 100] as const;
const FILTER = 'f.';

function readSort(text: string | null, fallback: readonly SortRule[]): readonly SortRule[] {
  if (text === null) return fallback;
  const rules: SortRule[] = [];
  for (const part of text.split(',')) {
    const [column = '', dir] = part.split(':');
    if (column !== '' && (dir === 'asc' || dir === 'desc')) rules.push({ column, dir });
  }
  return rules;
}

/** Reads a list's state from query parameters; anything unreadable falls back to the default. */
export function readListState(params: URLSearchParams, defaults: ListDefaults = {}): ListState {
  const page = Number(params.get('page'));
  const size = Number(params.get('size'));
  const filters: Record<string, string> = {};
  for (const [key, value] of params) {
    if (key.startsWith(FILTER) && value !== '') filters[key.slice(FILTER.length)] = value;
  }
  return {
    pageIndex: Number.isInteger(page) && page >= 1 ? page - 1 : 0,
    pageSize: (PAGE_SIZES as readonly number[]).includes(size) ? size : (defaults.pageSize ?? 25),
    sort: readSort(params.get('sort'), defaults.sort ?? []),
    search: params.get('q') ?? '',
    filters,
  };
}

/**
 * Writes a list's state into query parameters, leaving out what equals the default so links stay
 * short; other parameters of the address are kept.
 */
export function writeListState(
  state: ListState,
  defaults: ListDefaults = {},
  base: URLSearchParams = new URLSearchParams(),
): URLSearchParams {
  const params = new URLSearchParams();
  for (const [key, value] of base) {
    if (!['page', 'size', 'sort', 'q'].includes(key) && !key.startsWith(FILTER))
      params.append(key, value);
  }
  if (state.pageIndex > 0) params.set('page', String(state.pageIndex + 1));
  if (state.pageSize !== (defaults.pageSize ?? 25)) params.set('size', String(state.pageSize));
  const sort = state.sort.map((rule) => `${rule.column}:${rule.dir}`).join(',');
  const defaultSort = (defaults.sort ?? []).map((rule) => `${rule.column}:${rule.dir}`).join(',');
  if (sort !== defaultSort) params.set('sort', sort);
  if (state.search.trim() !== '') params.set('q', state.search);
  for (const [key, value] of Object.entries(state.filters).sort(([a], [b]) => a.localeCompare(b))) {
    if (value !== '') params.set(`${FILTER}${key}`, value);
  }
  return params;
}

/** A filter's address text as a whole number, or undefined when absent or not one. */
export function filterNumber(text: string | null | undefined): number | undefined {
  return text !== undefined && text !== null && /^\d+$/.test(text) ? Number(text) : undefined;
}

/** A filter's address text (`true`/`false`) as a boolean, or undefined when absent or neither. */
export function filterBoolean(text: string | null | undefined): boolean | undefined {
  return text === 'true' ? true : text === 'false' ? false : undefined;
}
