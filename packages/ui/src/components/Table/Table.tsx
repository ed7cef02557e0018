import { ArrowDown, ArrowUp, ArrowUpDown, Columns3 } from 'lucide-react';
import { useCallback, useLayoutEffect, useRef, useState, type ReactNode } from 'react';
import {
  Cell,
  Collection,
  Column,
  Row,
  Table as AriaTable,
  TableBody,
  TableHeader,
} from 'react-aria-components';
import type { Key, Selection, SortDescriptor } from 'react-aria-components';
import { visuallyHidden } from '../../theme/global.css';
import { useUiMessages } from '../../theme/UiProvider';
import { Button } from '../Button';
import { Checkbox } from '../Checkbox';
import { EmptyState } from '../EmptyState';
import { Menu, MenuItem } from '../Menu';
import { Skeleton } from '../Skeleton';
import * as styles from './Table.css';

/** One column of a {@link Table}. */
export interface TableColumn<T> {
  /** Key; also the sort column sent to the server. */
  id: string;
  /** Header text. */
  header: string;
  /** The cell of a row. */
  cell: (row: T) => ReactNode;
  /** The server can sort by it. @default false */
  sortable?: boolean;
  /** Marks the column that names a row (screen readers read it for the row). @default false */
  isRowHeader?: boolean;
  /** May be hidden from the column picker. @default true */
  hideable?: boolean;
  /** Where the header's text sits: over numbers, at the end, as they do. @default 'start' */
  align?: 'start' | 'end';
}

/** Props of {@link Table}. */
export interface TableProps<T> {
  /** Accessible name of the table. */
  label: string;
  /** The columns, in order. */
  columns: readonly TableColumn<T>[];
  /** The current page of rows, as the server sent it. */
  rows: readonly T[];
  /** A row's key. */
  getRowId: (row: T) => Key;
  /** Current sort (server-side: the parent fetches when it changes). @default undefined */
  sortDescriptor?: SortDescriptor;
  /** Called when a sortable header is pressed. @default undefined */
  onSortChange?: (descriptor: SortDescriptor) => void;
  /** Row selection. @default 'none' */
  selectionMode?: 'none' | 'single' | 'multiple';
  /** Selected rows (controlled). @default undefined */
  selectedKeys?: Selection;
  /** Called when the selection changes. @default undefined */
  onSelectionChange?: (keys: Selection) => void;
  /** Ids of the visible columns; shows the "Colunas" picker when given with its setter. @default all */
  visibleColumns?: ReadonlySet<string>;
  /** Called when the user shows or hides a column. @default undefined */
  onVisibleColumnsChange?: (ids: Set<string>) => void;
  /** Loading: rows are replaced by skeletons. @default false */
  loading?: boolean;
  /** How many skeleton rows while loading. @default 5 */
  loadingRows?: number;
  /** Shown when there are no rows. @default an `EmptyState` */
  emptyState?: ReactNode;
  /** Max height in CSS of the table's own scroll box (`scroll` 'box'); the header stays in view when the body scrolls. @default '32rem' */
  maxHeight?: string;
  /**
   * Who scrolls the rows: the table's own box (a list beside other content), or the page itself
   * ('page': a report, the page's main content), the header sticking under the shell's. @default 'box'
   */
  scroll?: 'box' | 'page';
  /** The last row (a totals row) stays in view at the bottom while the rows scroll. @default false */
  stickyLastRow?: boolean;
  /** Controls on the table's own toolbar row, after the column picker (export, add). @default none */
  toolbar?: ReactNode;
  /**
   * What pressing a row does (a click, or Enter on the focused row); undefined for a row that
   * does nothing. Rows with an action say so to assistive technology. @default none
   */
  rowAction?: (row: T) => (() => void) | undefined;
  /** Called with the row under the pointer or holding the focus, and with null when it leaves. @default none */
  onRowHighlight?: (row: T | null) => void;
}

