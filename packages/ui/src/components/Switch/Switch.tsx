import type { ReactNode } from 'react';
import { SwitchButton, SwitchField } from 'react-aria-components';
import type { SwitchFieldProps } from 'react-aria-components';
import * as styles from './Switch.css';

/** Props of {@link Switch}. */
export interface SwitchProps extends Omit<SwitchFieldProps, 'className' | 'children'> {
  /** The label. */
  children: ReactNode;
  /** Extra class names. @default undefined */
  className?: string;
}

/** An on/off setting that takes effect at once (a checkbox waits for a form's submit). */
export function Switch({ children, className, ...props }: SwitchProps) {
  return (
    <SwitchField {...props} className={className}>
      <SwitchButton className={styles.root}>
        <span className={styles.track} aria-hidden>
          <span className={styles.thumb} />
        </span>
        {children}
      </SwitchButton>
    </SwitchField>
  );
}
