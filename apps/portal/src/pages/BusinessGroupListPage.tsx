import { BusinessGroupList } from '@emplacamento/features';

/** /admin-panel/group/list: the tenant's business groups, with their add and edit dialog. */
export function Component() {
  return <BusinessGroupList />;
}
