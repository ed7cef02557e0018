import type { TFunction } from 'i18next';
import { businessGroupLabels, type Locale } from '@emplacamento/validators';
import { Link, StatusBadge } from '@emplacamento/ui';
import type { ListColumn } from '../../kits/list';
import type { BusinessGroup } from '../api';

/**
 * The business-group list's columns; `field` is the row field the server sorts and exports by.
 * The name opens the group's edit dialog (`edit` writes it into the address).
 */
export function businessGroupColumns(
  parentHeader: string,
  t: TFunction,
  locale: Locale,
  edit: (id: number) => string,
): ListColumn<BusinessGroup>[] {
  const label = businessGroupLabels[locale];
  return [
    {
      id: 'Nome',
      field: 'Nome',
      header: label.Nome,
      sortable: true,
      isRowHeader: true,
      hideable: false,
      cell: (row) => <Link href={edit(row.Id)}>{row.Nome}</Link>,
    },
    {
      id: 'Codigo',
      field: 'Codigo',
      header: label.Codigo,
      sortable: true,
      cell: (row) => row.Codigo ?? '—',
    },
    {
      id: 'GrupoEconomicoNome',
      field: 'GrupoEconomicoNome',
      header: parentHeader,
      sortable: true,
      cell: (row) => row.GrupoEconomicoNome ?? '—',
    },
    {
      id: 'QuantidadeEmpresas',
      field: 'QuantidadeEmpresas',
      header: t('businessGroups.dealerships'),
      sortable: true,
      cell: (row) => row.QuantidadeEmpresas,
    },
    {
      id: 'Ativo',
      field: 'Ativo',
      header: t('businessGroups.status'),
      sortable: true,
      cell: (row) => <StatusBadge status={row.Ativo ? 'Ativo' : 'Inativo'} />,
    },
    {
      id: 'Observacoes',
      field: 'Observacoes',
      header: label.Observacoes,
      initiallyVisible: false,
      cell: (row) => row.Observacoes ?? '—',
    },
  ];
}
