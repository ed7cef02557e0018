import type { ReactNode } from 'react';
import { useUi } from '../../theme/UiProvider';
import { Nav } from '../Nav';
import type { NavItem } from '../Nav';
import * as styles from './HorizontalLayout.css';

/** Props of {@link HorizontalLayout}. */
export interface HorizontalLayoutProps {
  /** Menu entries. */
  nav: readonly NavItem[];
  /** The current page's entry. @default undefined */
  currentId?: string;
  /** Right side of the top bar. @default undefined */
  headerEnd?: ReactNode;
  /** The logo. @default the tenant's logo from `UiProvider` */
  logo?: ReactNode;
  /** Page content. */
  children: ReactNode;
}

/** The shell with the menu in a row under the top bar. */
export function HorizontalLayout({
  nav,
  currentId,
  headerEnd,
  logo,
  children,
}: HorizontalLayoutProps) {
  const ui = useUi();
  return (
    <div className={styles.shell}>
      <header className={styles.header}>
        <div className={styles.bar}>
          <div className={styles.logo}>{logo ?? ui.logo}</div>
          <div className={styles.end}>{headerEnd}</div>
        </div>
        <div className={styles.navRow}>
          <Nav
            items={nav}
            currentId={currentId}
            label={ui.messages.mainNavigation}
            orientation="horizontal"
          />
        </div>
      </header>
      <main className={styles.main}>{children}</main>
    </div>
  );
}
