import { useMatches } from 'react-router';
import { routeByName, type RouteDefinition } from '@emplacamento/access';
import { useSessionState } from '@emplacamento/features';
import { routeOfMatches } from './route-handle';

/**
 * The route shown, read from the session's current route table: the router's routes are made once,
 * at start, when a signed-out visitor's table does not know the tenant's parameters yet (the
 * business-group screen's title depends on one); after signing in, the same route must show what
 * the signed-in table says.
 */
export function useCurrentRoute(): RouteDefinition | null {
  const { table } = useSessionState();
  const matched = routeOfMatches(useMatches());
  return matched === null ? null : routeByName(table, matched.name);
}
