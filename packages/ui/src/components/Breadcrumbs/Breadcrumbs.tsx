import { ChevronRight } from 'lucide-react';
import { Breadcrumb, Breadcrumbs as AriaBreadcrumbs, Link } from 'react-aria-components';
import { useUiMessages } from '../../theme/UiProvider';
import * as styles from './Breadcrumbs.css';

/** One step of the trail. */
export interface Crumb {
  /** Key. */
  id: string;
  /** Text. */
  label: string;
  /**
   * Where it goes; the last crumb (the current page) needs none, and a crumb without one is
   * plain text (a menu group has no page of its own). @default undefined
   */
  href?: string;
}

/** Props of {@link Breadcrumbs}. */
export interface BreadcrumbsProps {
  /** The trail, from the home page to the current one. */
  items: readonly Crumb[];
  /** Accessible name of the landmark. @default messages.breadcrumbs ("Trilha de navegação") */
  label?: string;
  /**
   * Called with a crumb's id when it is pressed: every crumb but the current one is then a link
   * that the page follows itself (a page that moves within itself, such as a report's drill-down).
   * @default undefined
   */
  onAction?: (id: string) => void;
}

/** Where the page sits; the last item is the current page (`aria-current="page"`). */
export function Breadcrumbs({ items, label, onAction }: BreadcrumbsProps) {
  const messages = useUiMessages();
  return (
    // A print keeps the crumbs: they say which part of the data the page shows (global.css.ts).
    <nav aria-label={label ?? messages.breadcrumbs} data-print="keep">
      <AriaBreadcrumbs
        items={items}
        className={styles.list}
        onAction={
          onAction &&
          ((key) => {
            onAction(String(key));
          })
        }
      >
        {(item) => (
          <Breadcrumb id={item.id} className={styles.item}>
            {({ isCurrent }) => (
              <>
                {isCurrent || item.href !== undefined || onAction ? (
                  <Link href={isCurrent ? undefined : item.href} className={styles.link}>
                    {item.label}
                  </Link>
                ) : (
                  <span className={styles.text}>{item.label}</span>
                )}
                {!isCurrent && <ChevronRight size={14} aria-hidden />}
              </>
            )}
          </Breadcrumb>
        )}
      </AriaBreadcrumbs>
    </nav>
  );
}
