import { Menu as MenuIcon, PanelLeftClose, PanelLeftOpen, X } from 'lucide-react';
import { useId, useState } from 'react';
import type { ReactNode } from 'react';
import { Dialog, Modal, ModalOverlay } from 'react-aria-components';
import { IconButton } from '../../components/Button';
import { SkipLink } from '../../components/SkipLink';
import { useUi } from '../../theme/UiProvider';
import { useMediaQuery, wideScreenQuery } from '../../theme/use-media-query';
import { SideNav } from '../Nav';
import type { NavGroup } from '../Nav';
import { mainContentId } from '../main-content';
import { useStickyTop } from '../sticky-top';
import * as styles from './VerticalLayout.css';

/** Id of the `main` element of the menu layouts: the skip link's and the route focus' target. */
export { mainContentId };

/** Props of {@link VerticalLayout}. */
export interface VerticalLayoutProps {
  /** Menu groups. */
  nav: readonly NavGroup[];
  /** The current page's entry. @default undefined */
  currentId?: string;
  /** Left of the header after the menu button: the search. @default undefined */
  headerStart?: ReactNode;
  /** Right side of the header: notifications, user menu. @default undefined */
  headerEnd?: ReactNode;
  /** The logo of the open menu. @default the tenant's logo from `UiProvider` */
  logo?: ReactNode;
  /** The compact mark: collapsed rail and phone header. @default nothing */
  logoCollapsed?: ReactNode;
  /** Sidebar collapsed to a rail (controlled). @default undefined */
  collapsed?: boolean;
  /** Initial collapsed state; the spec collapses the menu by default. @default true */
  defaultCollapsed?: boolean;
  /** Called when the toggle is pressed. @default undefined */
  onCollapsedChange?: (collapsed: boolean) => void;
  /** Page content. */
  children: ReactNode;
}

/**
 * The main shell. On wide screens a sidebar beside the page, open with titled groups or
 * collapsed to a rail of group icons; on phones and tablets the menu is a drawer over the page
 * (Escape, the close button or a chosen entry close it) and the header stays one row.
 */
export function VerticalLayout({
  nav,
  currentId,
  headerStart,
  headerEnd,
  logo,
  logoCollapsed,
  collapsed,
  defaultCollapsed = true,
  onCollapsedChange,
  children,
}: VerticalLayoutProps) {
  const ui = useUi();
  const sticky = useStickyTop<HTMLDivElement, HTMLElement>();
  const { messages } = ui;
  const navId = useId();
  const wide = useMediaQuery(wideScreenQuery);
  const [internal, setInternal] = useState(defaultCollapsed);
  const [drawerOpen, setDrawerOpen] = useState(false);
  const isCollapsed = collapsed ?? internal;
  const toggle = () => {
    setInternal(!isCollapsed);
    onCollapsedChange?.(!isCollapsed);
  };
  const fullLogo = logo ?? ui.logo;
  return (
    <div ref={sticky.shell} className={styles.shell}>
      <SkipLink targetId={mainContentId} />
      {wide && (
        <aside className={styles.sidebar} data-collapsed={isCollapsed ? '' : undefined}>
          <div className={styles.logo}>{isCollapsed ? logoCollapsed : fullLogo}</div>
          <SideNav
            id={navId}
            groups={nav}
            currentId={currentId}
            label={messages.mainNavigation}
            collapsed={isCollapsed}
          />
        </aside>
      )}
      <div className={styles.column}>
        <header ref={sticky.header} className={styles.header}>
          {wide ? (
            <IconButton
              variant="ghost"
              label={isCollapsed ? messages.expandMenu : messages.collapseMenu}
              icon={
                isCollapsed ? (
                  <PanelLeftOpen size={20} aria-hidden />
                ) : (
                  <PanelLeftClose size={20} aria-hidden />
                )
              }
              aria-expanded={!isCollapsed}
              aria-controls={navId}
              onPress={toggle}
            />
          ) : (
            <>
              <IconButton
                variant="ghost"
                label={messages.openMenu}
                icon={<MenuIcon size={20} aria-hidden />}
                aria-expanded={drawerOpen}
                onPress={() => {
                  setDrawerOpen(true);
                }}
              />
              {logoCollapsed && <div className={styles.headerMark}>{logoCollapsed}</div>}
            </>
          )}
          {headerStart}
          <div className={styles.headerEnd}>{headerEnd}</div>
        </header>
        <main id={mainContentId} tabIndex={-1} className={styles.main}>
          {children}
        </main>
      </div>
      {!wide && (
        <ModalOverlay
          isOpen={drawerOpen}
          onOpenChange={setDrawerOpen}
          isDismissable
          className={styles.drawerOverlay}
        >
          <Modal className={styles.drawer}>
            <Dialog className={styles.drawerDialog} aria-label={messages.mainNavigation}>
              <div className={styles.drawerTop}>
                <div className={styles.logo}>{fullLogo}</div>
                <IconButton
                  variant="ghost"
                  label={messages.closeMenu}
                  icon={<X size={20} aria-hidden />}
                  onPress={() => {
                    setDrawerOpen(false);
                  }}
                />
              </div>
              <SideNav
                groups={nav}
                currentId={currentId}
                label={messages.mainNavigation}
                onNavigate={() => {
                  setDrawerOpen(false);
                }}
              />
            </Dialog>
          </Modal>
        </ModalOverlay>
      )}
    </div>
  );
}
