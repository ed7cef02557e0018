import { Minus, Plus } from 'lucide-react';
import type { ReactNode } from 'react';
import { Button, Group, Input, NumberField as AriaNumberField } from 'react-aria-components';
import type { NumberFieldProps as AriaNumberFieldProps } from 'react-aria-components';
import * as fieldStyles from '../../theme/global.css';
import { FieldHelp, FieldLabel } from '../Field';
import { button } from '../Button/Button.css';
import * as styles from './NumberField.css';

/** Props of {@link NumberField}. */
export interface NumberFieldProps extends Omit<AriaNumberFieldProps, 'className' | 'children'> {
  /** Visible label. */
  label: ReactNode;
  /** Help text. @default undefined */
  description?: ReactNode;
  /** Error text when invalid. @default undefined */
  errorMessage?: string;
  /** Money in reais (`R$ 1.234,56`); shortcut for `formatOptions`. @default false */
  currency?: boolean;
  /** Show − and + buttons. @default false */
  stepper?: boolean;
}

const brl: Intl.NumberFormatOptions = { style: 'currency', currency: 'BRL' };

/** A number in the locale's format (pt-BR `1.234,56`), parsed back as the user types. */
export function NumberField({
  label,
  description,
  errorMessage,
  currency = false,
  stepper = false,
  formatOptions,
  ...props
}: NumberFieldProps) {
  const step = button({ variant: 'ghost', size: 'sm', iconOnly: true });
  return (
    <AriaNumberField
      {...props}
      formatOptions={formatOptions ?? (currency ? brl : undefined)}
      className={fieldStyles.field}
    >
      <FieldLabel required={props.isRequired}>{label}</FieldLabel>
      <Group className={`${fieldStyles.fieldInput} ${fieldStyles.fieldGroup}`}>
        {stepper && (
          <Button slot="decrement" className={step}>
            <Minus size={14} aria-hidden />
          </Button>
        )}
        <Input className={`${fieldStyles.fieldGroupInput} ${styles.input}`} />
        {stepper && (
          <Button slot="increment" className={step}>
            <Plus size={14} aria-hidden />
          </Button>
        )}
      </Group>
      <FieldHelp description={description} errorMessage={errorMessage} />
    </AriaNumberField>
  );
}
