import { UserList } from '@emplacamento/features';

/** /admin-panel/users: the users the signed-in administrator may see. */
export function Component() {
  return <UserList />;
}
