// TanStack Query bindings. openapi-react-query types a query's error as the document's error body
// and lets network failures through untyped; these bindings give every query and mutation the
// same typed error (ApiRequestError carrying an ApiError), see ADR 0023.
import type { QueryKey, UseMutationOptions, UseQueryOptions } from '@tanstack/react-query';
import { settle, unwrap } from './errors';
import type { ApiRequestError, FetchOutcome } from './errors';
import { fromEnvelope, toPagingRequest } from './paging';
import type { ListEnvelope, Page, PageState, PagingRequest } from './paging';

/** Query options with the key, the function and the typed error set. */
export type ApiQueryOptions<Data, Key extends QueryKey> = UseQueryOptions<
  Data,
  ApiRequestError,
  Data,
  Key
> & { queryKey: Key; queryFn: (context: { signal: AbortSignal }) => Promise<Data> };

/**
 * Query options for one call.
 * @example useQuery(apiQueryOptions(['empresa', id], (signal) =>
 *   clients.business.GET('/api/GerenciarEmpresas/EmpresaGrid/ObterEmpresaPorId',
 *     { params: { query: { id } }, signal })))
 */
export function apiQueryOptions<Data, Key extends QueryKey>(
  queryKey: Key,
  call: (signal: AbortSignal) => Promise<FetchOutcome<Data>>,
): ApiQueryOptions<Data, Key> {
  return {
    queryKey,
    queryFn: async ({ signal }: { signal: AbortSignal }) => unwrap(await settle(call(signal))),
  };
}

/**
 * Query options for one page of a list call; the key ends with the page state so each page is
 * cached on its own.
 */
export function pagedQueryOptions<Row, Filters, Key extends QueryKey>(
  queryKey: Key,
  state: PageState<Filters>,
  call: (
    body: PagingRequest<Filters>,
    signal: AbortSignal,
  ) => Promise<FetchOutcome<ListEnvelope<Row>>>,
): ApiQueryOptions<Page<Row>, readonly [...Key, PageState<Filters>]> {
  let draw = 0;
  return {
    queryKey: [...queryKey, state] as const,
    queryFn: async ({ signal }: { signal: AbortSignal }) => {
      draw += 1;
      const envelope = unwrap(await settle(call(toPagingRequest(state, draw), signal)));
      return fromEnvelope(envelope, state);
    },
  };
}

/** Mutation options for one call, with the typed error. */
export function apiMutationOptions<Data, Variables>(
  call: (variables: Variables) => Promise<FetchOutcome<Data>>,
): UseMutationOptions<Data, ApiRequestError, Variables> & {
  mutationFn: (variables: Variables) => Promise<Data>;
} {
  return {
    mutationFn: async (variables) => unwrap(await settle(call(variables))),
  };
}
