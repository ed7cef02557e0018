import { ChevronRight } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { Table, vars, type SortDescriptor, type TableColumn } from '@emplacamento/ui';
import { formatCell } from './report-format';
import type { Resultado } from './report-queries';

type Row = Resultado['Linhas'][number] & { __id: string; __total?: true };

/** A row's name where the row opens the level below: the design system's link colour. */
const drillName = {
  color: vars.color.primaryText,
  textDecoration: 'underline',
  textUnderlineOffset: '0.2em',
  whiteSpace: 'nowrap',
} as const;

/**
 * A change beside a compared measure: its sign and an arrow (not the colour alone), green up and
 * red down, in percent or percentage points.
 */
function Change({
  value,
  points,
  locale,
  none,
}: {
  value: unknown;
  points: boolean;
  locale: string;
  none: string;
}) {
  const { t } = useTranslation();
  if (typeof value !== 'number') return <>{none}</>;
  const text = formatCell(Math.abs(value), points ? 'decimal' : 'percentual', locale, none);
  const sign = value > 0 ? '+' : value < 0 ? '−' : '';
  const arrow = value > 0 ? '▲' : value < 0 ? '▼' : '';
  return (
    <span
      style={{
        color: value > 0 ? vars.color.success : value < 0 ? vars.color.danger : undefined,
      }}
    >
      {arrow && <span aria-hidden>{arrow} </span>}
      {points ? t('reportCompare.points', { value: `${sign}${text}` }) : `${sign}${text}`}
    </span>
  );
}

/** What pressing a row does, and the column of the cell that reads as its link. */
export interface RowAction {
  run: () => void;
  column: string;
}

/** Props of {@link ReportTable}. */
export interface ReportTableProps {
  /** The report's title (the table's accessible name). */
  title: string;
  result: Resultado;
  /** The order in force (the server sorts). */
  order: { column: string; dir: 'asc' | 'desc' } | null;
  onOrderChange: (order: { column: string; dir: 'asc' | 'desc' }) => void;
  /** A new run is on its way: the rows shown are the previous ones. */
  loading?: boolean;
  /** Whether the reader may sort by a column (a pivot keeps each subtotal after its group). @default true */
  sortable?: boolean;
  /**
   * What pressing a row does (its drill-down) and the column whose cell names what it opens;
   * undefined for a row that leads nowhere. @default none
   */
  rowAction?: (row: Resultado['Linhas'][number]) => RowAction | undefined;
  /** Called with the row under the pointer or the focus, null when it leaves. @default none */
  onRowHighlight?: (row: Resultado['Linhas'][number] | null) => void;
}

/**
 * The rows of a report with its totals as the last row (it stays last whatever the order): every
 * column sortable by the server, the header and the totals in view while the page scrolls,
 * numbers in the reader's language.
 */
export function ReportTable({
  title,
  result,
  order,
  onOrderChange,
  loading,
  sortable = true,
  rowAction,
  onRowHighlight,
}: ReportTableProps) {
  const { t, i18n } = useTranslation();
  const locale = i18n.language;
  const none = t('reports.none');
  const [first] = result.Colunas;
  // The cell naming what a row opens (its brand, region or area) reads as a link.
  const linkColumn = (row: Row) => (row.__total ? undefined : rowAction?.(row)?.column);
  const columns: TableColumn<Row>[] = result.Colunas.map((c) => ({
    id: c.Chave,
    header: c.Titulo,
    sortable,
    isRowHeader: c === first,
    align: c.Tipo === 'texto' || c.Tipo === 'mes' ? 'start' : 'end',
    cell: (row) =>
      row.__total && c === first ? (
        <strong>{t('reports.total')}</strong>
      ) : c.Chave === linkColumn(row) ? (
        <span style={{ display: 'inline-flex', alignItems: 'center', gap: '0.25rem' }}>
          <span style={drillName}>{formatCell(row[c.Chave], c.Tipo, locale, none)}</span>
          <ChevronRight size={14} aria-hidden />
        </span>
      ) : (
        <span
          style={{
            display: 'block',
            textAlign: c.Tipo === 'texto' || c.Tipo === 'mes' ? 'left' : 'right',
            fontVariantNumeric: 'tabular-nums',
            fontWeight:
              row.__total || row.propria === true || row.nivel === 'subtotal' ? 600 : undefined,
            whiteSpace: 'nowrap',
          }}
        >
          {c.Comparacao === 'variacao' || c.Comparacao === 'pontos' ? (
            <Change
              value={row[c.Chave]}
              points={c.Comparacao === 'pontos'}
              locale={locale}
              none={none}
            />
          ) : (
            formatCell(row[c.Chave], c.Tipo, locale, none)
          )}
        </span>
      ),
  }));
  // Rows and columns share one key space in react-aria's table collection: a row keyed "total"
  // would collide with the "total" column, so row keys carry a prefix no column key has.
  const rows: Row[] = result.Linhas.map((r, i) => ({ ...r, __id: `row:${String(i)}` }));
  if (result.Totais) rows.push({ ...result.Totais, __id: 'row:totals', __total: true });
  const sortDescriptor: SortDescriptor | undefined = order
    ? { column: order.column, direction: order.dir === 'asc' ? 'ascending' : 'descending' }
    : undefined;
  return (
    <Table
      label={title}
      columns={columns}
      rows={rows}
      getRowId={(row) => row.__id}
      sortDescriptor={sortDescriptor}
      onSortChange={(d) => {
        onOrderChange({
          column: String(d.column),
          dir: d.direction === 'ascending' ? 'asc' : 'desc',
        });
      }}
      loading={loading}
      // The page scrolls, never a box inside it: the header sticks under the shell's, the totals
      // row to the bottom of the screen.
      scroll="page"
      stickyLastRow={result.Totais !== undefined && result.Totais !== null}
      rowAction={rowAction && ((row) => (row.__total ? undefined : rowAction(row)?.run))}
      onRowHighlight={
        onRowHighlight &&
        ((row) => {
          onRowHighlight(row?.__total ? null : row);
        })
      }
    />
  );
}
