import { CircleAlert } from 'lucide-react';
import { useEffect, useRef, type ReactNode, type Ref } from 'react';
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

/** The names of the fields a failure blames. */
const blamed = (errors: FormProps['validationErrors']) =>
  new Set(
    Object.entries(errors ?? {})
      .filter(([, message]) => message.length > 0)
      .map(([name]) => name),
  );

/**
 * A form: react-aria's `Form` (native validation, `validationErrors` from the server shown on
 * each named field) plus a form-level error. Native validation blocks submit, shows every field's
 * error and focuses the first invalid field.
 *
 * A refusal from the server moves the focus the same way: each time `error` or
 * `validationErrors` change to a failure, the focus goes to the first field (in the form's order)
 * that has an error, or else to the error above the fields, so a keyboard or screen-reader user
 * lands on what to fix instead of staying on the submit button. Give a new `validationErrors`
 * object for each failed submit (features' `useFormFailure` does) so the same message twice
 * still moves the focus.
 */
export function Form({ error, validationErrors, className, children, ...props }: FormProps) {
  const formRef = useRef<HTMLFormElement>(null);
  const errorRef = useRef<HTMLDivElement>(null);
  const previous = useRef<{ error: ReactNode; failed: ReadonlySet<string> }>({
    error: undefined,
    failed: new Set(),
  });
  useEffect(() => {
    const form = formRef.current;
    const failed = blamed(validationErrors);
    const before = previous.current;
    previous.current = { error, failed };
    // A field's error taken away as the user corrects it is not a new failure: the focus stays.
    const clearing =
      error === before.error &&
      failed.size < before.failed.size &&
      [...failed].every((name) => before.failed.has(name));
    if (!form || clearing || (!error && failed.size === 0)) return;
    const field = [...form.elements].find(
      (element): element is HTMLElement =>
        element instanceof HTMLElement &&
        failed.has(element.getAttribute('name') ?? '') &&
        !element.hasAttribute('disabled'),
    );
    // After React has finished this commit: focusing inside it runs react-aria's focus handlers
    // while React is still at work, which React refuses ("Should not already be working").
    const timer = setTimeout(() => {
      (field ?? errorRef.current)?.focus();
    }, 0);
    return () => {
      clearTimeout(timer);
    };
  }, [error, validationErrors]);
  return (
    <AriaForm
      {...props}
      ref={formRef}
      validationErrors={validationErrors}
      className={[styles.form, className].filter(Boolean).join(' ')}
    >
      {error ? <FormError ref={errorRef}>{error}</FormError> : null}
      {children}
    </AriaForm>
  );
}

/** Props of {@link FormError}. */
export interface FormErrorProps {
  /** What went wrong and, when possible, what to do. */
  children: ReactNode;
  /** The element, for moving the focus to it (the form does after a failed submit). */
  ref?: Ref<HTMLDivElement>;
}

/**
 * A form-level error, announced when it appears (`role="alert"`); focusable by script only, so
 * the form can put the focus on it when no field is to blame.
 */
export function FormError({ children, ref }: FormErrorProps) {
  return (
    <div role="alert" ref={ref} tabIndex={-1} className={styles.formError}>
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
