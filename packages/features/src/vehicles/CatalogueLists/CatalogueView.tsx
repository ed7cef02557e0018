import type { ReactNode } from 'react';
import type { UseQueryResult } from '@tanstack/react-query';
import type { ApiRequestError, Page } from '@emplacamento/api-client';
import {
  ListView,
  StatusFilter,
  type ListColumn,
  type ListStateControls,
  type ListViewProps,
} from '../../kits/list';

// Two filters side by side on a phone (about 19rem of card), a row of them on a laptop.
const width = { flex: '1 1 9rem', minWidth: '8.5rem', maxWidth: '14rem' } as const;

/** What every tab of the catalogue says of its list, paged on the server or in the browser. */
export interface CatalogueListCommon<Row extends { readonly Id: number }> {
  /** The section's and the table's accessible names, and the search box's hint. */
  readonly title: string;
  readonly label: string;
  readonly searchPlaceholder: string;
  /** Remembers the column choice of this list. */
  readonly listId: string;
  readonly columns: readonly ListColumn<Row>[];
  /** Buttons at the end of the toolbar ("Novo fabricante"). @default none */
  readonly actions?: ReactNode;
}

/** Props of {@link CatalogueView}. */
export interface CatalogueViewProps<
  Row extends { readonly Id: number },
> extends CatalogueListCommon<Row> {
  readonly query: UseQueryResult<Page<Row>, ApiRequestError>;
  readonly list: ListStateControls;
  /** Whether the rows have a status (`ativo` filter). */
  readonly hasStatus: boolean;
  /** Filters shown after the status filter. @default none */
  readonly moreFilters?: ReactNode;
  /** The export's list call. */
  readonly exportOf: NonNullable<ListViewProps<Row>['exportOf']>;
}

/**
 * The toolbar and table every catalogue tab shares: the search, the status filter and the tab's
 * own, the export and the tab's buttons, over the list kit.
 */
export function CatalogueView<Row extends { readonly Id: number }>({
  hasStatus,
  moreFilters,
  ...view
}: CatalogueViewProps<Row>) {
  const filters = (
    <>
      {hasStatus ? (
        <div style={width}>
          <StatusFilter list={view.list} />
        </div>
      ) : null}
      {moreFilters === undefined ? null : <div style={width}>{moreFilters}</div>}
    </>
  );
  return (
    <ListView
      {...view}
      getRowId={(row) => row.Id}
      filters={hasStatus || moreFilters !== undefined ? filters : undefined}
    />
  );
}
