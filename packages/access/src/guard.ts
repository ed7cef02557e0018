import type { AbilityLike } from './ability';
import type { RouteDefinition, RouteName } from './routes';

/** Where the guard sends the user instead: their home, not-authorized, login, or the 404 page. */
export type GuardRedirect = 'home' | 'not-authorized' | 'login' | 'error-404';

/** The guard's answer. */
export type GuardDecision = 'allow' | { readonly redirect: GuardRedirect };

/** Route names the guard's redirects resolve to (`home` depends on the profile: see landing). */
export const REDIRECT_ROUTES = {
  'not-authorized': 'misc-not-authorized',
  login: 'auth-login',
  'error-404': 'error-404',
} as const satisfies Record<Exclude<GuardRedirect, 'home'>, RouteName>;

/**
 * The navigation guard of §2 as a pure function. Access is allowed when the ability permits the
 * route's action on its resource, or the route is accessGranted. Allowed and redirectIfLoggedIn
 * and logged in → home. Denied → not-authorized when logged in, login when anonymous. An allowed
 * route whose parameter is outside its allowed values (the profile tag: Ativo or Inativo) → 404;
 * the permission is checked first so the 404 never tells an outsider that the page exists.
 */
export function decide(
  route: RouteDefinition,
  context: { readonly ability: AbilityLike; readonly loggedIn: boolean },
  params: Readonly<Record<string, string | undefined>> = {},
): GuardDecision {
  const allowed = route.accessGranted || context.ability.can(route.action, route.resource);
  if (!allowed) return { redirect: context.loggedIn ? 'not-authorized' : 'login' };
  if (route.redirectIfLoggedIn && context.loggedIn) return { redirect: 'home' };
  if (route.params !== null) {
    for (const [name, values] of Object.entries(route.params)) {
      const value = params[name];
      if (value === undefined || !values.includes(value)) return { redirect: 'error-404' };
    }
  }
  return 'allow';
}

/** Landing (home) route by profile name, §2. */
const LANDING: Readonly<Record<string, RouteName>> = {
  Administrador: 'dashboard-kpi',
  'Administrador Sistema': 'dashboard-kpi',
  'Admin Abracaf': 'dashboard-kpi',
  'Administrador Associação': 'dashboard-kpi',
  Concessionário: 'dashboard-kpi',
  Faturamento: 'dashboard-kpi',
  'Boletim Diário': 'reports-daily-report',
  'Validação da Marca': 'admin-panel-brand-validation',
};

/**
 * The home route of a user by their profile name (`LoggedUser.role`), §2; any other profile lands
 * on the by-brands report. Names are compared after trimming and Unicode normalisation (NFC), so a
 * name stored decomposed (`Diário` as `a` + combining accent) still matches.
 */
export function landingRouteFor(role: string | null | undefined): RouteName {
  const name = (role ?? '').normalize('NFC').trim();
  return LANDING[name] ?? 'reports-by-brands';
}

/** A route matched against a URL path, with its parameters. */
export interface RouteMatch {
  readonly route: RouteDefinition;
  readonly params: Readonly<Record<string, string>>;
}

/**
 * Finds the route of a path (no query, no hash); trailing slashes are ignored, segments compare
 * exactly (the embed paths are case-sensitive, as on the report server). Null → error-404.
 */
export function matchRoute(table: readonly RouteDefinition[], pathname: string): RouteMatch | null {
  const segments = pathname.split('/').filter((segment) => segment !== '');
  for (const route of table) {
    const pattern = route.path.split('/').filter((segment) => segment !== '');
    if (pattern.length !== segments.length) continue;
    const params: Record<string, string> = {};
    const matches = pattern.every((part, index) => {
      const segment = segments[index] ?? '';
      if (part.startsWith(':')) {
        params[part.slice(1)] = decodeURIComponent(segment);
        return true;
      }
      return part === segment;
    });
    if (matches) return { route, params };
  }
  return null;
}

/** The route of a name in a table; throws on an unknown name (a programming error). */
export function routeByName(table: readonly RouteDefinition[], name: RouteName): RouteDefinition {
  const route = table.find((candidate) => candidate.name === name);
  if (route === undefined) throw new Error(`Unknown route: ${name}`);
  return route;
}

/**
 * The route in the shell that shows report or chart `embed` (not its bare embed page), or
 * undefined when the table has none: where a drill-down, a saved view or a star leads.
 */
export function reportRouteOf(
  table: readonly RouteDefinition[],
  embed: string,
): RouteDefinition | undefined {
  return table.find((route) => route.embed === embed && route.layout !== 'bare');
}
