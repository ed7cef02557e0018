import type { TFunction } from 'i18next';
import { XCircle } from 'lucide-react';
import { IconButton, Inline, Link } from '@emplacamento/ui';
import type { ListColumn } from '../../kits/list';
import { RUNNING, type Importacao } from '../api';
import type { ImportProgress } from '../use-import-progress';
import { ReportButtons } from './ReportButtons';
import { ImportStatusBadge } from './status';

/** What the history's cells need besides the row. */
export interface HistoryContext {
  readonly t: TFunction;
  readonly formatNumber: (n: number) => string;
  readonly formatDate: (iso: string) => string;
  /** The live progress of running imports, by id. */
  readonly progress: ReadonlyMap<number, ImportProgress>;
  readonly onCancel: (row: Importacao) => void;
  /** The screen's address, where a row's import opens. */
  readonly route: string;
}

/** The status a row shows: its live marker's while the history has not been read again. */
export const liveStatus = (row: Importacao, progress: ReadonlyMap<number, ImportProgress>) =>
  RUNNING.includes(row.Status) ? (progress.get(row.Id)?.status ?? row.Status) : row.Status;

/** The import history's columns; `field` is the field the server sorts by. */
export function importColumns(c: HistoryContext): ListColumn<Importacao>[] {
  const { t, formatNumber } = c;
  return [
    {
      id: 'ArquivoNome',
      field: 'ArquivoNome',
      header: t('imports.colFile'),
      sortable: true,
      isRowHeader: true,
      hideable: false,
      cell: (row) => (
        <Link href={`${c.route}?importacao=${String(row.Id)}`}>{row.ArquivoNome}</Link>
      ),
    },
    {
      id: 'UsuarioNome',
      field: 'UsuarioNome',
      header: t('imports.colUser'),
      sortable: true,
      cell: (row) => row.UsuarioNome,
    },
    {
      id: 'DataCriacao',
      field: 'DataCriacao',
      header: t('imports.colDate'),
      sortable: true,
      cell: (row) => <span style={{ whiteSpace: 'nowrap' }}>{c.formatDate(row.DataCriacao)}</span>,
    },
    {
      id: 'TotalLinhas',
      field: 'TotalLinhas',
      header: t('imports.colRows'),
      sortable: true,
      cell: (row) =>
        formatNumber(
          (Math.max(row.TotalLinhas ?? 0, c.progress.get(row.Id)?.linhasLidas ?? 0) ||
            row.LinhasProcessadas) ??
            0,
        ),
    },
    {
      id: 'LinhasImportadas',
      field: 'LinhasImportadas',
      header: t('imports.colImported'),
      sortable: true,
      cell: (row) => formatNumber(row.LinhasImportadas ?? 0),
    },
    {
      id: 'LinhasComErro',
      field: 'LinhasComErro',
      header: t('imports.colErrors'),
      sortable: true,
      cell: (row) => formatNumber(row.LinhasComErro ?? 0),
    },
    {
      id: 'Status',
      field: 'Status',
      header: t('imports.colStatus'),
      sortable: true,
      cell: (row) => <ImportStatusBadge t={t} status={liveStatus(row, c.progress)} />,
    },
    {
      id: 'Acoes',
      field: 'Id',
      header: t('imports.colActions'),
      hideable: false,
      cell: (row) => (
        <Inline gap="1">
          {RUNNING.includes(liveStatus(row, c.progress)) && (
            <IconButton
              label={t('imports.cancel', { nome: row.ArquivoNome })}
              icon={<XCircle size={16} aria-hidden />}
              onPress={() => {
                c.onCancel(row);
              }}
            />
          )}
          {(row.LinhasComErro ?? 0) > 0 && !RUNNING.includes(row.Status) && (
            <ReportButtons id={row.Id} nome={row.ArquivoNome} />
          )}
        </Inline>
      ),
    },
  ];
}
