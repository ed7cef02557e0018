import { useTranslation } from 'react-i18next';
import { Table, type SortDescriptor, type TableColumn } from '@emplacamento/ui';
import { formatCell } from './report-format';
import type { Resultado } from './report-queries';

type Row = Resultado['Linhas'][number] & { __id: string; __total?: true };

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
}

/**
 * The rows of a report with its totals as the last row (it stays last whatever the order): every
 * column sortable by the server, the header sticky while the body scrolls, numbers in the
 * reader's language.
 */
export function ReportTable({
  title,
  result,
  order,
  onOrderChange,
  loading,
  sortable = true,
}: ReportTableProps) {
  const { t, i18n } = useTranslation();
  const locale = i18n.language;
  const none = t('reports.none');
  const [first] = result.Colunas;
  const columns: TableColumn<Row>[] = result.Colunas.map((c) => ({
    id: c.Chave,
    header: c.Titulo,
    sortable,
    isRowHeader: c === first,
    cell: (row) =>
      row.__total && c === first ? (
        <strong>{t('reports.total')}</strong>
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
          {formatCell(row[c.Chave], c.Tipo, locale, none)}
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
      maxHeight="36rem"
    />
  );
}
