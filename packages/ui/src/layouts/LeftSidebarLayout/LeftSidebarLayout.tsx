import type { ReactNode } from 'react';
import * as styles from './LeftSidebarLayout.css';

/** Props of {@link LeftSidebarLayout}. */
export interface LeftSidebarLayoutProps {
  /** The side panel (e.g. the list of profiles on the settings screen). */
  sidebar: ReactNode;
  /** Accessible name of the side panel. */
  sidebarLabel: string;
  /** The main area. */
  children: ReactNode;
}

/**
 * A page with a left panel and content, stacked below `lg`. Lives inside a shell layout; the
 * profiles screen (/administrative/settings) uses it.
 */
export function LeftSidebarLayout({ sidebar, sidebarLabel, children }: LeftSidebarLayoutProps) {
  return (
    <div className={styles.root}>
      <aside className={styles.sidebar} aria-label={sidebarLabel}>
        {sidebar}
      </aside>
      <div className={styles.content}>{children}</div>
    </div>
  );
}
