import { useLayoutEffect, useRef, useState } from 'react';
import type { ReactNode } from 'react';
import { Input, TextArea, TextField as AriaTextField } from 'react-aria-components';
import type { TextFieldProps as AriaTextFieldProps, ValidationResult } from 'react-aria-components';
import {
  applyMask,
  cepMask,
  cnpjMask,
  cpfCnpjMask,
  cpfMask,
  placaMask,
  telefoneMask,
} from '@emplacamento/validators';
import type { MaskSpec } from '@emplacamento/validators';
import * as fieldStyles from '../../theme/global.css';
import { FieldHelp, FieldLabel } from '../Field';
import * as styles from './TextField.css';

/** The masks a field can apply as the user types, all from `@emplacamento/validators`. */
export const masks = {
  cpf: cpfMask,
  cnpj: cnpjMask,
  cpfCnpj: cpfCnpjMask,
  phone: telefoneMask,
  cep: cepMask,
  plate: placaMask,
} satisfies Record<string, MaskSpec>;

/** A mask name or a custom {@link MaskSpec}. */
export type MaskName = keyof typeof masks;

/** Props of {@link TextField}. */
export interface TextFieldProps extends Omit<AriaTextFieldProps, 'className' | 'children'> {
  /** Visible label; also the accessible name. */
  label: ReactNode;
  /** Help text under the field. @default undefined */
  description?: ReactNode;
  /** Error shown when invalid (or a function of the validation result). @default the browser's or `validate`'s message */
  errorMessage?: string | ((validation: ValidationResult) => string);
  /** Placeholder; masked fields default to the mask's format hint. @default undefined */
  placeholder?: string;
  /** Formats the value while typing (CPF, CNPJ numeric or alphanumeric, phone, CEP, plate). @default undefined */
  mask?: MaskName | MaskSpec;
  /** Several lines (a `textarea`). @default false */
  multiline?: boolean;
  /** Called with the canonical value (digits, or uppercase letters and digits) of a masked field. @default undefined */
  onRawChange?: (raw: string) => void;
  /** Extra class names on the wrapper. @default undefined */
  className?: string;
}

/**
 * A labelled text input with description and error, optionally masked. The caret stays after the
 * character the user typed even when the mask inserts separators.
 */
export function TextField({
  label,
  description,
  errorMessage,
  placeholder,
  mask,
  multiline = false,
  onRawChange,
  className,
  value,
  defaultValue,
  onChange,
  ...props
}: TextFieldProps) {
  const spec = typeof mask === 'string' ? masks[mask] : mask;
  const inputRef = useRef<HTMLInputElement>(null);
  const caret = useRef<number | null>(null);
  const [internal, setInternal] = useState(() => (spec ? spec.mask(defaultValue ?? '') : ''));
  const current = value ?? internal;

  useLayoutEffect(() => {
    const input = inputRef.current;
    if (caret.current !== null && input && document.activeElement === input) {
      input.setSelectionRange(caret.current, caret.current);
      caret.current = null;
    }
  });

  const handleMasked = (typed: string) => {
    if (!spec) return;
    const at = inputRef.current?.selectionStart ?? typed.length;
    const next = applyMask(spec, typed, at);
    caret.current = next.caret;
    if (value === undefined) setInternal(next.value);
    onChange?.(next.value);
    onRawChange?.(spec.parse(next.value));
  };

  const valueProps = spec
    ? { value: current, onChange: handleMasked }
    : { value, defaultValue, onChange };

  return (
    <AriaTextField
      {...props}
      {...valueProps}
      className={[fieldStyles.field, className].filter(Boolean).join(' ')}
    >
      <FieldLabel required={props.isRequired}>{label}</FieldLabel>
      {multiline ? (
        <TextArea
          className={`${fieldStyles.fieldInput} ${styles.textArea}`}
          placeholder={placeholder}
          rows={4}
        />
      ) : (
        <Input
          ref={inputRef}
          className={spec ? `${fieldStyles.fieldInput} ${styles.masked}` : fieldStyles.fieldInput}
          placeholder={placeholder ?? spec?.placeholder}
          inputMode={spec?.inputMode}
          maxLength={spec?.maxLength}
        />
      )}
      <FieldHelp description={description} errorMessage={errorMessage} />
    </AriaTextField>
  );
}
