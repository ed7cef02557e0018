import type { ComponentType } from 'react';
import { createBrowserRouter, redirect, type RouteObject } from 'react-router';
import {
  isReportName,
  landingRouteFor,
  resolveNavigation,
  routeByName,
  type RouteDefinition,
  type RouteName,
} from '@emplacamento/access';
import { singleSignOnUrl, type Session } from '@emplacamento/features';
import { withChunkTimeout } from './lazy-page';
import { Root, RouteError, RootFallback } from './Root';
import { inShell } from './route-handle';
import { loadShell } from './shell-chunk';
import type { RouteHandle } from './route-handle';

type PageModule = { Component: ComponentType };

/** The page chunk of each built screen; every other route shows the under-construction page. */
const pages: Partial<Record<RouteName, () => Promise<PageModule>>> = {
  'auth-login': () => import('./pages/LoginPage'),
  'auth-forgot-password': () => import('./pages/ForgotPasswordPage'),
  'auth-confirm-code': () => import('./pages/ConfirmCodePage'),
  'auth-reset-password': () => import('./pages/ResetPasswordPage'),
  'admin-panel-profile-settings': () => import('./pages/ProfileSettingsPage'),
  notifications: () => import('./pages/NotificationsPage'),
  'my-reports': () => import('./pages/MyReportsPage'),
  'my-reports-view': () => import('./pages/SavedViewPage'),
  'admin-panel-dealerships-list': () => import('./pages/DealershipListPage'),
  'admin-panel-dealerships-add': () => import('./pages/DealershipFormPage'),
  'admin-panel-dealerships-edit': () => import('./pages/DealershipFormPage'),
  'dashboard-kpi': () => import('./pages/KpiDashboardPage'),
  'admin-panel-area-list': () => import('./pages/InfluenceAreaListPage'),
  'admin-panel-area-add': () => import('./pages/InfluenceAreaFormPage'),
  'admin-panel-area-edit': () => import('./pages/InfluenceAreaFormPage'),
  'admin-panel-group-list': () => import('./pages/BusinessGroupListPage'),
  'admin-panel-group-economic-list': () => import('./pages/EconomicGroupListPage'),
  'admin-panel-import-emplacamento': () => import('./pages/ImportEmplacamentoPage'),
  'admin-panel-import-billing': () => import('./pages/ImportBillingPage'),
  'admin-panel-effectivate-billing': () => import('./pages/EffectivateBillingPage'),
  'admin-panel-brand-validation': () => import('./pages/BrandValidationPage'),
  'admin-panel-regions-list': () => import('./pages/RegionListPage'),
  'admin-panel-county-list': () => import('./pages/CountyListPage'),
  'admin-panel-users': () => import('./pages/UserListPage'),
  'admin-panel-user-add': () => import('./pages/UserFormPage'),
  'admin-panel-user-edit': () => import('./pages/UserFormPage'),
  'administrative-settings': () => import('./pages/ProfilesPage'),
  'administrative-settings-tag': () => import('./pages/ProfilesPage'),
  'admin-panel-pending-users': () => import('./pages/PendingUsersPage'),
  'ui-feather': () => import('./pages/IconGalleryPage'),
  'admin-panel-vehicle-version': () => import('./pages/VehicleVersionsPage'),
};
const statusPage = () => import('./pages/StatusRoutePage');

/** Every report and chart of the catalogue: its route frames it, its embed page shows it. */
const reportPage = (route: RouteDefinition) => {
  const embed =
    route.embed ?? (route.layout === 'bare' ? route.path.replace('/Emplacamento/', '') : null);
  if (embed === null || !isReportName(embed)) return undefined;
  return route.layout === 'bare'
    ? () => import('./pages/EmbeddedReportPage')
    : () => import('./pages/ReportRoutePage');
};

function childRoute(
  route: RouteDefinition,
  framed: (route: RouteDefinition) => boolean,
): RouteObject {
  const load = pages[route.name] ?? reportPage(route) ?? statusPage;
  return {
    path: route.path.replace(/^\//, ''),
    handle: { route } satisfies RouteHandle,
    lazy: async () => {
      const [{ Component }] = await Promise.all([
        withChunkTimeout(load),
        framed(route) ? loadShell() : null,
      ]);
      return { Component };
    },
  };
}

/** The path of a route name with an optional `redirectTo` (login). */
function target(session: Session, to: RouteName, redirectTo?: string): string {
  const path = routeByName(session.getState().table, to).path;
  return redirectTo === undefined ? path : `${path}?redirectTo=${encodeURIComponent(redirectTo)}`;
}

/**
 * The data router: every route of the access table under one root whose loader is the guard of
 * §2 (`resolveNavigation`: `/` → the profile's landing, unknown → error-404, denied → login with
 * redirectTo or not-authorized). The loader runs on every navigation, so signing in or out is
 * seen at the next one.
 */
export function createPortalRouter(session: Session) {
  const guard = async ({ request }: { request: Request }) => {
    const url = new URL(request.url);
    const { user, loggedIn, ability, table } = session.getState();
    const outcome = resolveNavigation(table, url, { ability, loggedIn, role: user?.role ?? null });
    if (outcome.kind === 'sso') {
      // §4: already signed in, so straight back to the client system with a code; an absolute
      // address makes the router leave the app. Without a code the user lands at home instead.
      const back = await singleSignOnUrl(session, outcome.redirectUri);
      return redirect(back ?? target(session, landingRouteFor(user?.role ?? null)));
    }
    if (outcome.kind === 'redirect')
      return redirect(target(session, outcome.to, outcome.redirectTo));
    return null;
  };
  const table = session.getState().table;
  return createBrowserRouter([
    {
      id: 'root',
      path: '/',
      loader: guard,
      shouldRevalidate: () => true,
      Component: Root,
      HydrateFallback: RootFallback,
      ErrorBoundary: RouteError,
      children: [
        { index: true, Component: RootFallback },
        ...table.map((route) => childRoute(route, inShell)),
        { path: '*', Component: RootFallback },
      ],
    },
  ]);
}
