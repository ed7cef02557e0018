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

/**
 * Whether a route renders inside the signed-in shell: the menu screens. The status pages (404,
 * not authorized, error…) are full-layout pages of §2 for everyone, signed in or not; their own
 * ways on (the landing, the sign-in, the page before) replace the menu (ADR 0249).
 */
export function inShell(route: RouteDefinition | null): boolean {
  if (route === null) return false;
  return route.layout === 'menu' || route.layout === 'left-sidebar';
}
