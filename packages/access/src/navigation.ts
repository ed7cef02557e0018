import type { AbilityLike } from './ability';
import { REDIRECT_ROUTES, decide, landingRouteFor, matchRoute, type RouteMatch } from './guard';
import type { RouteDefinition, RouteName } from './routes';

/** The outcome of opening a URL path: render the matched route, or go to another route. */
export type Navigation =
  | { readonly kind: 'render'; readonly match: RouteMatch }
  | {
      readonly kind: 'redirect';
      readonly to: RouteName;
      /** For the login route: the path to come back to after signing in. */
      readonly redirectTo?: string;
    }
  | {
      /**
       * §4 single sign-on for a user already signed in: `/login?client_id=…&redirect_uri=…` goes
       * straight back to the client system with a code (the login form would do the same after
       * signing in). `redirectUri` is the query value as read (`ssoRedirectUrl` decodes it).
       */
      readonly kind: 'sso';
      readonly clientId: string;
      readonly redirectUri: string;
    };

/** The query parameters of single sign-on on the login route (§4). */
export const SSO_QUERY = { clientId: 'client_id', redirectUri: 'redirect_uri' } as const;

/**
 * Everything §2 says happens when a path is opened, in one pure function: `/` goes to the user's
 * home (by profile name; anonymous users to login), an unknown path to error-404, then the guard
 * of {@link decide}. An anonymous user sent to login carries the path as `redirectTo`, as logout
 * does, so a deep link survives signing in.
 */
export function resolveNavigation(
  table: readonly RouteDefinition[],
  location: { readonly pathname: string; readonly search?: string },
  context: {
    readonly ability: AbilityLike;
    readonly loggedIn: boolean;
    readonly role: string | null;
  },
): Navigation {
  const path = location.pathname.replace(/\/+$/, '');
  if (path === '') {
    return context.loggedIn
      ? { kind: 'redirect', to: landingRouteFor(context.role) }
      : { kind: 'redirect', to: REDIRECT_ROUTES.login };
  }
  const match = matchRoute(table, location.pathname);
  if (match === null) return { kind: 'redirect', to: REDIRECT_ROUTES['error-404'] };
  if (match.route.name === REDIRECT_ROUTES.login && context.loggedIn) {
    // Before the guard, which sends a signed-in user away from login and so would drop the SSO.
    const query = new URLSearchParams(location.search ?? '');
    const clientId = query.get(SSO_QUERY.clientId);
    const redirectUri = query.get(SSO_QUERY.redirectUri);
    if (clientId && redirectUri) return { kind: 'sso', clientId, redirectUri };
  }
  const decision = decide(match.route, context, match.params);
  if (decision === 'allow') return { kind: 'render', match };
  switch (decision.redirect) {
    case 'home':
      return { kind: 'redirect', to: landingRouteFor(context.role) };
    case 'login':
      return {
        kind: 'redirect',
        to: REDIRECT_ROUTES.login,
        redirectTo: location.pathname + (location.search ?? ''),
      };
    default:
      return { kind: 'redirect', to: REDIRECT_ROUTES[decision.redirect] };
  }
}

/**
 * The in-app path a `redirectTo` query value may send the user to after login, or null. Only a
 * path of this site (one leading `/`, no scheme, no `//` or `/\` that browsers read as another
 * host, no control characters) passes, so a crafted login link cannot send a user elsewhere.
 */
export function safeRedirectTarget(redirectTo: string | null | undefined): string | null {
  if (redirectTo === null || redirectTo === undefined) return null;
  const value = redirectTo.trim();
  if (!value.startsWith('/') || value.startsWith('//') || value.startsWith('/\\')) return null;
  // Tabs and newlines are dropped by URL parsers and could rebuild "//host".
  if (/\p{Cc}/u.test(value)) return null;
  return value;
}
