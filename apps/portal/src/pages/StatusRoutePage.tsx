import type { RouteName } from '@emplacamento/access';
import { landingRouteFor, routeByName } from '@emplacamento/access';
import { StatusPage, useSessionState, type StatusKind } from '@emplacamento/features';
import { useCurrentRoute } from '../current-route';

const kinds: Partial<Record<RouteName, StatusKind>> = {
  'error-404': 'not-found',
  'misc-not-authorized': 'not-authorized',
  'misc-coming-soon': 'coming-soon',
  'misc-under-maintenance': 'maintenance',
  'misc-error': 'error',
};

/**
 * The status routes of §2, and every route whose screen is not built yet: those render the
 * under-construction page with their title, behind the same guard as the finished screens.
 */
export function Component() {
  const route = useCurrentRoute();
  const { user, loggedIn, table } = useSessionState();
  const home = loggedIn ? routeByName(table, landingRouteFor(user?.role ?? null)).path : '/';
  const kind = route ? kinds[route.name] : undefined;
  if (kind) return <StatusPage kind={kind} homeHref={home} />;
  // A screen still being built sits in the shell, whose page header already names it.
  return <StatusPage kind="under-construction" headingLevel={2} homeHref={home} />;
}
