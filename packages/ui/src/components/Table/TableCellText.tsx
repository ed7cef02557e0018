import type { ReactNode } from 'react';
import * as styles from './Table.css';

/** Props of {@link TableCellText}. */
export interface TableCellTextProps {
  /** The first line: text, or a link naming the row. */
  children: ReactNode;
  /** The first line's whole text, shown on hover when the line is cut. */
  title: string;
  /** A second, muted line under the first (e.g. a legal name under a trade name). @default none */
  secondary?: string | null;
  /** Widest the lines grow (CSS length) before they are cut with an ellipsis. @default '16rem' */
  maxWidth?: string;
}

/**
 * A cell's text kept to one line per value: past `maxWidth` each line ends in an ellipsis and its
 * whole text is the line's title; screen readers and search still read all of it. A long value
 * then takes one line of the row, not four, and a screen shows a page of rows.
 */
export function TableCellText({
  children,
  title,
  secondary,
  maxWidth = '16rem',
}: TableCellTextProps) {
  return (
    <span className={styles.cellText} style={{ maxWidth }}>
      <span className={styles.cellLine} title={title}>
        {children}
      </span>
      {secondary != null && secondary !== '' && (
        <span className={`${styles.cellLine} ${styles.cellSecondary}`} title={secondary}>
          {secondary}
        </span>
      )}
    </span>
  );
}
