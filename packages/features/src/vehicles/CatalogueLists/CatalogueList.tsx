import { useMemo, type ReactNode } from 'react';
import { keepPreviousData, useQuery, type QueryKey } from '@tanstack/react-query';
import { toPagingRequest, type PageState, type Page } from '@emplacamento/api-client';
import type { ApiQueryOptions } from '@emplacamento/api-client/query';
import { ListView, StatusFilter, type ListColumn, type ListStateControls } from '../../kits/list';
import { useSession } from '../../session/SessionProvider';
import type { Session } from '../../session/session';

// Two filters side by side on a phone (about 19rem of card), a row of them on a laptop.
const width = { flex: '1 1 9rem', minWidth: '8.5rem', maxWidth: '14rem' } as const;

/** Props of {@link CatalogueList}. */
export interface CatalogueListProps<
  Row extends { readonly Id: number },
  Filters,
  Key extends QueryKey,
> {
  /** The section's and the table's accessible names, and the search box's hint. */
  readonly title: string;
  readonly label: string;
  readonly searchPlaceholder: string;
  /** Remembers the column choice of this list. */
  readonly listId: string;
  readonly columns: readonly ListColumn<Row>[];
  /** The list's state in the address (`useListState`). */
  readonly list: ListStateControls;
  /** The address's filters as the list operation's typed `userdata`. */
  readonly filters: NoInfer<Filters>;
  /** One page of the list operation. */
  readonly pageOptions: (
    session: Session,
    state: PageState<Filters>,
  ) => ApiQueryOptions<Page<Row>, Key>;
  /** The list operation's id, which the export repeats. */
  readonly operation: string;
  /** Filters shown after the status filter. @default none */
  readonly moreFilters?: ReactNode;
  /** Buttons at the end of the toolbar ("Novo fabricante"). @default none */
  readonly actions?: ReactNode;
}

/**
 * A list of the vehicle catalogue (manufacturers, models): the list kit over one paged list
 * operation, searched, filtered by status (and whatever else the tab adds), sorted and paged on
 * the server, exported through the shared export. Each tab gives its columns and calls.
 */
export function CatalogueList<Row extends { readonly Id: number }, Filters, Key extends QueryKey>({
  title,
  label,
  searchPlaceholder,
  listId,
  columns,
  list,
  filters,
  pageOptions,
  operation,
  moreFilters,
  actions,
}: CatalogueListProps<Row, Filters, Key>) {
  const session = useSession();
  const pageState = useMemo(() => ({ ...list.state, filters }), [list.state, filters]);
  const query = useQuery({
    ...pageOptions(session, pageState),
    // The previous page stays on screen while the next loads, instead of flashing skeletons.
    placeholderData: keepPreviousData,
  });
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
        <>
          <div style={width}>
            <StatusFilter list={list} />
          </div>
          {moreFilters === undefined ? null : <div style={width}>{moreFilters}</div>}
        </>
      }
      actions={actions}
      exportOf={() => ({
        operacao: operation,
        consulta: toPagingRequest(pageState, 1),
        parametros: { paginar: false },
      })}
    />
  );
}