/** How many pixels too wide a page-scroll table may be and still be clipped, not scrolled. */
const CLIPPED_PX = 12;

/**
 * Whether the table is wider than its wrapper (then, and only then, the wrapper scrolls sideways):
 * measured after each render (new rows or columns) and when the wrapper's width changes.
 */
function useOverflowing(active: boolean) {
  const ref = useRef<HTMLDivElement>(null);
  const [overflowing, setOverflowing] = useState(false);
  const measure = useCallback(() => {
    const wrapper = ref.current;
    // Overflowing content counts in scrollWidth whether or not the wrapper scrolls.
    // Less than a cell's padding too wide is clipped instead (the header keeps sticking).
    if (wrapper) setOverflowing(wrapper.scrollWidth > wrapper.clientWidth + CLIPPED_PX);
  }, []);
  useLayoutEffect(() => {
    if (active) measure();
  });
  useLayoutEffect(() => {
    const wrapper = ref.current;
    if (!active || !wrapper) return;
    const observer = new ResizeObserver(measure);
    observer.observe(wrapper);
    return () => {
      observer.disconnect();
    };
  }, [active, measure]);
  return { ref, overflowing };
}

function SortIcon({ direction }: { direction: SortDescriptor['direction'] | undefined }) {
  const Icon =
    direction === 'ascending' ? ArrowUp : direction === 'descending' ? ArrowDown : ArrowUpDown;
  return (
    <span className={styles.sortIcon} aria-hidden>
      <Icon size={14} />
    </span>
  );
}

/**
 * A data table on react-aria's Table: keyboard navigation by cell, sorting and paging driven by
 * the parent (server-side), row selection, a sticky header, column visibility, a loading
 * skeleton and an empty state.
 */
