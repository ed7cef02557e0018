import { useCallback, useEffect, useRef, useState, type ReactNode } from 'react';
import { Lock, SearchX, TriangleAlert } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { useHref, useLocation, useNavigate, useNavigation } from 'react-router';
import type { UseQueryResult } from '@tanstack/react-query';
import type { ApiRequestError, Page, SortRule } from '@emplacamento/api-client';
import {
  Button,
  Box,
  Card,
  EmptyState,
  Inline,
  Pagination,
  RouterProvider as AriaRouterProvider,
  SearchField,
  Stack,
  Table,
  Text,
  useMediaQuery,
  wideScreenQuery,
  type TableColumn,
} from '@emplacamento/ui';
import { ExportMenu } from './ExportMenu';
import type { ExportRequest } from './export-file';
import type { ListStateControls } from './useListState';
import { useColumnChoice } from './useColumnChoice';

/** A column of a list: a table column that the server can sort and export by its `field`. */
export interface ListColumn<Row> extends TableColumn<Row> {
  /** The row field the server sorts and exports this column by. */
  readonly field: string;
  /**
   * Shown when the list opens with nothing remembered; `'wide'`: only on a screen wide enough
   * for the sidebar (a phone opens with the columns that tell rows apart). @default true
   */
  readonly initiallyVisible?: boolean | 'wide';
  /** Part of the export when shown; false for a column of actions, not data. @default true */
  readonly exported?: boolean;
}

/** Props of {@link ListView}. */
export interface ListViewProps<Row extends object> {
  /**
   * The list's name: the accessible name of its section. The shell's page header already shows
   * the route's title as the page's one h1, so the list does not repeat it on screen.
   */
  readonly title: string;
  /** The table's accessible name. */
  readonly label: string;
  /** Remembers the column choice of this list (one key per list). */
  readonly listId: string;
  readonly columns: readonly ListColumn<Row>[];
  readonly getRowId: (row: Row) => string | number;
  /** The list's query (`useQuery` over `pagedQueryOptions` of its list operation). */
  readonly query: UseQueryResult<Page<Row>, ApiRequestError>;
  /** The state in the address, from `useListState`. */
  readonly list: ListStateControls;
  /** The filter pickers, shown beside the search box. @default none */
  readonly filters?: ReactNode;
  /** Buttons at the end of the toolbar, after the export (e.g. "Nova concessionária"). @default none */
  readonly actions?: ReactNode;
  /** The list call the export repeats (operation id, body, parameters). @default no export */
  readonly exportOf?: (columns: ExportRequest['colunas']) => Omit<ExportRequest, 'colunas'>;
  /** The search box's hint. @default listKit.searchPlaceholder */
  readonly searchPlaceholder?: string;
  /**
   * Rows the user picks for an action (a checkbox per row, one in the header for the page); the
   * ids of the picked rows, kept by the screen. @default no selection
   */
  readonly selection?: {
    readonly ids: ReadonlySet<string | number>;
    readonly onChange: (ids: Set<string | number>) => void;
  };
}

const toDescriptor = (sort: readonly SortRule[]) =>
  sort[0]
    ? {
        column: sort[0].column,
        direction: sort[0].dir === 'desc' ? ('descending' as const) : ('ascending' as const),
      }
    : undefined;

/**
 * The list screen every back-office list is made of: server-side search, filters, sort and
 * paging kept in the address, a column picker remembered per list, an export of the visible
 * columns over every filtered row, and its loading, empty, error and forbidden states.
 */
