import { useCallback, type ReactNode } from 'react';
import { useQuery, type QueryKey } from '@tanstack/react-query';
import type { ApiQueryOptions } from '@emplacamento/api-client/query';
import {
  ListView,
  localPage,
  StatusFilter,
  useListState,
  type ListColumn,
  type LocalPageOptions,
} from '../../kits/list';
import { useSession } from '../../session/SessionProvider';
import type { Session } from '../../session/session';

const defaults = { pageSize: 25, sort: [{ column: 'Nome', dir: 'asc' as const }] };
const width = { flex: '1 1 9rem', minWidth: '8.5rem', maxWidth: '14rem' } as const;

/** Props of {@link LocalCatalogueList}. */
export interface LocalCatalogueListProps<
  Row extends { readonly Id: number },
  Key extends QueryKey,
> {
  readonly title: string;
  readonly label: string;
  readonly searchPlaceholder: string;
  readonly listId: string;
  readonly columns: readonly ListColumn<Row>[];
  /** The call that answers every row at once. */
  readonly rowsOptions: (session: Session) => ApiQueryOptions<Row[], Key>;
  /** What the search looks in and how the filters pick rows (module level: kept stable). */
  readonly find: LocalPageOptions<Row>;
  /** Whether the rows have a status (`ativo` filter). @default false */
  readonly hasStatus?: boolean;
  /** Buttons at the end of the toolbar ("Novo segmento"). @default none */
  readonly actions?: ReactNode;
}

/**
 * A catalogue list whose call is not paged (segments, categories: tens of rows): read once, then
 * searched, filtered, sorted and paged in the browser on the list kit, state in the address like
 * every list. No export: the shared export repeats paged list operations only.
 */
export function LocalCatalogueList<Row extends { readonly Id: number }, Key extends QueryKey>({
  title,
  label,
  searchPlaceholder,
  listId,
  columns,
  rowsOptions,
  find,
  hasStatus = false,
  actions,
}: LocalCatalogueListProps<Row, Key>) {
  const session = useSession();
  const list = useListState(defaults);
  const { state } = list;
  const select = useCallback((rows: Row[]) => localPage(rows, state, find), [state, find]);
  const query = useQuery({ ...rowsOptions(session), select });
  return (
    <ListView
      title={title}
      label={label}
      listId={listId}
      columns={columns}
      getRowId={(row) => row.Id}
      query={query}
      list={list}
      searchPlaceholder={searchPlaceholder}
      filters={
        hasStatus ? (
          <div style={width}>
            <StatusFilter list={list} />
          </div>
        ) : undefined
      }
      actions={actions}
    />
  );
}
