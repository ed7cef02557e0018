import type { ReactNode } from 'react';
import { SkipLink } from '../../components/SkipLink';
import { useUi } from '../../theme/UiProvider';
import { TopNav } from '../Nav';
import type { NavGroup } from '../Nav';
import { mainContentId } from '../main-content';
import { useStickyTop } from '../sticky-top';
import * as styles from './HorizontalLayout.css';

/** Props of {@link HorizontalLayout}. */
export interface HorizontalLayoutProps {
  /** Menu groups. */
  nav: readonly NavGroup[];
  /** The current page's entry. @default undefined */
  currentId?: string;
  /** After the logo: the search. @default undefined */
  headerStart?: ReactNode;
  /** Right side of the top bar. @default undefined */
  headerEnd?: ReactNode;
  /** The logo. @default the tenant's logo from `UiProvider` */
  logo?: ReactNode;
  /** Page content. */
  children: ReactNode;
}

/**
 * The shell with the menu under the top bar: one row of group menus (each opens its entries),
 * so 50 entries never wrap into rows above the page. Meant for wide screens: the app shows the
 * vertical layout's drawer on phones.
 */
export function HorizontalLayout({
  nav,
  currentId,
  headerStart,
  headerEnd,
  logo,
  children,
}: HorizontalLayoutProps) {
  const ui = useUi();
  const sticky = useStickyTop<HTMLDivElement, HTMLElement>();
  return (
    <div ref={sticky.shell} className={styles.shell}>
      <SkipLink targetId={mainContentId} />
      <header ref={sticky.header} className={styles.header}>
        <div className={styles.bar}>
          <div className={styles.logo}>{logo ?? ui.logo}</div>
          {headerStart}
          <div className={styles.end}>{headerEnd}</div>
        </div>
        <div className={styles.navRow}>
          <TopNav groups={nav} currentId={currentId} label={ui.messages.mainNavigation} />
        </div>
      </header>
      <main id={mainContentId} tabIndex={-1} className={styles.main}>
        {children}
      </main>
    </div>
  );
}
