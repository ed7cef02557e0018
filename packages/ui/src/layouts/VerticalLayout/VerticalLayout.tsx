import { Menu as MenuIcon } from 'lucide-react';
import { useId, useState } from 'react';
import type { ReactNode } from 'react';
import { useUi } from '../../theme/UiProvider';
import { IconButton } from '../../components/Button';
import { Nav } from '../Nav';
import type { NavItem } from '../Nav';
import * as styles from './VerticalLayout.css';

/** Props of {@link VerticalLayout}. */
export interface VerticalLayoutProps {
  /** Menu entries. */
  nav: readonly NavItem[];
  /** The current page's entry. @default undefined */
  currentId?: string;
  /** Right side of the header: notifications, language, user menu. @default undefined */
  headerEnd?: ReactNode;
  /** The logo; falls back to the `UiProvider` logo. @default the tenant's logo */
  logo?: ReactNode;
  /** A compact mark shown instead of the logo while collapsed. @default nothing */
  logoCollapsed?: ReactNode;
  /** Sidebar collapsed to icons (controlled). @default undefined */
  collapsed?: boolean;
  /** Initial collapsed state; the spec collapses the menu by default. @default true */
  defaultCollapsed?: boolean;
  /** Called when the toggle is pressed. @default undefined */
  onCollapsedChange?: (collapsed: boolean) => void;
  /** Page content. */
  children: ReactNode;
}

/** The main shell: a collapsible sidebar menu, a sticky header and the page. */
export function VerticalLayout({
  nav,
  currentId,
  headerEnd,
  logo,
  logoCollapsed,
  collapsed,
  defaultCollapsed = true,
  onCollapsedChange,
  children,
}: VerticalLayoutProps) {
  const ui = useUi();
  const navId = useId();
  const [internal, setInternal] = useState(defaultCollapsed);
  const isCollapsed = collapsed ?? internal;
  const toggle = () => {
    setInternal(!isCollapsed);
    onCollapsedChange?.(!isCollapsed);
  };
  return (
    <div className={styles.shell}>
      <aside className={styles.sidebar} data-collapsed={isCollapsed ? '' : undefined}>
        <div className={styles.logo}>{isCollapsed ? logoCollapsed : (logo ?? ui.logo)}</div>
        <Nav
          id={navId}
          items={nav}
          currentId={currentId}
          label={ui.messages.mainNavigation}
          iconsOnly={isCollapsed}
        />
      </aside>
      <div className={styles.column}>
        <header className={styles.header}>
          <IconButton
            label={ui.messages.toggleMenu}
            icon={<MenuIcon size={20} aria-hidden />}
            aria-expanded={!isCollapsed}
            aria-controls={navId}
            onPress={toggle}
          />
          <div className={styles.headerEnd}>{headerEnd}</div>
        </header>
        <main className={styles.main}>{children}</main>
      </div>
    </div>
  );
}
