import { Search, X } from 'lucide-react';
import { Button, Group, Input, Label, SearchField as AriaSearchField } from 'react-aria-components';
import type { SearchFieldProps as AriaSearchFieldProps } from 'react-aria-components';
import * as fieldStyles from '../../theme/global.css';
import { useUiMessages } from '../../theme/UiProvider';
import { button } from '../Button/Button.css';
import * as styles from './SearchField.css';

/** Props of {@link SearchField}. */
export interface SearchFieldProps extends Omit<AriaSearchFieldProps, 'className' | 'children'> {
  /** Visible label. @default messages.search ("Pesquisar") */
  label?: string;
  /** Show the label (otherwise it names the field only for screen readers). @default false */
  showLabel?: boolean;
  /** Placeholder. @default undefined */
  placeholder?: string;
  /** Name of the clear button. @default messages.clear ("Limpar") */
  clearLabel?: string;
}

/** A search box: Enter submits, Escape or the clear button empties it. */
export function SearchField({
  label,
  showLabel = false,
  placeholder,
  clearLabel,
  ...props
}: SearchFieldProps) {
  const messages = useUiMessages();
  const text = label ?? messages.search;
  return (
    <AriaSearchField
      {...props}
      aria-label={showLabel ? undefined : text}
      className={fieldStyles.field}
    >
      {showLabel && <Label className={fieldStyles.fieldLabel}>{text}</Label>}
      <Group className={`${fieldStyles.fieldInput} ${fieldStyles.fieldGroup}`}>
        <Search size={16} aria-hidden className={styles.icon} />
        <Input
          className={`${fieldStyles.fieldGroupInput} ${styles.input}`}
          placeholder={placeholder}
        />
        <Button
          className={`${button({ variant: 'ghost', size: 'sm', iconOnly: true })} ${styles.clear}`}
          aria-label={clearLabel ?? messages.clear}
        >
          <X size={14} aria-hidden />
        </Button>
      </Group>
    </AriaSearchField>
  );
}
