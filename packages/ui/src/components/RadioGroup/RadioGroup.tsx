import type { ReactNode } from 'react';
import { RadioButton, RadioField, RadioGroup as AriaRadioGroup } from 'react-aria-components';
import type { RadioGroupProps as AriaRadioGroupProps } from 'react-aria-components';
import * as fieldStyles from '../../theme/global.css';
import { FieldHelp, FieldLabel } from '../Field';
import * as styles from './RadioGroup.css';

/** One choice of a {@link RadioGroup}. */
export interface RadioOption {
  /** The value. */
  value: string;
  /** What the user reads. */
  label: string;
  /** Not choosable. @default false */
  disabled?: boolean;
}

/** Props of {@link RadioGroup}. */
export interface RadioGroupProps extends Omit<AriaRadioGroupProps, 'className' | 'children'> {
  /** Visible label of the group. */
  label: ReactNode;
  /** The choices. */
  options: readonly RadioOption[];
  /** Help text. @default undefined */
  description?: ReactNode;
  /** Error text when invalid. @default undefined */
  errorMessage?: string;
}

/** One choice among a few, all visible; arrow keys move and select. */
export function RadioGroup({
  label,
  options,
  description,
  errorMessage,
  orientation = 'vertical',
  ...props
}: RadioGroupProps) {
  return (
    <AriaRadioGroup {...props} orientation={orientation} className={fieldStyles.field}>
      <FieldLabel required={props.isRequired}>{label}</FieldLabel>
      <div
        className={
          orientation === 'vertical' ? `${styles.options} ${styles.vertical}` : styles.options
        }
      >
        {options.map((option) => (
          <RadioField key={option.value} value={option.value} isDisabled={option.disabled}>
            <RadioButton className={styles.radio}>
              <span className={styles.circle} aria-hidden />
              {option.label}
            </RadioButton>
          </RadioField>
        ))}
      </div>
      <FieldHelp description={description} errorMessage={errorMessage} />
    </AriaRadioGroup>
  );
}
