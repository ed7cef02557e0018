import type { ReactNode } from 'react';
import { FieldError, Label, Text } from 'react-aria-components';
import type { ValidationResult } from 'react-aria-components';
import * as fieldStyles from '../../theme/global.css';
import * as styles from './Field.css';

/** Props of {@link FieldLabel}. */
export interface FieldLabelProps {
  /** The label text; also the field's accessible name. */
  children: ReactNode;
  /** Shows the required mark (the field itself carries `aria-required`). @default false */
  required?: boolean;
}

/**
 * The label of every form field of the design system, inside a react-aria field (TextField,
 * Select, ComboBox, NumberField, DatePicker, RadioGroup), which links it to its control.
 */
export function FieldLabel({ children, required = false }: FieldLabelProps) {
  if (!required) return <Label className={fieldStyles.fieldLabel}>{children}</Label>;
  // The mark sits beside the label, not inside it: the field's accessible name (and every test
  // that finds a field by its label) stays the label's words; the control itself carries
  // `aria-required`, so the mark is only for the eye.
  return (
    <div className={styles.labelRow}>
      <Label className={`${fieldStyles.fieldLabel} ${styles.labelInRow}`}>{children}</Label>
      <span aria-hidden="true" className={styles.requiredMark}>
        *
      </span>
    </div>
  );
}

/** Props of {@link FieldHelp}. */
export interface FieldHelpProps {
  /** Help text under the field. @default undefined */
  description?: ReactNode;
  /** The error shown while the field is invalid (or a function of the validation result). @default the validation's message */
  errorMessage?: ReactNode | ((validation: ValidationResult) => ReactNode);
}

/**
 * What sits under every form field: its help text and its error, both linked to the control by
 * react-aria (`aria-describedby`), the error shown only while the field is invalid.
 */
export function FieldHelp({ description, errorMessage }: FieldHelpProps) {
  return (
    <>
      {description ? (
        <Text slot="description" className={fieldStyles.fieldDescription}>
          {description}
        </Text>
      ) : null}
      <FieldError className={fieldStyles.fieldError}>{errorMessage}</FieldError>
    </>
  );
}
