import type { TFunction } from 'i18next';
import { formatCnpj, dealershipLabels, type Locale } from '@emplacamento/validators';
import { Link, StatusBadge, TableCellText } from '@emplacamento/ui';
import type { ListColumn } from '../../kits/list';
import type { Dealership } from '../api';

const yesNo = (t: TFunction, value: boolean | null | undefined) =>
  value ? t('dealerships.yes') : t('dealerships.no');

/**
 * The dealership list's columns; `field` is the row field the server sorts and exports by. Each
 * value keeps to one line (cut, whole in its title) so a screen shows a page of rows: the trade
 * name carries the legal name on a second muted line, the legal name's own column (for sorting
 * and export) and "Associada" (a filter says it) start hidden, and a phone opens with name, city
 * and status only.
 */
export function dealershipColumns(t: TFunction, locale: Locale): ListColumn<Dealership>[] {
  const label = dealershipLabels[locale];
  return [
    {
      id: 'NomeFantasia',
      field: 'NomeFantasia',
      header: label.NomeFantasia,
      sortable: true,
      isRowHeader: true,
      hideable: false,
      cell: (row) => (
        <TableCellText
          title={row.NomeFantasia}
          secondary={row.RazaoSocial}
          maxWidth="min(16rem, 55vw)"
        >
          <Link href={`/admin-panel/dealerships/edit/${row.Id}`}>{row.NomeFantasia}</Link>
        </TableCellText>
      ),
    },
    {
      id: 'RazaoSocial',
      field: 'RazaoSocial',
      header: label.RazaoSocial,
      sortable: true,
      initiallyVisible: false,
      cell: (row) => <TableCellText title={row.RazaoSocial}>{row.RazaoSocial}</TableCellText>,
    },
    {
      id: 'CNPJ',
      field: 'CNPJ',
      header: label.CNPJ,
      sortable: true,
      initiallyVisible: 'wide',
      cell: (row) => <span style={{ whiteSpace: 'nowrap' }}>{formatCnpj(row.CNPJ)}</span>,
    },
    {
      id: 'CodigoFaturamento',
      field: 'CodigoFaturamento',
      header: label.CodigoFaturamento,
      sortable: true,
      initiallyVisible: 'wide',
      cell: (row) => row.CodigoFaturamento,
    },
    {
      id: 'MunicipioNome',
      field: 'MunicipioNome',
      header: t('dealerships.city'),
      sortable: true,
      cell: (row) => {
        const city = `${row.MunicipioNome}/${row.EstadoSigla}`;
        return (
          <TableCellText title={city} maxWidth="10rem">
            {city}
          </TableCellText>
        );
      },
    },
    {
      id: 'MontadoraNome',
      field: 'MontadoraNome',
      header: label.Montadora,
      sortable: true,
      initiallyVisible: 'wide',
      cell: (row) => (
        <TableCellText title={row.MontadoraNome} maxWidth="10rem">
          {row.MontadoraNome}
        </TableCellText>
      ),
    },
    {
      id: 'GrupoEmpresaNome',
      field: 'GrupoEmpresaNome',
      header: label.GrupoEmpresaId,
      sortable: true,
      initiallyVisible: 'wide',
      cell: (row) => (
        <TableCellText title={row.GrupoEmpresaNome ?? '—'} maxWidth="9rem">
          {row.GrupoEmpresaNome ?? '—'}
        </TableCellText>
      ),
    },
    {
      id: 'Status',
      field: 'Status',
      header: label.Status,
      sortable: true,
      cell: (row) => <StatusBadge status={row.Status} />,
    },
    {
      id: 'Associada',
      field: 'Associada',
      header: label.Associada,
      sortable: true,
      // The filter above the list says it; the column is one pick away.
      initiallyVisible: false,
      cell: (row) => yesNo(t, row.Associada),
    },
    {
      id: 'Cadastrada',
      field: 'Cadastrada',
      header: label.Cadastrada,
      sortable: true,
      initiallyVisible: false,
      cell: (row) => yesNo(t, row.Cadastrada),
    },
    {
      id: 'PendenciaFinanceira',
      field: 'PendenciaFinanceira',
      header: label.PendenciaFinanceira,
      sortable: true,
      initiallyVisible: false,
      cell: (row) => yesNo(t, row.PendenciaFinanceira),
    },
    {
      id: 'Email',
      field: 'Email',
      header: label.Email,
      sortable: true,
      initiallyVisible: false,
      cell: (row) => row.Email ?? '—',
    },
    {
      id: 'Telefone',
      field: 'Telefone',
      header: label.Telefone,
      sortable: true,
      initiallyVisible: false,
      cell: (row) => row.Telefone ?? '—',
    },
    {
      id: 'Codigo',
      field: 'Codigo',
      header: label.Codigo,
      sortable: true,
      initiallyVisible: false,
      cell: (row) => row.Codigo ?? '—',
    },
  ];
}
