import type { RouteName } from '@emplacamento/access';
import { landingRouteFor, routeByName } from '@emplacamento/access';
import { StatusPage, useSession, useSessionState, type StatusKind } from '@emplacamento/features';
import { useCurrentRoute } from '../current-route';
import { lastScreen } from '../last-screen';

const kinds: Partial<Record<RouteName, StatusKind>> = {
  'error-404': 'not-found',
  'misc-not-authorized': 'not-authorized',
  'misc-coming-soon': 'coming-soon',
  'misc-under-maintenance': 'maintenance',
  'misc-error': 'error',
};

/**
 * The status routes of §2, in the full layout (no menu), and every route whose screen is not
 * built yet: those render the under-construction page with their title, behind the same guard as
 * the finished screens, inside the shell.
 */
export function Component() {
  const route = useCurrentRoute();
  const session = useSession();
  const { user, loggedIn, table } = useSessionState();
  const home = loggedIn ? routeByName(table, landingRouteFor(user?.role ?? null)).path : '/';
  const login = routeByName(table, 'auth-login').path;
  const kind = route ? kinds[route.name] : undefined;
  // The page before, unless it is the landing "back home" already goes to.
  const before = loggedIn ? lastScreen() : null;
  const back = before !== null && before !== home ? before : undefined;
  if (kind)
    return (
      <StatusPage
        kind={kind}
        homeHref={home}
        signInHref={loggedIn ? undefined : login}
        backHref={back}
        userName={loggedIn ? user?.fullName : undefined}
        signOutHref={login}
        onSignOut={() => {
          session.logout();
        }}
      />
    );
  // A screen still being built sits in the shell, whose page header already names it.
  return <StatusPage kind="under-construction" headingLevel={2} homeHref={home} />;
}
