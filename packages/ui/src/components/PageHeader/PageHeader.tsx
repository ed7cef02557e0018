import type { ReactNode } from 'react';
import { Breadcrumbs } from '../Breadcrumbs';
import type { Crumb } from '../Breadcrumbs';
import * as styles from './PageHeader.css';

/** Props of {@link PageHeader}. */
export interface PageHeaderProps {
  /** The page's title: its one level-1 heading. */
  title: ReactNode;
  /** Where the page sits, ending with the page itself. @default no trail */
  breadcrumbs?: readonly Crumb[];
  /** A line under the title. @default undefined */
  description?: ReactNode;
  /** Buttons at the end of the title row. @default undefined */
  actions?: ReactNode;
}

/**
 * The top of every page: the trail, the title on the type scale's `h1` step and the page's
 * actions. The heading takes programmatic focus (`tabIndex={-1}`) so the shell can move focus to
 * it after each navigation.
 */
export function PageHeader({ title, breadcrumbs, description, actions }: PageHeaderProps) {
  return (
    <header className={styles.header}>
      {breadcrumbs && breadcrumbs.length > 1 && <Breadcrumbs items={breadcrumbs} />}
      <div className={styles.row}>
        <h1 className={styles.title} tabIndex={-1}>
          {title}
        </h1>
        {actions && <div className={styles.actions}>{actions}</div>}
      </div>
      {description && <p className={styles.description}>{description}</p>}
    </header>
  );
}
