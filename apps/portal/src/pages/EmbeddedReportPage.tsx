import { useMatches } from 'react-router';
import { EmbeddedReport } from '@emplacamento/features';
import { routeOfMatches } from '../route-handle';

/** /Emplacamento/<Name>: a report page without the shell, as the report routes frame it. */
export function Component() {
  const route = routeOfMatches(useMatches());
  if (!route) return null;
  return <EmbeddedReport nome={route.path.replace('/Emplacamento/', '')} />;
}
