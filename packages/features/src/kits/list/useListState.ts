import { useCallback, useMemo } from 'react';
import type { SortRule } from '@emplacamento/api-client';
import { useAddressParams } from '../useAddressParams';
import { readListState, writeListState, type ListDefaults, type ListState } from './url-state';

/** A list's state read from the address, and the changes a list screen makes to it. */
export interface ListStateControls {
  readonly state: ListState;
  readonly setPage: (pageIndex: number) => void;
  readonly setPageSize: (pageSize: number) => void;
  readonly setSort: (sort: readonly SortRule[]) => void;
  /** Typing in the search box: replaces the history entry, so Back skips keystrokes. */
  readonly setSearch: (search: string) => void;
  /** Sets one filter (`''` clears it); back to the first page. */
  readonly setFilter: (name: string, value: string) => void;
  readonly clearFilters: () => void;
}

/**
 * The state of a list in the address (react-router's search parameters). Every change but typing
 * adds a history entry, so back and forward walk through pages, orders and filters.
 */
export function useListState(defaults: ListDefaults = {}): ListStateControls {
  const [params, updateAddress] = useAddressParams();
  const { pageSize, sort } = defaults;
  const stable = useMemo(() => ({ pageSize, sort }), [pageSize, sort]);
  const state = useMemo(() => readListState(params, stable), [params, stable]);
  // Each change starts from the latest address, not the last render's: a search committed after
  // a filter was chosen but before the list rendered again put the old address back, dropping
  // the filter.
  const update = useCallback(
    (change: (current: ListState) => ListState, replace = false) => {
      updateAddress(
        (latest) => writeListState(change(readListState(latest, stable)), stable, latest),
        { replace },
      );
    },
    [updateAddress, stable],
  );
  return useMemo(
    () => ({
      state,
      setPage: (pageIndex) => {
        update((s) => ({ ...s, pageIndex }));
      },
      setPageSize: (size) => {
        update((s) => ({ ...s, pageSize: size, pageIndex: 0 }));
      },
      setSort: (rules) => {
        update((s) => ({ ...s, sort: rules, pageIndex: 0 }));
      },
      setSearch: (search) => {
        update((s) => ({ ...s, search, pageIndex: 0 }), true);
      },
      setFilter: (name, value) => {
        update((s) => ({ ...s, filters: { ...s.filters, [name]: value }, pageIndex: 0 }));
      },
      clearFilters: () => {
        update((s) => ({ ...s, filters: {}, search: '', pageIndex: 0 }));
      },
    }),
    [state, update],
  );
}
