import type { ReactNode } from 'react';
import { CarFront } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { menuFor, type RouteName } from '@emplacamento/access';
import {
  Button,
  HorizontalLayout,
  Inline,
  ScrollToTop,
  Text,
  VerticalLayout,
  type NavItem,
} from '@emplacamento/ui';
import { shortNameOf } from '../../config/runtime-config';
import { NotificationsBell } from '../../notifications/NotificationsBell';
import { useSession, useSessionState } from '../../session/SessionProvider';
import { PreferenceSwitchers } from '../PreferenceSwitchers';
import { usePreferences } from '../preferences';
import { menuIcons } from './menu-icons';

/** Props of {@link AppShell}. */
export interface AppShellProps {
  /** The route being shown (marks its menu entry as the current page). */
  readonly current?: RouteName;
  /** The path to come back to after logging in again (logout's `redirectTo`, §2). */
  readonly currentPath: string;
  /** In-app navigation (the router's). */
  readonly navigate: (to: string) => void;
  readonly children: ReactNode;
}

/**
 * The signed-in frame of every menu page: the menu built from the routes the user may open
 * (never an entry that would end on not-authorized), vertical or horizontal as the user chose,
 * the user's name, language, skin and layout switchers, the notifications bell, logout, and
 * scroll-to-top after 250 px.
 */
export function AppShell({ current, currentPath, navigate, children }: AppShellProps) {
  const { t } = useTranslation();
  const session = useSession();
  const { user, ability, table } = useSessionState();
  const { layout } = usePreferences();
  const nav: NavItem[] = menuFor(table, ability).flatMap((section) =>
    section.routes.map((route) => ({
      id: route.name,
      label: t(route.titleKey),
      href: route.path,
      icon: menuIcons[section.group],
    })),
  );
  const headerEnd = (
    <Inline gap="4" flexWrap="wrap">
      <PreferenceSwitchers withLayout />
      <NotificationsBell
        onOpen={() => {
          navigate('/notifications');
        }}
      />
      {user ? (
        <Text as="span" variant="small">
          {user.fullName}
        </Text>
      ) : null}
      <Button
        variant="secondary"
        onPress={() => {
          session.logout();
          navigate(`/login?redirectTo=${encodeURIComponent(currentPath)}`);
        }}
      >
        {t('auth.logout')}
      </Button>
    </Inline>
  );
  const page = (
    <>
      {children}
      <ScrollToTop label={t('actions.scrollToTop')} />
    </>
  );
  if (layout === 'horizontal') {
    return (
      <HorizontalLayout nav={nav} currentId={current} headerEnd={headerEnd}>
        {page}
      </HorizontalLayout>
    );
  }
  return (
    <VerticalLayout
      nav={nav}
      currentId={current}
      headerEnd={headerEnd}
      logoCollapsed={<CarFront size={24} aria-label={shortNameOf(session.tenant)} role="img" />}
    >
      {page}
    </VerticalLayout>
  );
}
