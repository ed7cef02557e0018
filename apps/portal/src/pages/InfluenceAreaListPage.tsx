import { InfluenceAreaList } from '@emplacamento/features';

/** /admin-panel/area/list: the tenant's influence areas. */
export function Component() {
  return <InfluenceAreaList />;
}
