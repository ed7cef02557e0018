import { useId } from 'react';
import type { HTMLAttributes, ReactNode } from 'react';
import * as styles from './Card.css';

/** Props of {@link Card}. */
export interface CardProps extends Omit<HTMLAttributes<HTMLElement>, 'title'> {
  /** Heading of the card; names the section for screen readers. @default undefined */
  title?: ReactNode;
  /** A line under the title. @default undefined */
  subtitle?: ReactNode;
  /** Actions at the top right (buttons, a menu). @default undefined */
  actions?: ReactNode;
  /** Footer row. @default undefined */
  footer?: ReactNode;
  /** Heading level of the title, to fit the page outline. @default 2 */
  headingLevel?: 1 | 2 | 3 | 4;
  children?: ReactNode;
}

/** A surface grouping related content, as a labelled `section` when it has a title. */
export function Card({
  title,
  subtitle,
  actions,
  footer,
  headingLevel = 2,
  className,
  children,
  ...props
}: CardProps) {
  const id = useId();
  const titleId = title === undefined ? undefined : id;
  const Heading = `h${headingLevel}` as const;
  return (
    <section
      {...props}
      aria-labelledby={titleId}
      className={[styles.card, className].filter(Boolean).join(' ')}
    >
      {(title !== undefined || actions) && (
        <header className={styles.header}>
          <div>
            {title !== undefined && (
              <Heading
                id={titleId}
                className={
                  headingLevel === 1 ? `${styles.title} ${styles.pageTitle}` : styles.title
                }
              >
                {title}
              </Heading>
            )}
            {subtitle && <p className={styles.subtitle}>{subtitle}</p>}
          </div>
          {actions}
        </header>
      )}
      <div className={styles.body}>{children}</div>
      {footer && <footer className={styles.footer}>{footer}</footer>}
    </section>
  );
}
