import type { TFunction } from 'i18next';
import type { Locale } from '@emplacamento/validators';
import { Checkbox } from '@emplacamento/ui';
import type { ListColumn } from '../../kits/list';
import type { User } from '../../users/api';
import { userColumns } from '../../users/UserList/columns';

/** The user list's columns a pending registration shows. */
const shown = new Set(['nomeCompleto', 'login', 'perfilNome', 'empresaNome', 'dataCriacao']);

/** The row selection the list's decisions act on. */
export interface Selection {
  readonly has: (id: number) => boolean;
  readonly toggle: (id: number, on: boolean) => void;
}

/**
 * The pending user list's columns: a checkbox to pick the row for a decision (an action, left out
 * of the export), then the user list's own columns, the name as text (a pending user is decided
 * here, not edited).
 */
export function pendingColumns(
  t: TFunction,
  locale: Locale,
  selection: Selection,
): ListColumn<User>[] {
  const own = userColumns(t, locale)
    .filter((column) => shown.has(column.id))
    .map((column) =>
      column.id === 'nomeCompleto'
        ? { ...column, cell: (row: User) => row.nomeCompleto }
        : { ...column, initiallyVisible: true },
    );
  return [
    {
      id: 'selecionar',
      field: 'id',
      header: t('pendingUsers.select'),
      exported: false,
      hideable: false,
      cell: (row) => (
        <Checkbox
          aria-label={t('pendingUsers.selectOne', { nome: row.nomeCompleto })}
          isSelected={selection.has(row.id)}
          onChange={(on) => {
            selection.toggle(row.id, on);
          }}
        />
      ),
    },
    ...own,
  ];
}
