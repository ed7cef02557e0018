import { ChevronDown } from 'lucide-react';
import { useRef, useState } from 'react';
import type { ReactNode } from 'react';
import {
  Button,
  ComboBox as AriaComboBox,
  Input,
  ListBox,
  ListBoxItem,
  Popover,
} from 'react-aria-components';
import type { ComboBoxProps as AriaComboBoxProps, Key } from 'react-aria-components';
import * as fieldStyles from '../../theme/global.css';
import { FieldHelp, FieldLabel } from '../Field';
import { useUiMessages } from '../../theme/UiProvider';
import { button } from '../Button/Button.css';
import type { Option } from '../Select';
import { Spinner } from '../Spinner';
import * as styles from './ComboBox.css';
import { useAsyncOptions } from './useAsyncOptions';
import type { LoadOptions } from './useAsyncOptions';

/** Props of {@link ComboBox}. */
export interface ComboBoxProps extends Omit<
  AriaComboBoxProps<Option>,
  'className' | 'children' | 'items' | 'inputValue' | 'onInputChange'
> {
  /** Visible label. */
  label: ReactNode;
  /** Fixed options, filtered as the user types. Give either this or `loadOptions`. @default undefined */
  options?: readonly Option[];
  /** Fetches options for the typed text (server-side search). @default undefined */
  loadOptions?: LoadOptions;
  /** Quiet time before `loadOptions` runs, in ms. @default 250 */
  debounceMs?: number;
  /** Help text. @default undefined */
  description?: ReactNode;
  /** Error text when invalid. @default undefined */
  errorMessage?: string;
  /** Shown when nothing matches. @default messages.empty ("Nenhum registro encontrado") */
  emptyText?: string;
  /** The text shown at first, e.g. the name of the option already chosen when editing. @default '' */
  defaultInputValue?: string;
}

/** A text box with suggestions: type to filter or search the server, arrows and Enter to choose. */
export function ComboBox({
  label,
  options,
  loadOptions,
  debounceMs = 250,
  description,
  errorMessage,
  emptyText,
  defaultInputValue = '',
  onChange,
  ...props
}: ComboBoxProps) {
  const messages = useUiMessages();
  const [text, setText] = useState(defaultInputValue);
  const remote = useAsyncOptions(loadOptions, text, debounceMs);
  const local = options?.filter((option) =>
    option.label.toLocaleLowerCase().includes(text.toLocaleLowerCase()),
  );
  const items = loadOptions ? remote.options : (local ?? []);
  // The label of every option offered so far: a pick, or the box's commit when it loses focus,
  // names a key whose option a new search may already have taken off the list.
  const labels = useRef(new Map<Key, string>());
  for (const option of items) labels.current.set(option.id, option.label);
  // The text is held here (it drives the search), and react-aria leaves a controlled text alone
  // when the value is controlled too: without this, a form holding the value kept the typed
  // "Camp" in the box after "Campo Grande" was picked, and leaving the box reported the pick
  // again over the typed text. The chosen option's label replaces the text on every change.
  const change = (key: Key | null) => {
    const label = key === null ? undefined : labels.current.get(key);
    if (label !== undefined) setText(label);
    onChange?.(key);
  };
  return (
    <AriaComboBox
      {...props}
      onChange={change}
      items={items}
      inputValue={text}
      onInputChange={setText}
      menuTrigger="focus"
      allowsEmptyCollection
      className={fieldStyles.field}
    >
      <FieldLabel required={props.isRequired}>{label}</FieldLabel>
      <div className={`${fieldStyles.fieldInput} ${fieldStyles.fieldGroup}`}>
        <Input className={fieldStyles.fieldGroupInput} />
        {loadOptions && remote.loading && <Spinner size="sm" />}
        <Button className={button({ variant: 'ghost', size: 'sm', iconOnly: true })}>
          <ChevronDown size={16} aria-hidden />
        </Button>
      </div>
      <FieldHelp description={description} errorMessage={errorMessage} />
      <Popover className={fieldStyles.popover} style={{ minWidth: 'var(--trigger-width)' }}>
        <ListBox
          className={styles.listBox}
          renderEmptyState={() => (
            <div className={styles.empty}>
              {remote.loading ? messages.loading : (emptyText ?? messages.empty)}
            </div>
          )}
        >
          {(option: Option) => (
            <ListBoxItem
              id={option.id}
              className={fieldStyles.listItem}
              isDisabled={option.disabled}
            >
              {option.label}
            </ListBoxItem>
          )}
        </ListBox>
      </Popover>
    </AriaComboBox>
  );
}
