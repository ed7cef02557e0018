import type { TFunction } from 'i18next';
import { businessGroupLabels, type Locale } from '@emplacamento/validators';
import { Link, StatusBadge } from '@emplacamento/ui';
import type { ListColumn } from '../../kits/list';
import type { EconomicGroup } from '../api';

/**
 * The economic-group list's columns; `field` is the row field the server sorts and exports by.
 * The count's header names the business groups as the tenant does. The name opens the group's edit dialog when the user may edit (`edit`), else it is plain text.
 */
export function economicGroupColumns(
  businessGroupsHeader: string,
  t: TFunction,
  locale: Locale,
  edit: ((id: number) => string) | null,
): ListColumn<EconomicGroup>[] {
  const label = businessGroupLabels[locale];
  return [
    {
      id: 'Nome',
      field: 'Nome',
      header: label.Nome,
      sortable: true,
      isRowHeader: true,
      hideable: false,
      cell: (row) => (edit ? <Link href={edit(row.Id)}>{row.Nome}</Link> : row.Nome),
    },
    {
      id: 'Codigo',
      field: 'Codigo',
      header: label.Codigo,
      sortable: true,
      cell: (row) => row.Codigo ?? '—',
    },
    {
      id: 'QuantidadeGrupos',
      field: 'QuantidadeGrupos',
      header: businessGroupsHeader,
      sortable: true,
      cell: (row) => row.QuantidadeGrupos,
    },
    {
      id: 'Ativo',
      field: 'Ativo',
      header: t('listKit.status'),
      sortable: true,
      cell: (row) => <StatusBadge status={row.Ativo ? 'Ativo' : 'Inativo'} />,
    },
  ];
}
