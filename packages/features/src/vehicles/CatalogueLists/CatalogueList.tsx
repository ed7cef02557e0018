import { useMemo, type ReactNode } from 'react';
import { keepPreviousData, useQuery, type QueryKey } from '@tanstack/react-query';
import { toPagingRequest, type PageState, type Page } from '@emplacamento/api-client';
import type { ApiQueryOptions } from '@emplacamento/api-client/query';
import type { ListStateControls } from '../../kits/list';
import { useSession } from '../../session/SessionProvider';
import type { Session } from '../../session/session';
import { CatalogueView, type CatalogueListCommon } from './CatalogueView';

/** Props of {@link CatalogueList}. */
export interface CatalogueListProps<
  Row extends { readonly Id: number },
  Filters,
  Key extends QueryKey,
> extends CatalogueListCommon<Row> {
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
}

/**
 * A list of the vehicle catalogue (manufacturers, models): the list kit over one paged list
 * operation, searched, filtered by status (and whatever else the tab adds), sorted and paged on
 * the server, exported through the shared export. Each tab gives its columns and calls.
 */
export function CatalogueList<Row extends { readonly Id: number }, Filters, Key extends QueryKey>({
  list,
  filters,
  pageOptions,
  operation,
  ...view
}: CatalogueListProps<Row, Filters, Key>) {
  const session = useSession();
  const pageState = useMemo(() => ({ ...list.state, filters }), [list.state, filters]);
  const query = useQuery({
    ...pageOptions(session, pageState),
    // The previous page stays on screen while the next loads, instead of flashing skeletons.
    placeholderData: keepPreviousData,
  });
  return (
    <CatalogueView
      {...view}
      query={query}
      list={list}
      hasStatus
      exportOf={() => ({
        operacao: operation,
        consulta: toPagingRequest(pageState, 1),
        parametros: { paginar: false },
      })}
    />
  );
}
