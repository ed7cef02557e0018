import { useEffect, useState, type ReactNode } from 'react';
import { Search } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { useQuery } from '@tanstack/react-query';
import { menuFor, routeByName, type RouteDefinition, type RouteName } from '@emplacamento/access';
import {
  Button,
  CommandPalette,
  HorizontalLayout,
  PageHeader,
  ScrollToTop,
  VerticalLayout,
  useMediaQuery,
  visuallyHidden,
  wideScreenQuery,
  type CommandGroup,
  type Crumb,
  type NavGroup,
} from '@emplacamento/ui';
import { PendingBanner } from '../../billing/PendingBanner';
import { NotificationsBell } from '../../notifications/NotificationsBell';
import { viewPath } from '../../reports/SavedViews/MyReportsPage';
import { viewQueries } from '../../reports/SavedViews/view-queries';
import { useSession, useSessionState } from '../../session/SessionProvider';
import { usePreferences } from '../preferences';
import { TenantLogo } from '../TenantLogo';
import { UserMenu } from '../UserMenu';
import { groupIcons, routeIcons } from './menu-icons';

/** Props of {@link AppShell}. */
export interface AppShellProps {
  /** The route being shown: its title heads the page, its menu entry is marked current. */
  readonly current?: RouteDefinition;
  /** The path shown, with its query (logout's `redirectTo`, and the focus after navigation). */
  readonly currentPath: string;
  /** The landing of the user (the "Início" crumb). */
  readonly homePath: string;
  /** In-app navigation (the router's). */
  readonly navigate: (to: string) => void;
  readonly children: ReactNode;
}

// The shortcut hint shows the key of the user's keyboard (⌘ on Apple devices, Ctrl elsewhere).
const isMac = () => /Mac|iPhone|iPad/.test(navigator.userAgent);

/**
 * The signed-in frame of every page: the menu of the routes the user may open (never an entry
 * that would end on not-authorized) in titled groups, vertical or horizontal as the user chose
 * (phones always get the drawer), a search-to-jump palette (Ctrl/⌘-K) over the same routes plus
 * the user's own pages, the bell, the user menu, the page header with breadcrumbs, and
 * scroll-to-top after 250 px.
 */
export function AppShell({ current, currentPath, homePath, navigate, children }: AppShellProps) {
  const { t } = useTranslation();
  const session = useSession();
  const { user, ability, table } = useSessionState();
  const { layout } = usePreferences();
  const wide = useMediaQuery(wideScreenQuery);
  const [paletteOpen, setPaletteOpen] = useState(false);

  useEffect(() => {
    const onKey = (event: KeyboardEvent) => {
      if ((event.ctrlKey || event.metaKey) && event.key.toLowerCase() === 'k') {
        event.preventDefault();
        setPaletteOpen(true);
      }
    };
    window.addEventListener('keydown', onKey);
    return () => {
      window.removeEventListener('keydown', onKey);
    };
  }, []);

  // The reports the user starred lead their menu group; the saved views are in the palette.
  // Either failing leaves the menu as it is.
  const favourites = useQuery(viewQueries.favourites(session.clients));
  const views = useQuery(viewQueries.list(session.clients));
  const sections = menuFor(table, ability, favourites.data?.Relatorios);
  const nav: NavGroup[] = sections.map((section) => ({
    id: section.group,
    label: t(section.titleKey),
    icon: groupIcons[section.group],
    items: section.routes.map((route) => ({
      id: route.name,
      label: t(route.titleKey),
      href: route.path,
      icon: routeIcons[route.name] ?? groupIcons[section.group],
    })),
  }));
  const own = (['admin-panel-profile-settings', 'notifications'] as const).map((name) =>
    routeByName(table, name),
  );
  const palette: CommandGroup[] = [
    ...nav.map(({ id, label, items }) => ({ id, label, items })),
    ...(views.data && views.data.length > 0
      ? [
          {
            id: 'visoes',
            label: t('savedViews.paletteGroup'),
            items: views.data.map((view) => ({
              id: `visao-${String(view.Id)}`,
              label: `${view.Nome} · ${view.Titulo}`,
              href: viewPath(table, view.Id),
              icon: routeIcons['my-reports'],
            })),
          },
        ]
      : []),
    {
      id: 'conta',
      label: t('shell.userMenu'),
      items: own.map((route) => ({
        id: route.name,
        label: t(route.titleKey),
        href: route.path,
        icon: routeIcons[route.name],
      })),
    },
  ];

  const title = current ? t(current.titleKey) : '';
  // An add or edit page sits under its list: the list's section, then the list as a link back.
  const parent = current?.parent ? routeByName(table, current.parent) : undefined;
  const placed = parent ?? current;
  const section = placed ? sections.find((s) => s.group === placed.menu?.group) : undefined;
  const crumbs: Crumb[] = [
    { id: 'home', label: t('shell.home'), href: homePath },
    // A section named like the list it holds ("Usuários" › "Usuários") is said once, as the list.
    ...(section && t(section.titleKey) !== (parent && t(parent.titleKey))
      ? [{ id: section.group, label: t(section.titleKey) }]
      : []),
    ...(parent ? [{ id: parent.name, label: t(parent.titleKey), href: parent.path }] : []),
    { id: 'current', label: title },
  ];
  const currentId: RouteName | undefined = current?.name;

  const search = (
    <Button
      variant="secondary"
      size="sm"
      icon={<Search size={16} aria-hidden />}
      aria-keyshortcuts="Control+K Meta+K"
      onPress={() => {
        setPaletteOpen(true);
      }}
    >
      {wide ? t('shell.search') : <span className={visuallyHidden}>{t('shell.search')}</span>}
      {wide ? <kbd aria-hidden>{isMac() ? '⌘K' : 'Ctrl K'}</kbd> : null}
    </Button>
  );
  const headerEnd = (
    <>
      <NotificationsBell
        onOpen={() => {
          navigate('/notifications');
        }}
      />
      {user ? (
        <UserMenu
          fullName={user.fullName}
          role={user.role}
          profileHref={routeByName(table, 'admin-panel-profile-settings').path}
          notificationsHref={routeByName(table, 'notifications').path}
          onLogout={() => {
            session.logout();
            navigate(`/login?redirectTo=${encodeURIComponent(currentPath)}`);
          }}
        />
      ) : null}
    </>
  );
  const page = (
    <>
      {current ? <PageHeader title={title} breadcrumbs={crumbs} /> : null}
      <PendingBanner />
      {children}
      <ScrollToTop label={t('actions.scrollToTop')} />
      <CommandPalette groups={palette} isOpen={paletteOpen} onOpenChange={setPaletteOpen} />
    </>
  );
  if (layout === 'horizontal' && wide) {
    return (
      <HorizontalLayout
        nav={nav}
        currentId={currentId}
        headerStart={search}
        headerEnd={headerEnd}
        logo={<TenantLogo tenant={session.tenant} />}
      >
        {page}
      </HorizontalLayout>
    );
  }
  return (
    <VerticalLayout
      nav={nav}
      currentId={currentId}
      headerStart={search}
      headerEnd={headerEnd}
      logo={<TenantLogo tenant={session.tenant} />}
      logoCollapsed={<TenantLogo tenant={session.tenant} compact />}
    >
      {page}
    </VerticalLayout>
  );
}