export function Table<T extends object>({
  label,
  columns,
  rows,
  getRowId,
  sortDescriptor,
  onSortChange,
  selectionMode = 'none',
  selectedKeys,
  onSelectionChange,
  visibleColumns,
  onVisibleColumnsChange,
  loading = false,
  loadingRows = 5,
  emptyState,
  maxHeight = '32rem',
  scroll = 'box',
  stickyLastRow = false,
  toolbar,
  rowAction,
  onRowHighlight,
}: TableProps<T>) {
  const messages = useUiMessages();
  const shown = columns.filter((column) => !visibleColumns || visibleColumns.has(column.id));
  const hasRowHeader = shown.some((column) => column.isRowHeader);
  const withSelection = selectionMode !== 'none';
  const rowOf = (target: EventTarget) => {
    const key =
      target instanceof Element
        ? target.closest('[role="row"]')?.getAttribute('data-key')
        : undefined;
    return key ? (rows.find((row) => String(getRowId(row)) === key) ?? null) : null;
  };
  const overflow = useOverflowing(scroll === 'page');
  const lastId = stickyLastRow ? rows.at(-1) : undefined;
  const lastKey = lastId === undefined ? undefined : getRowId(lastId);
  const skeletonRows = Array.from({ length: loadingRows }, (_, index) => ({ skeleton: index }));
  return (
    <div>
      {((visibleColumns && onVisibleColumnsChange) || toolbar) && (
        <div className={styles.toolbar}>
          {visibleColumns && onVisibleColumnsChange && (
            <Menu
              trigger={
                <Button variant="secondary" size="sm" icon={<Columns3 size={16} aria-hidden />}>
                  {messages.columns}
                </Button>
              }
              selectionMode="multiple"
              selectedKeys={visibleColumns}
              disallowEmptySelection
              onSelectionChange={(keys) => {
                onVisibleColumnsChange(
                  keys === 'all'
                    ? new Set(columns.map((column) => column.id))
                    : new Set([...keys].map(String)),
                );
              }}
            >
              {columns
                .filter((column) => column.hideable !== false)
                .map((column) => (
                  <MenuItem key={column.id} id={column.id}>
                    {column.header}
                  </MenuItem>
                ))}
            </Menu>
          )}
          {toolbar}
        </div>
      )}
      <div
        ref={overflow.ref}
        className={scroll === 'page' ? styles.pageWrapper : styles.wrapper}
        style={scroll === 'page' ? undefined : { maxHeight }}
        data-overflowing={overflow.overflowing || undefined}
        aria-busy={loading || undefined}
        // A row takes no focus handlers of its own, and reports the pointer only when it has an
        // action: the pointer and the focus entering a row or a cell of it bubble here, and the
        // row is found by the key react-aria writes on it.
        onPointerOver={
          onRowHighlight &&
          ((event) => {
            onRowHighlight(rowOf(event.target));
          })
        }
        onPointerLeave={
          onRowHighlight &&
          (() => {
            onRowHighlight(null);
          })
        }
        onFocus={
          onRowHighlight &&
          ((event) => {
            onRowHighlight(rowOf(event.target));
          })
        }
        onBlur={
          onRowHighlight &&
          ((event) => {
            if (!event.currentTarget.contains(event.relatedTarget)) onRowHighlight(null);
          })
        }
      >
        <AriaTable
          aria-label={label}
          className={styles.table}
          sortDescriptor={sortDescriptor}
          onSortChange={onSortChange}
          selectionMode={loading ? 'none' : selectionMode}
          selectedKeys={selectedKeys}
          onSelectionChange={onSelectionChange}
        >
          <TableHeader className={styles.row}>
            {withSelection && !loading && (
              <Column className={`${styles.column} ${styles.selectionCell}`} aria-label={label}>
                {selectionMode === 'multiple' && <Checkbox slot="selection" />}
              </Column>
            )}
            <Collection items={shown}>
              {(column) => (
                <Column
                  id={column.id}
                  allowsSorting={column.sortable}
                  isRowHeader={column.isRowHeader ?? (!hasRowHeader && column === shown[0])}
                  className={
                    column.align === 'end' ? `${styles.column} ${styles.end}` : styles.column
                  }
                >
                  {({ allowsSorting, sortDirection }) => (
                    <>
                      {column.header}
                      {allowsSorting && <SortIcon direction={sortDirection} />}
                    </>
                  )}
                </Column>
              )}
            </Collection>
          </TableHeader>
          {loading ? (
            // Both bodies list the same dependencies: React keeps the one instance across loading and
            // loaded, and a dependency list that changes length between renders is an error.
            <TableBody items={skeletonRows} dependencies={[shown, withSelection]}>
              {(item) => (
                <Row
                  id={`skeleton-${String(item.skeleton)}`}
                  className={styles.row}
                  columns={shown}
                >
                  <Collection items={shown}>
                    {(column) => (
                      <Cell className={styles.cell}>
                        {column === shown[0] && (
                          <span className={visuallyHidden}>{messages.loading}</span>
                        )}
                        <Skeleton width={item.skeleton % 2 ? '60%' : '80%'} />
                      </Cell>
                    )}
                  </Collection>
                </Row>
              )}
            </TableBody>
          ) : (
            <TableBody
              items={rows}
              dependencies={[shown, withSelection]}
              renderEmptyState={() => emptyState ?? <EmptyState />}
            >
              {(row) => (
                <Row
                  id={getRowId(row)}
                  className={styles.row}
                  columns={shown}
                  onAction={rowAction?.(row)}
                >
                  {withSelection && (
                    <Cell className={`${styles.cell} ${styles.selectionCell}`}>
                      <Checkbox slot="selection" />
                    </Cell>
                  )}
                  <Collection items={shown}>
                    {(column) => (
                      <Cell
                        className={
                          lastKey !== undefined && getRowId(row) === lastKey
                            ? `${styles.cell} ${styles.stickyLastCell}`
                            : styles.cell
                        }
                      >
                        {column.cell(row)}
                      </Cell>
                    )}
                  </Collection>
                </Row>
              )}
            </TableBody>
          )}
        </AriaTable>
      </div>
    </div>
  );
}
