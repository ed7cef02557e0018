import type { UIMatch } from 'react-router';
import type { RouteDefinition } from '@emplacamento/access';

/** What each route of the router carries: its definition from the access route table. */
export interface RouteHandle {
  readonly route: RouteDefinition;
}

function isRouteHandle(handle: unknown): handle is RouteHandle {
  return typeof handle === 'object' && handle !== null && 'route' in handle;
}

/** The access route of the deepest match, or null (root, unknown paths). */
export function routeOfMatches(matches: readonly UIMatch[]): RouteDefinition | null {
  for (let index = matches.length - 1; index >= 0; index -= 1) {
    const handle = matches[index]?.handle;
    if (isRouteHandle(handle)) return handle.route;
  }
  return null;
}

/** Routes that tell a status (404, not authorized, error…) rather than show a screen. */
export const statusRouteNames: ReadonlySet<RouteDefinition['name']> = new Set([
  'error-404',
  'misc-not-authorized',
  'misc-coming-soon',
  'misc-under-maintenance',
  'misc-error',
]);

/**
 * Whether a route renders inside the signed-in shell: the menu screens, and the status pages
 * when someone is signed in (so the way on, and sign-out, stay in reach).
 */
export function inShell(route: RouteDefinition | null, loggedIn: boolean): boolean {
  if (route === null) return false;
  if (route.layout === 'menu' || route.layout === 'left-sidebar') return true;
  return loggedIn && statusRouteNames.has(route.name);
}
