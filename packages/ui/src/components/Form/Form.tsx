import { CircleAlert } from 'lucide-react';
import type { ReactNode } from 'react';
import { Form as AriaForm } from 'react-aria-components';
import type { FormProps as AriaFormProps } from 'react-aria-components';
import * as styles from './Form.css';

/** Props of {@link Form}. */
export interface FormProps extends Omit<AriaFormProps, 'className'> {
  /**
   * An error about the whole form (e.g. the server refused it), shown above the fields in an
   * alert. Field errors go in `validationErrors`, keyed by field `name`. @default undefined
   */
  error?: ReactNode;
  /** Extra class names. @default undefined */
  className?: string;
}

/**
 * A form: react-aria's `Form` (native validation, `validationErrors` from the server shown on
 * each named field) plus a form-level error. Native validation blocks submit, shows every field's
 * error and focuses the first invalid field.
 */
export function Form({ error, className, children, ...props }: FormProps) {
  return (
    <AriaForm {...props} className={[styles.form, className].filter(Boolean).join(' ')}>
      {error ? <FormError>{error}</FormError> : null}
      {children}
    </AriaForm>
  );
}

/** Props of {@link FormError}. */
export interface FormErrorProps {
  /** What went wrong and, when possible, what to do. */
  children: ReactNode;
}

/** A form-level error, announced when it appears (`role="alert"`). */
export function FormError({ children }: FormErrorProps) {
  return (
    <div role="alert" className={styles.formError}>
      <CircleAlert size={18} aria-hidden className={styles.formErrorIcon} />
      <div>{children}</div>
    </div>
  );
}

/** Props of {@link FormActions}. */
export interface FormActionsProps {
  /** The form's buttons, primary last. */
  children: ReactNode;
}

/** The row of buttons at the end of a form. */
export function FormActions({ children }: FormActionsProps) {
  return <div className={styles.actions}>{children}</div>;
}
