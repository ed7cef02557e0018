import { EmbeddedReport } from '@emplacamento/features';
import { useCurrentRoute } from '../current-route';

/** /Emplacamento/<Name>: a report page without the shell, as the report routes frame it. */
export function Component() {
  const route = useCurrentRoute();
  if (!route) return null;
  return <EmbeddedReport nome={route.path.replace('/Emplacamento/', '')} />;
}
