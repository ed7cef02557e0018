import type { TFunction } from 'i18next';
import type { Locale } from '@emplacamento/validators';
import type { ListColumn } from '../../kits/list';
import type { User } from '../../users/api';
import { userColumns } from '../../users/UserList/columns';

/** The user list's columns a pending registration shows. */
const shown = new Set(['nomeCompleto', 'login', 'perfilNome', 'empresaNome', 'dataCriacao']);

/**
 * The pending user list's columns: the user list's own, the name as text (a pending user is
 * decided here, not edited).
 */
export function pendingColumns(t: TFunction, locale: Locale): ListColumn<User>[] {
  return userColumns(t, locale)
    .filter((column) => shown.has(column.id))
    .map((column) =>
      column.id === 'nomeCompleto'
        ? { ...column, cell: (row: User) => row.nomeCompleto }
        : { ...column, initiallyVisible: true },
    );
}
