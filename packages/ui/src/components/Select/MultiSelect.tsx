import { Check, ChevronDown } from 'lucide-react';
import type { ReactNode } from 'react';
import {
  Button,
  ListBox,
  ListBoxItem,
  Popover,
  Select as AriaSelect,
  SelectValue,
} from 'react-aria-components';
import type { Key } from 'react-aria-components';
import * as fieldStyles from '../../theme/global.css';
import { useUiMessages } from '../../theme/UiProvider';
import { FieldHelp, FieldLabel } from '../Field';
import { Spinner } from '../Spinner';
import type { Option } from './Select';
import * as styles from './Select.css';

/** Props of {@link MultiSelect}. */
export interface MultiSelectProps {
  /** Visible label. */
  label: ReactNode;
  /** The options. */
  options: readonly Option[];
  /** The chosen options' ids; none chosen is "all". */
  value: readonly Key[];
  /** Called with every chosen id as the user picks or drops one. */
  onChange: (value: Key[]) => void;
  /** What the box says while nothing is chosen ("Todas"). @default messages.choose */
  placeholder?: string;
  /** Help text. @default undefined */
  description?: ReactNode;
  /** The options are still on their way (a query). @default false */
  isLoading?: boolean;
  /** @default false */
  isDisabled?: boolean;
  /** Extra class names. @default undefined */
  className?: string;
}

/**
 * Several choices from one list (the brands a chart compares): the box lists what is chosen, the
 * list stays open while the user picks, a check marks each chosen option. Keyboard as a Select:
 * arrows move, Space or Enter picks, Escape closes.
 */
export function MultiSelect({
  label,
  options,
  value,
  onChange,
  placeholder,
  description,
  isLoading = false,
  isDisabled = false,
  className,
}: MultiSelectProps) {
  const messages = useUiMessages();
  const disabledKeys = options.filter((option) => option.disabled).map((option) => option.id);
  return (
    <AriaSelect
      selectionMode="multiple"
      value={[...value]}
      onChange={(keys) => {
        onChange([...keys]);
      }}
      placeholder={placeholder ?? messages.choose}
      disabledKeys={disabledKeys}
      isDisabled={isDisabled}
      allowsEmptyCollection
      className={[fieldStyles.field, className].filter(Boolean).join(' ')}
    >
      <FieldLabel>{label}</FieldLabel>
      <Button className={`${fieldStyles.fieldInput} ${styles.trigger}`}>
        <SelectValue className={styles.value} />
        {isLoading ? <Spinner size="sm" label={null} /> : <ChevronDown size={16} aria-hidden />}
      </Button>
      <FieldHelp description={description} />
      <Popover className={fieldStyles.popover} style={{ minWidth: 'var(--trigger-width)' }}>
        <ListBox
          items={options}
          className={styles.listBox}
          renderEmptyState={() => (
            <div className={styles.empty}>{isLoading ? messages.loading : messages.empty}</div>
          )}
        >
          {(option) => (
            <ListBoxItem id={option.id} textValue={option.label} className={fieldStyles.listItem}>
              {({ isSelected }) => (
                <>
                  <span className={styles.check} aria-hidden>
                    {isSelected && <Check size={14} />}
                  </span>
                  {option.label}
                </>
              )}
            </ListBoxItem>
          )}
        </ListBox>
      </Popover>
    </AriaSelect>
  );
}
