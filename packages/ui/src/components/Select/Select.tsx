import { ChevronDown } from 'lucide-react';
import type { ReactNode } from 'react';
import {
  Button,
  ListBox,
  ListBoxItem,
  Popover,
  Select as AriaSelect,
  SelectValue,
} from 'react-aria-components';
import type { Key, SelectProps as AriaSelectProps } from 'react-aria-components';
import * as fieldStyles from '../../theme/global.css';
import { useUiMessages } from '../../theme/UiProvider';
import { FieldHelp, FieldLabel } from '../Field';
import { Spinner } from '../Spinner';
import * as styles from './Select.css';

/** One option of a {@link Select} or `ComboBox`. */
export interface Option {
  /** The value. */
  id: Key;
  /** What the user reads. */
  label: string;
  /** Not choosable. @default false */
  disabled?: boolean;
}

/** Props of {@link Select}. */
export interface SelectProps extends Omit<
  AriaSelectProps<Option>,
  'className' | 'children' | 'items'
> {
  /** Visible label. */
  label: ReactNode;
  /** The options. */
  options: readonly Option[];
  /** Help text. @default undefined */
  description?: ReactNode;
  /** Error text when invalid. @default undefined */
  errorMessage?: string;
  /**
   * The options are still on their way (a query): the box shows a spinner and its list, opened
   * meanwhile, says so, then fills in. Without it a press on an empty Select does nothing, and a
   * user (or a test) who reached for it early found the list closed once the options came.
   * @default false
   */
  isLoading?: boolean;
  /** Extra class names. @default undefined */
  className?: string;
}

/** A single choice from a list, with type-ahead and full keyboard support. */
export function Select({
  label,
  options,
  description,
  errorMessage,
  placeholder,
  isLoading = false,
  className,
  ...props
}: SelectProps) {
  const messages = useUiMessages();
  const disabledKeys = options.filter((option) => option.disabled).map((option) => option.id);
  return (
    <AriaSelect
      {...props}
      placeholder={placeholder ?? messages.choose}
      disabledKeys={disabledKeys}
      allowsEmptyCollection
      className={[fieldStyles.field, className].filter(Boolean).join(' ')}
    >
      <FieldLabel required={props.isRequired}>{label}</FieldLabel>
      <Button className={`${fieldStyles.fieldInput} ${styles.trigger}`}>
        <SelectValue className={styles.value} />
        {isLoading ? <Spinner size="sm" label={null} /> : <ChevronDown size={16} aria-hidden />}
      </Button>
      <FieldHelp description={description} errorMessage={errorMessage} />
      <Popover className={fieldStyles.popover} style={{ minWidth: 'var(--trigger-width)' }}>
        <ListBox
          items={options}
          className={styles.listBox}
          renderEmptyState={() => (
            <div className={styles.empty}>{isLoading ? messages.loading : messages.empty}</div>
          )}
        >
          {(option) => (
            <ListBoxItem id={option.id} className={fieldStyles.listItem}>
              {option.label}
            </ListBoxItem>
          )}
        </ListBox>
      </Popover>
    </AriaSelect>
  );
}
