import type { ReactNode } from 'react';
import { Link } from 'react-aria-components';
import * as styles from './Nav.css';

/** One entry of the portal's menu. The app builds the list from its routes and permissions. */
export interface NavItem {
  /** Unique key. */
  id: string;
  /** Text of the entry. */
  label: string;
  /** Where it goes; navigation itself goes through the app's `RouterProvider`. */
  href: string;
  /** A Lucide icon element. @default undefined */
  icon?: ReactNode;
}

/** Props of {@link Nav}. */
export interface NavProps {
  /** The entries. */
  items: readonly NavItem[];
  /** The `id` of the current page's entry (gets `aria-current="page"`). @default undefined */
  currentId?: string;
  /** Accessible name of the landmark. */
  label: string;
  /** Row (horizontal layout) or column (sidebars). @default 'vertical' */
  orientation?: 'vertical' | 'horizontal';
  /** Only icons shown; labels stay for screen readers. @default false */
  iconsOnly?: boolean;
  /** Id of the `nav` element, for `aria-controls`. @default undefined */
  id?: string;
}

/** The menu of the layouts: a `nav` landmark with a list of links. */
export function Nav({
  items,
  currentId,
  label,
  orientation = 'vertical',
  iconsOnly = false,
  id,
}: NavProps) {
  return (
    <nav aria-label={label} id={id}>
      <ul className={`${styles.list} ${styles[orientation]}`}>
        {items.map((item) => (
          <li key={item.id}>
            <Link
              href={item.href}
              className={styles.link}
              aria-current={item.id === currentId ? 'page' : undefined}
            >
              {item.icon && (
                <span className={styles.icon} aria-hidden>
                  {item.icon}
                </span>
              )}
              <span className={iconsOnly ? styles.iconOnlyLabel : undefined}>{item.label}</span>
            </Link>
          </li>
        ))}
      </ul>
    </nav>
  );
}
