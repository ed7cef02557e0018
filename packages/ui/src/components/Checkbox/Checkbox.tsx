import { Check, Minus } from 'lucide-react';
import type { ReactNode } from 'react';
import { CheckboxButton, CheckboxField } from 'react-aria-components';
import type { CheckboxFieldProps } from 'react-aria-components';
import * as styles from './Checkbox.css';

/** Props of {@link Checkbox}. */
export interface CheckboxProps extends Omit<CheckboxFieldProps, 'className' | 'children'> {
  /** The label; omit only with `aria-label` (e.g. a table row). @default undefined */
  children?: ReactNode;
  /** Extra class names. @default undefined */
  className?: string;
}

/** A checkbox with a label, indeterminate state and keyboard support from react-aria. */
export function Checkbox({ children, className, ...props }: CheckboxProps) {
  return (
    <CheckboxField {...props} className={className}>
      <CheckboxButton className={styles.checkbox}>
        {({ isSelected, isIndeterminate }) => (
          <>
            <span className={styles.box} aria-hidden>
              {isIndeterminate ? (
                <Minus size={14} strokeWidth={3} />
              ) : isSelected ? (
                <Check size={14} strokeWidth={3} />
              ) : null}
            </span>
            {children}
          </>
        )}
      </CheckboxButton>
    </CheckboxField>
  );
}
