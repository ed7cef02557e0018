import { RegionList } from '@emplacamento/features';

/** /admin-panel/regions/list: the tenant's operational regions, with their add and edit dialog. */
export function Component() {
  return <RegionList />;
}