export function ListView<Row extends object>({
  title,
  label,
  listId,
  columns,
  getRowId,
  query,
  list,
  filters,
  actions,
  exportOf,
  searchPlaceholder,
  selection,
}: ListViewProps<Row>) {
  const { t } = useTranslation();
  const wide = useMediaQuery(wideScreenQuery);
  const [visible, setVisible] = useColumnChoice(
    listId,
    columns.map((column) => column.id),
    columns
      .filter(
        (column) =>
          (column.initiallyVisible ?? true) === true ||
          (wide && column.initiallyVisible === 'wide'),
      )
      .map((column) => column.id),
  );
  // The box shows what is typed at once; the address (and the query) follow after a pause.
  const [typed, setTyped] = useState(list.state.search);
  const { setSearch } = list;
  // The search this box last put in the address. Only a change from elsewhere (clear filters,
  // back/forward) replaces what is typed: when the address catches up with our own commit, the
  // user may already have typed more, and resetting the box then dropped those keystrokes.
  const committed = useRef(list.state.search);
  const commit = useCallback(
    (text: string) => {
      committed.current = text;
      setSearch(text);
    },
    [setSearch],
  );
  useEffect(() => {
    if (list.state.search === committed.current) return;
    committed.current = list.state.search;
    setTyped(list.state.search);
  }, [list.state.search]);
  // A row opened while the pause runs starts a navigation (away, or to the same list with its
  // editor in the address); writing the search from the address as it was would replace that
  // navigation. The list's own links (rows, names) go through the list's router provider below:
  // opening one drops the pending write at once, before the router has even rendered its pending
  // state, and holds the search until the navigation has landed (the address's key changes) or
  // the user types again. The search then joins the new address, if the list is still there.
  const navigation = useNavigation();
  const location = useLocation();
  const routerNavigate = useNavigate();
  const leaving = navigation.state !== 'idle';
  const pending = useRef<ReturnType<typeof setTimeout> | undefined>(undefined);
  const heldAt = useRef<string | null>(null);
  const navigateFromList = useCallback(
    (to: string) => {
      clearTimeout(pending.current);
      heldAt.current = location.key;
      void routerNavigate(to);
    },
    [location.key, routerNavigate],
  );
  const type = useCallback((text: string) => {
    heldAt.current = null;
    setTyped(text);
  }, []);
  useEffect(() => {
    if (heldAt.current !== null && heldAt.current !== location.key) heldAt.current = null;
    if (typed === list.state.search || leaving || heldAt.current !== null) return;
    pending.current = setTimeout(() => {
      commit(typed);
    }, 300);
    return () => {
      clearTimeout(pending.current);
    };
  }, [typed, list.state.search, commit, leaving, location.key]);

  const status = query.error?.error.kind === 'problem' ? query.error.error.status : undefined;
  const forbidden = status === 403;
  const page = query.data;
  const filtered = list.state.search !== '' || Object.keys(list.state.filters).length > 0;
  const shownColumns = columns.filter((column) => visible.has(column.id));

  // Export and the screen's actions share the table's toolbar row with the column picker.
  const tools =
    exportOf || actions ? (
      <>
        {exportOf ? (
          <ExportMenu
            request={() => {
              const colunas = shownColumns
                .filter((column) => column.exported !== false)
                .map((column) => ({ campo: column.field, titulo: column.header }));
              return { ...exportOf(colunas), colunas };
            }}
          />
        ) : null}
        {actions}
      </>
    ) : null;

  const failed = query.isError && page === undefined;
  let body: ReactNode;
  if (forbidden) {
    body = (
      <EmptyState
        icon={<Lock size={32} aria-hidden />}
        title={t('listKit.forbiddenTitle')}
        description={t('listKit.forbiddenText')}
      />
    );
  } else if (failed) {
    body = (
      <EmptyState
        icon={<TriangleAlert size={32} aria-hidden />}
        title={t('listKit.errorTitle')}
        description={t('listKit.errorText')}
        action={
          <Button variant="secondary" onPress={() => void query.refetch()}>
            {t('actions.retry')}
          </Button>
        }
      />
    );
  } else {
    body = (
      <Stack gap="4">
        <Table
          label={label}
          columns={columns}
          rows={page?.rows ?? []}
          getRowId={getRowId}
          loading={page === undefined}
          loadingRows={Math.min(list.state.pageSize, 10)}
          visibleColumns={visible}
          onVisibleColumnsChange={setVisible}
          toolbar={tools}
          {...(selection
            ? {
                selectionMode: 'multiple' as const,
                selectedKeys: new Set(selection.ids),
                // "All" is every row on the page: the header's checkbox picks the page.
                onSelectionChange: (keys: 'all' | Set<string | number>) => {
                  selection.onChange(
                    keys === 'all' ? new Set((page?.rows ?? []).map(getRowId)) : new Set(keys),
                  );
                },
              }
            : {})}
          sortDescriptor={toDescriptor(list.state.sort)}
          onSortChange={(descriptor) => {
            list.setSort([
              {
                column: String(descriptor.column),
                dir: descriptor.direction === 'descending' ? 'desc' : 'asc',
              },
            ]);
          }}
          emptyState={
            <EmptyState
              icon={<SearchX size={32} aria-hidden />}
              title={t('listKit.emptyTitle')}
              description={filtered ? t('listKit.emptyFiltered') : undefined}
              action={
                filtered ? (
                  <Button variant="secondary" onPress={list.clearFilters}>
                    {t('listKit.clearFilters')}
                  </Button>
                ) : undefined
              }
            />
          }
        />
        {page && page.filtered > 0 ? (
          <Box
            display="flex"
            flexWrap="wrap"
            alignItems="center"
            justifyContent="space-between"
            gap="3"
          >
            <Text variant="small" tone="muted" role="status">
              {t('pagination.showing', {
                from: page.pageIndex * page.pageSize + 1,
                to: page.pageIndex * page.pageSize + page.rows.length,
                total: page.filtered,
              })}
            </Text>
            <Pagination
              page={list.state.pageIndex + 1}
              pageCount={page.pageCount}
              onPageChange={(next) => {
                list.setPage(next - 1);
              }}
              pageSize={list.state.pageSize}
              onPageSizeChange={list.setPageSize}
            />
          </Box>
        ) : null}
      </Stack>
    );
  }

  return (
    // No card header: the actions sit on the table's toolbar row (a header holding only a button
    // left an empty band above the filters).
    <AriaRouterProvider navigate={navigateFromList} useHref={useHref}>
      <Card aria-label={title}>
        <Stack gap="4">
          {forbidden ? null : (
            <Inline gap="3" alignItems="flex-end">
              {/* Wide enough for the whole hint ("Nome, CNPJ, código ou cidade"). */}
              <div style={{ flex: '1 1 18rem', minWidth: 'min(18rem, 100%)' }}>
                <SearchField
                  label={t('listKit.search')}
                  placeholder={searchPlaceholder ?? t('listKit.searchPlaceholder')}
                  value={typed}
                  onChange={type}
                  onSubmit={() => {
                    commit(typed);
                  }}
                />
              </div>
              {filters}
              {/* Without a table (the list failed to load) the tools stay reachable here. */}
              {failed ? (
                <Inline gap="3" style={{ marginInlineStart: 'auto' }}>
                  {tools}
                </Inline>
              ) : null}
            </Inline>
          )}
          {body}
        </Stack>
      </Card>
    </AriaRouterProvider>
  );
}
