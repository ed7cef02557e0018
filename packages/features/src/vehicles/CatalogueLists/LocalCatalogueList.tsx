import { useCallback } from 'react';
import { useQuery, type QueryKey } from '@tanstack/react-query';
import type { ApiQueryOptions } from '@emplacamento/api-client/query';
import { localPage, localRows, useListState, type LocalPageOptions } from '../../kits/list';
import { useSession } from '../../session/SessionProvider';
import type { Session } from '../../session/session';
import { CatalogueView, type CatalogueListCommon } from './CatalogueView';

const defaults = { pageSize: 25, sort: [{ column: 'Nome', dir: 'asc' as const }] };

/** Props of {@link LocalCatalogueList}. */
export interface LocalCatalogueListProps<
  Row extends { readonly Id: number },
  Key extends QueryKey,
> extends CatalogueListCommon<Row> {
  /** The call that answers every row at once. */
  readonly rowsOptions: (session: Session) => ApiQueryOptions<Row[], Key>;
  /** The call's operation id, under which the server exports the rows the list found. */
  readonly operation: string;
  /** What the search looks in and how the filters pick rows (module level: kept stable). */
  readonly find: LocalPageOptions<Row>;
  /** Whether the rows have a status (`ativo` filter). @default false */
  readonly hasStatus?: boolean;
}

/**
 * A catalogue list whose call is not paged (segments, categories: tens of rows): read once, then
 * searched, filtered, sorted and paged in the browser on the list kit, state in the address like
 * every list. Its export names the rows the list found, in its order, by id: the server writes
 * them, so the file holds what the list shows without a second copy of the search and the sort.
 */
export function LocalCatalogueList<Row extends { readonly Id: number }, Key extends QueryKey>({
  rowsOptions,
  operation,
  find,
  hasStatus = false,
  ...view
}: LocalCatalogueListProps<Row, Key>) {
  const session = useSession();
  const list = useListState(defaults);
  const { state } = list;
  const select = useCallback((rows: Row[]) => localPage(rows, state, find), [state, find]);
  const options = rowsOptions(session);
  const query = useQuery({ ...options, select });
  // The same call without the page's selection: every row, from the cache (no second request).
  const every = useQuery(options);
  return (
    <CatalogueView
      {...view}
      query={query}
      list={list}
      hasStatus={hasStatus}
      exportOf={() => ({
        operacao: operation,
        consulta: {
          userdata: { linhas: localRows(every.data ?? [], state, find).map((row) => row.Id) },
        },
      })}
    />
  );
}
