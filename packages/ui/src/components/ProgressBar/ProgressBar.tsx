import { Label, ProgressBar as AriaProgressBar } from 'react-aria-components';
import type { ProgressBarProps as AriaProgressBarProps } from 'react-aria-components';
import * as styles from './ProgressBar.css';

/** Props of {@link ProgressBar}. */
export interface ProgressBarProps extends Omit<AriaProgressBarProps, 'className' | 'children'> {
  /** Visible label; also the accessible name. */
  label: string;
  /** Red fill (an upload that failed). @default false */
  danger?: boolean;
  /** Show the value text (e.g. "45%"). @default true */
  showValue?: boolean;
}

/** Progress of a known-length task (uploads, imports), formatted in the locale. */
export function ProgressBar({
  label,
  danger = false,
  showValue = true,
  ...props
}: ProgressBarProps) {
  return (
    <AriaProgressBar {...props} className={styles.root}>
      {({ percentage, valueText }) => (
        <>
          <Label>{label}</Label>
          <span className={styles.value}>{showValue ? valueText : null}</span>
          <div className={styles.track}>
            <div
              className={danger ? `${styles.fill} ${styles.danger}` : styles.fill}
              style={{ width: `${String(percentage ?? 0)}%` }}
            />
          </div>
        </>
      )}
    </AriaProgressBar>
  );
}
