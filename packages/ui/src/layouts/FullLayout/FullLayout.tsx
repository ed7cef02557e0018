import type { ReactNode } from 'react';
import { useUi } from '../../theme/UiProvider';
import { mainContentId } from '../main-content';
import * as styles from './FullLayout.css';

/** Props of {@link FullLayout}. */
export interface FullLayoutProps {
  /** The logo above the content. @default the tenant's logo from `UiProvider` */
  logo?: ReactNode;
  /** The page (login, errors, maintenance). */
  children: ReactNode;
}

/** The layout without a menu: login, password recovery, error and maintenance pages. */
export function FullLayout({ logo, children }: FullLayoutProps) {
  const ui = useUi();
  const shown = logo ?? ui.logo;
  return (
    <main id={mainContentId} tabIndex={-1} className={styles.main}>
      {shown && <div className={styles.logo}>{shown}</div>}
      <div className={styles.content}>{children}</div>
    </main>
  );
}
