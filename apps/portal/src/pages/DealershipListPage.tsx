import { DealershipList } from '@emplacamento/features';

/** /admin-panel/dealerships/list: the tenant's dealerships. */
export function Component() {
  return <DealershipList />;
}
