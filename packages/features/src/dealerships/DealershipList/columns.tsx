import type { TFunction } from 'i18next';
import { formatCnpj, dealershipLabels, type Locale } from '@emplacamento/validators';
import { Link, StatusBadge } from '@emplacamento/ui';
import type { ListColumn } from '../../kits/list';
import type { Dealership } from '../api';

const yesNo = (t: TFunction, value: boolean | null | undefined) =>
  value ? t('dealerships.yes') : t('dealerships.no');

/** The dealership list's columns; `field` is the row field the server sorts and exports by. */
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
        <Link href={`/admin-panel/dealerships/edit/${row.Id}`}>{row.NomeFantasia}</Link>
      ),
    },
    {
      id: 'RazaoSocial',
      field: 'RazaoSocial',
      header: label.RazaoSocial,
      sortable: true,
      cell: (row) => row.RazaoSocial,
    },
    {
      id: 'CNPJ',
      field: 'CNPJ',
      header: label.CNPJ,
      sortable: true,
      cell: (row) => <span style={{ whiteSpace: 'nowrap' }}>{formatCnpj(row.CNPJ)}</span>,
    },
    {
      id: 'CodigoFaturamento',
      field: 'CodigoFaturamento',
      header: label.CodigoFaturamento,
      sortable: true,
      cell: (row) => row.CodigoFaturamento,
    },
    {
      id: 'MunicipioNome',
      field: 'MunicipioNome',
      header: t('dealerships.city'),
      sortable: true,
      cell: (row) => `${row.MunicipioNome}/${row.EstadoSigla}`,
    },
    {
      id: 'MontadoraNome',
      field: 'MontadoraNome',
      header: label.Montadora,
      sortable: true,
      cell: (row) => row.MontadoraNome,
    },
    {
      id: 'GrupoEmpresaNome',
      field: 'GrupoEmpresaNome',
      header: label.GrupoEmpresaId,
      sortable: true,
      cell: (row) => row.GrupoEmpresaNome ?? '—',
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
