// The pending users slice's calls: the list is the user list with `pendente` (its key, so a
// decision refreshes both lists), and the two decisions.
import type { QueryClient } from '@tanstack/react-query';
import type { UsersApi } from '@emplacamento/api-client';
import { operationKey } from '../data/keys';
import { paths as userPaths } from '../users/api';

type Schemas = UsersApi.components['schemas'];
/** What an approval sends. */
export type Approval = Schemas['AprovacaoPendentes'];

export const paths = {
  approve: '/api/GerenciarUsuarios/Usuario/AprovarPendentes',
  reject: '/api/GerenciarUsuarios/Usuario/RecusarPendentes',
} as const;

/** A decision changes the pending list and the user list alike. */
export function invalidateUsers(client: QueryClient): void {
  void client.invalidateQueries({ queryKey: operationKey(userPaths.list) });
}
