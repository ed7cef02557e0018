import { CountyList } from '@emplacamento/features';

/** /admin-panel/county/list: the municipalities by state, with their edit dialog. */
export function Component() {
  return <CountyList />;
}
