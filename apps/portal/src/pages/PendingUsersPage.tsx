import { PendingUserList } from '@emplacamento/features';

/** /admin-panel/pending-users: the registrations awaiting approval. */
export function Component() {
  return <PendingUserList />;
}
