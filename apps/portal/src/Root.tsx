import { Suspense, lazy, useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { Outlet, useLocation, useNavigate, useNavigation, useRouteError } from 'react-router';
import { landingRouteFor, routeByName } from '@emplacamento/access';
import { RouteFocus, RouterLinks, useSession, useSessionState } from '@emplacamento/features';
import { FullLayout, PageLoader, Stack, mainContentId } from '@emplacamento/ui';
import { ErrorScreen } from './ErrorScreen';
import { shellComponent } from './shell-chunk';
import { inShell } from './route-handle';
import { rememberScreen } from './last-screen';
import { useCurrentRoute } from './current-route';
import { withChunkTimeout } from './lazy-page';

const PreferenceSwitchers = lazy(() =>
  withChunkTimeout(() => import('./PreferenceSwitchersChunk')),
);

/** The loading background, shown while the first route and its chunk load. */
export function RootFallback() {
  return <PageLoader />;
}

function useRouterNavigate() {
  const navigate = useNavigate();
  return (to: string) => void navigate(to);
}

/**
 * The frame of every route: react-aria links navigate through the router, the layout the route
 * asks for (full, menu in the user's vertical or horizontal choice, bare for embeds), the page
 * title with the tenant's name, and the loading background that hides once navigation settles.
 */
export function Root() {
  const { t } = useTranslation();
  const go = useRouterNavigate();
  const location = useLocation();
  const navigation = useNavigation();
  const session = useSession();
  const { user, table } = useSessionState();
  const route = useCurrentRoute();
  const title = route ? t(route.titleKey) : null;

  useEffect(() => {
    document.title = title ? `${title} · ${session.tenant.nome}` : session.tenant.nome;
  }, [title, session.tenant.nome]);

  const shown = location.pathname + location.search;
  const screen = route !== null && inShell(route);
  useEffect(() => {
    if (screen) rememberScreen(shown);
  }, [screen, shown]);

  const page = <Outlet />;
  let framed = page;
  if (route !== null && screen) {
    const AppShell = shellComponent();
    framed = (
      <Suspense fallback={<PageLoader />}>
        <AppShell
          current={route}
          currentPath={shown}
          homePath={routeByName(table, landingRouteFor(user?.role ?? null)).path}
          navigate={go}
        >
          {page}
        </AppShell>
      </Suspense>
    );
  } else if (route?.layout !== 'bare') {
    framed = (
      <FullLayout>
        <Stack gap="6">
          {page}
          <Suspense fallback={null}>
            <PreferenceSwitchers />
          </Suspense>
        </Stack>
      </FullLayout>
    );
  }
  return (
    <RouterLinks>
      {framed}
      {route?.layout === 'bare' ? null : (
        <RouteFocus
          routeKey={location.pathname}
          announcement={t('shell.pageLoaded', { title: title ?? session.tenant.nome })}
          mainId={mainContentId}
        />
      )}
      <PageLoader visible={navigation.state === 'loading' && route === null} />
    </RouterLinks>
  );
}

/** A route that failed to load (chunk error or its 120 s time-out): the error page with retry. */
export function RouteError() {
  const error = useRouteError();
  console.error(error);
  return <ErrorScreen />;
}
