import { EconomicGroupList } from '@emplacamento/features';

/** /admin-panel/group-economic/list: the tenant's economic groups, with their add and edit dialog. */
export function Component() {
  return <EconomicGroupList />;
}
