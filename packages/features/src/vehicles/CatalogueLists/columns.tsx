// The columns every tab of the catalogue has: the name (a link to the row's dialog for a profile
// that may edit it) and the status, said once for the four lists.
import type { TFunction } from 'i18next';
import { Link } from '@emplacamento/ui';
import type { ListColumn } from '../../kits/list';

/**
 * The "Nome" column: the row's header, always shown; a link that opens the row's dialog when
 * `edit` gives the row's address (null: the profile may not edit, plain text).
 */
export function nameColumn<Row extends { readonly Id: number; readonly Nome: string }>(
  t: TFunction,
  edit: ((id: number) => string) | null,
): ListColumn<Row> {
  return {
    id: 'Nome',
    field: 'Nome',
    header: t('versions.name'),
    sortable: true,
    isRowHeader: true,
    hideable: false,
    cell: (row) => (edit ? <Link href={edit(row.Id)}>{row.Nome}</Link> : row.Nome),
  };
}

/** The "Situação" column: active or inactive in words. */
export function statusColumn<Row extends { readonly Ativo: boolean }>(
  t: TFunction,
): ListColumn<Row> {
  return {
    id: 'Ativo',
    field: 'Ativo',
    header: t('versions.status'),
    sortable: true,
    cell: (row) => (row.Ativo ? t('versions.active') : t('versions.inactive')),
  };
}
